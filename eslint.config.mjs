import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The design's one-way data flow as lint: UI (components, pages, layouts) never reaches the database,
// and the domain (lib) never depends on React components.
const noDbFromUi = {
  patterns: [
    {
      group: ["@/lib/db", "@/lib/db/*", "**/lib/db/*"],
      message: "UI never imports lib/db: call a lib function.",
    },
  ],
};
const noComponentsFromLib = {
  patterns: [{ group: ["@/components/*", "**/components/*"], message: "lib never imports components." }],
};

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "lib/generated/**",
      ".data/**",
      "next-env.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench-results/**",
      "packages/*/dist/**",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}", "app/**/*.tsx"],
    rules: { "no-restricted-imports": ["error", noDbFromUi] },
  },
  { files: ["lib/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", noComponentsFromLib] } },
];

export default config;
