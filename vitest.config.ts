import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and reliability tests run on the TypeScript sources (and, for the multi-process ones, on
// the built dist/); the e2e tests load the built plugin (dist/) into a real OpenClaw. So every
// npm script that runs tests builds first.
//
// Three projects (`--project <name>` picks some):
//   unit         everything outside test/reliability and test/e2e
//   reliability  test/reliability (CI sizes; CONTEXT_KIT_RELIABILITY=long for the long variants)
//   e2e          test/e2e: a real OpenClaw Gateway per file
// unit and reliability run their files in parallel on every core (vitest's default leaves one
// core idle, which on a 2-core machine meant one file at a time). e2e files run one at a time,
// after the others: each starts a Gateway plus helper processes and takes a core or more for
// minutes, and its start-up budget assumes it does not compete with a second Gateway.
const WORKERS = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    pool: "forks",
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Never let a test touch the real ~/.openclaw: test/setup-home.ts points HOME at a temp dir.
    setupFiles: ["test/setup-home.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/**/*.test.ts"],
          exclude: ["test/reliability/**", "test/e2e/**"],
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["test/reliability/**/*.test.ts"],
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
