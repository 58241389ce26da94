#!/usr/bin/env node
// Scores redaction on an independent labelled corpus (test/fixtures/blind/*-redact-*/cases.jsonl,
// written blind by someone who had not read src/). Runs on the built module (npm run build).
//   secret recall   share of secret cases whose every listed secret value is gone
//   preservation    share of secret cases whose every `keep` string survived
//   negatives clean share of hard negatives with no secret placeholder and every `keep` intact
// Usage: node bench/redact-blind.mjs [--dist DIR] [--verbose] [--final] [folder…]
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { blindArgs } from "./blind-args.mjs";

const { dist, targets: folders, flag } = blindArgs("-redact-");
const verbose = flag("--verbose");
const entry = ["core/redact/index.js", "redact/index.js"].map((r) => path.join(dist, r)).find((p) => { try { readFileSync(p); return true; } catch { return false; } });
const { redact, PLACEHOLDERS } = await import(pathToFileURL(entry).href);

for (const folder of folders) {
  const cases = readFileSync(path.join(folder, "cases.jsonl"), "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l));
  const t = { secret: 0, recalled: 0, preserved: 0, negative: 0, clean: 0, values: 0, valuesGone: 0 };
  const misses = [], broken = [], dirty = [];
  const byFamily = new Map();
  for (const c of cases) {
    const out = redact(c.text).text;
    const kept = c.keep.every((k) => out.includes(k));
    if (c.kind === "secret") {
      t.secret++;
      const left = c.secrets.filter((s) => out.includes(s));
      t.values += c.secrets.length;
      t.valuesGone += c.secrets.length - left.length;
      if (left.length === 0) t.recalled++;
      else misses.push({ id: c.id, family: c.family, format: c.format, left, out });
      if (kept) t.preserved++;
      else broken.push({ id: c.id, lost: c.keep.filter((k) => !out.includes(k)), out });
      const f = byFamily.get(c.family) ?? { n: 0, ok: 0 };
      f.n++; if (left.length === 0) f.ok++;
      byFamily.set(c.family, f);
    } else {
      t.negative++;
      if (kept && !out.includes(PLACEHOLDERS.secret)) t.clean++;
      else dirty.push({ id: c.id, family: c.family, lost: c.keep.filter((k) => !out.includes(k)), out });
    }
  }
  const pct = (a, b) => `${((100 * a) / b).toFixed(1)}% (${a}/${b})`;
  console.log(`\n${path.basename(folder)}: ${cases.length} cases`);
  console.log(`  secret recall    ${pct(t.recalled, t.secret)}; secret values removed ${pct(t.valuesGone, t.values)}`);
  console.log(`  preservation     ${pct(t.preserved, t.secret)}`);
  console.log(`  negatives clean  ${pct(t.clean, t.negative)}`);
  const show = (label, rows) => {
    if (!rows.length) return;
    console.log(`  ${label}:`);
    for (const r of rows) console.log(`    ${r.id}${r.family ? ` [${r.family}/${r.format ?? ""}]` : ""}: ${JSON.stringify(r.left ?? r.lost)}${verbose ? `\n      → ${JSON.stringify(r.out.slice(0, 300))}` : ""}`);
  };
  show("secrets left", misses);
  show("keep strings lost in secret cases", broken);
  show("hard negatives changed", dirty);
}
