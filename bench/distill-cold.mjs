#!/usr/bin/env node
/**
 * One cold run, for bench/distill.bench.mjs: in a fresh process (no JIT warm-up, empty memos,
 * as every `context-kit distill` from the CLI starts), the CPU time of either distilling the
 * fixture through all tiers or parsing its logs with remark. Modules are loaded before the
 * clock starts. Usage: node bench/distill-cold.mjs distill|remark WEEKS_FACTOR
 */
import { scaledFixture } from "./distill-fixture.mjs";
import { MemWorkspace } from "./mem-workspace.mjs";
import { dist } from "./lib.mjs";

const [what, factor] = [process.argv[2], Number(process.argv[3] ?? 1)];
const { files, logs, now } = await scaledFixture(factor);
let run;
if (what === "remark") {
  const { unified } = await import("unified");
  const { default: remarkParse } = await import("remark-parse");
  run = async () => {
    for (const r of logs) unified().use(remarkParse).parse(files[r]);
  };
} else if (what === "distill") {
  const { distillDue } = await import(dist("skills/memory-compactor/index.js"));
  run = async () => distillDue(new MemWorkspace(files), { now });
} else throw new Error(`distill-cold: the first argument must be "distill" or "remark", not ${JSON.stringify(what)}`);
const c0 = process.cpuUsage();
await run();
const c = process.cpuUsage(c0);
process.stdout.write(`${(c.user + c.system) / 1000}\n`);
