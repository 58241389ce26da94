#!/usr/bin/env node
// The `context-kit` executable. Kept apart from main.ts so tests can import main() freely.
import { main } from "./main.js";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`context-kit: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exitCode = 1;
  },
);
