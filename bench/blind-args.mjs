/**
 * The command line the blind scorers share (distill-blind, extract-blind, redact-blind):
 *   --dist DIR   score another build (a baseline commit) with the same scorer; default dist/
 *   --final      score the sealed `*-final-*` sets, which are left out otherwise
 *   FOLDER…      score these folders instead of the blind sets
 * plus each scorer's own switches (`flag("--json")`).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";
const BLIND_DIR = path.join(root, "test/fixtures/blind");

/** `kind`: what a blind set's folder name holds ("-distill-", "-sessions-", "-redact-"). */
export function blindArgs(kind) {
  const args = process.argv.slice(2);
  const distIdx = args.indexOf("--dist");
  const dist = distIdx >= 0 ? path.resolve(args[distIdx + 1]) : path.join(root, "dist");
  const folders = args.filter((a, i) => !a.startsWith("--") && args[i - 1] !== "--dist");
  const final = args.includes("--final");
  const targets = folders.length
    ? folders.map((f) => path.resolve(f))
    : readdirSync(BLIND_DIR)
        .filter((n) => n.includes(kind) && final === /-final(?:-|$)/.test(n))
        .sort()
        .map((n) => path.join(BLIND_DIR, n));
  return { dist, targets, flag: (name) => args.includes(name) };
}
