// The floor the Lighthouse bench compares against: a bare Next App Router page (one layout, one
// page, no CSS, no fonts, no client component), built and served with the repo's own installed
// `next`, `react` and `react-dom`; nothing is downloaded. The app lives in bench-results/bare-next/
// (inside the repo, so Node and Turbopack resolve the packages from the repo's node_modules without a
// symlink leaving Turbopack's root); it is removed when the server stops.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const LAYOUT = `export const metadata = {
  title: "Bare Next.js page",
  description: "A bare Next.js App Router page: the framework's own first-load JavaScript and nothing else.",
};

export const viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`;

const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Turn any scene idea into a structured AI video prompt</h1>
      <p>
        Describe your video in plain words and get a scene-by-scene JSON prompt with 15+ elements: scenes with
        description and characters, settings, camera and audio.
      </p>
    </main>
  );
}
`;

const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4f46e5"/></svg>`;

function runNext(args, cwd, env, stdio) {
  return spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), ...args], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio,
  });
}

/** Writes and builds the bare app; returns its directory and the Next version used. */
export async function buildBareNext(root = path.resolve("bench-results/bare-next")) {
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, "app"), { recursive: true });
  fs.writeFileSync(path.join(root, "package.json"), JSON.stringify({ private: true, type: "module" }));
  fs.writeFileSync(path.join(root, "next.config.mjs"), "export default { poweredByHeader: false };\n");
  fs.writeFileSync(path.join(root, "app/layout.jsx"), LAYOUT);
  fs.writeFileSync(path.join(root, "app/page.jsx"), PAGE);
  // Lighthouse's best-practices audit asks for a favicon; the real app has app/icon.svg too.
  fs.writeFileSync(path.join(root, "app/icon.svg"), ICON);
  const build = runNext(["build"], root, {}, ["ignore", "ignore", "inherit"]);
  const code = await new Promise((resolve) => build.once("exit", resolve));
  if (code !== 0) throw new Error(`bare Next build failed with exit code ${code}`);
  const version = JSON.parse(fs.readFileSync("node_modules/next/package.json", "utf8")).version;
  return { root, version };
}

/** Serves the built bare app with `next start`; stop() kills it and removes the app. */
export function startBareNext(root, port) {
  const server = runNext(["start", "-p", String(port), "-H", "127.0.0.1"], root, { NODE_ENV: "production" }, [
    "ignore",
    "ignore",
    "inherit",
  ]);
  return {
    stop: async () => {
      if (server.exitCode === null) {
        server.kill("SIGTERM");
        await new Promise((r) => server.once("exit", r));
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
