import { defineConfig } from "vitest/config";

// Unit and reliability tests run on the TypeScript sources; the e2e tests load the built
// plugin (dist/) into a real OpenClaw, so `npm test` builds first.
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Never let a test touch the real ~/.openclaw: test/setup-home.ts points HOME at a temp dir.
    setupFiles: ["test/setup-home.ts"],
  },
});
