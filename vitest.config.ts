import os from "node:os";
import { defineConfig } from "vitest/config";

// Unit and reliability tests run on the TypeScript sources (and, for the multi-process ones, on
// the built dist/); the e2e tests load the built plugin (dist/) into a real OpenClaw. So every
// npm script that runs tests builds first.
//
// Three projects (`--project <name>` picks some):
//   unit         everything outside test/reliability and test/e2e, less RELIABILITY_IN_UNIT and
//                CPU_TIMED
//   reliability  test/reliability, RELIABILITY_IN_UNIT and CPU_TIMED (CI sizes;
//                CONTEXT_KIT_RELIABILITY=long for the long variants)
//   e2e          test/e2e: a real OpenClaw Gateway per file
// unit and reliability run their files in parallel on every core (vitest's default leaves one
// core idle, which on a 2-core machine meant one file at a time). e2e files run one at a time:
// each starts a Gateway plus helper processes and takes a core or more for minutes, and its
// start-up budget assumes it does not compete with a second Gateway. In one `vitest run` the e2e
// group runs after the others; `npm test` (scripts/test.mjs) runs it in a second vitest process
// beside them, since each left a core idle for minutes.
const WORKERS = Math.max(2, os.availableParallelism());
// Linear-time checks (they compare the time of a small and a large run, or bound one large
// run) and the test of their clock. They measure CPU time (test/support/cpu-time.mjs), which a
// busy neighbour cannot inflate, so they run in the parallel phase; with wall time they had to
// run alone, after it (a CI run saw 104 against a limit of 48 with a neighbour on the other core).
// Unit-folder files that spawn many processes or run hundreds of large cases: they guard
// reliability (crash safety under kills, linear time over 943 formats, the CLI's run records,
// the forgetting gate's property test), so they run with the reliability project, in
// `npm test`, and leave `npm run test:quick` (the edit loop) under two minutes.
const RELIABILITY_IN_UNIT = [
  "test/session-state/multi-process.test.ts",
  "test/redact/linearity.test.ts",
  "test/cli/records-runs.test.ts",
  "test/distill/forget-property.test.ts",
];
const CPU_TIMED = [
  "test/support/cpu-time.test.ts",
  "test/text/trim-end.test.ts",
  "test/markdown/plain-runs.test.ts",
  "test/transcript/reader.test.ts",
];

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
          // One temp folder per run, removed at the end (test/support/temp-root.ts).
          globalSetup: ["test/support/temp-root.ts"],
          exclude: ["test/reliability/**", "test/e2e/**", ...RELIABILITY_IN_UNIT, ...CPU_TIMED],
          maxWorkers: WORKERS,
          // One process per worker for all its files instead of a fresh one per file: the ~100
          // unit files each re-imported the same modules (vitest counted 118 s of imports; the
          // project took 193 s of CPU, 63 s without isolation, same 2,121 tests passing). The
          // files share no state but module caches (keyed, as in a long-running Gateway), and
          // the one fake clock (test/cli/tool-cli-agree.test.ts) is restored after each test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "reliability",
          include: ["test/reliability/**/*.test.ts", ...RELIABILITY_IN_UNIT, ...CPU_TIMED],
          globalSetup: ["test/support/temp-root.ts"],
          maxWorkers: WORKERS,
          // As in unit: one process per worker, not one per file. The files share no state but
          // module caches; their env switches are read, never set; the CPU-timed checks take the
          // best or the median of several runs, so a collection left by an earlier file does
          // not decide a verdict. A run measured 375 s of CPU with a process per file, 340 s
          // without, same 3,389 tests passing.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          // A run folder shared by the e2e files: the plugin installed once per run
          // (test/e2e/harness/plugin-template.ts) and OpenClaw's compile cache.
          globalSetup: ["test/e2e/harness/global-setup.ts"],
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
