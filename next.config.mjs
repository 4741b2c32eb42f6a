/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Uploaded files live under .data/; never trace them into the server bundle.
  outputFileTracingExcludes: { "*": [".data/**", "tests/**", "bench-results/**"] },
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "nodemailer"],
};

export default nextConfig;
