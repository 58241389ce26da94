/**
 * Imports point only downward: cli → plugin → skills → core (docs/design.md, "Layers"). The map
 * below is the one place that says which folder of src/ is which layer; a new folder must be
 * added to it, or this test fails and says so.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../src");

export const LAYERS = ["core", "skills", "plugin", "cli"] as const;
type Layer = (typeof LAYERS)[number];

/** Top-level entries of src/ and their layer. */
const LAYER_OF: Record<string, Layer> = {
  core: "core",
  skills: "skills",
  plugin: "plugin",
  "index.ts": "plugin",
  cli: "cli",
};

const rank = (l: Layer) => LAYERS.indexOf(l);

function layerOf(file: string): Layer | undefined {
  // An import names the built file (config.js); the map names the source (config.ts).
  return LAYER_OF[(path.relative(SRC, file).split(path.sep)[0] as string).replace(/\.js$/, ".ts")];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

/** Relative module specifiers of static imports, re-exports and literal dynamic imports. */
export function specifiers(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s[^;]*?\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)|\bimport\(\s*`/g)) {
    out.push(m[1] ?? m[2] ?? "`computed`");
  }
  return out;
}

/** Edges that point up a layer (or into an unmapped folder), as "from → to" lines. */
export function upwardEdges(files: ReadonlyArray<{ file: string; code: string }>): string[] {
  const bad: string[] = [];
  for (const { file, code } of files) {
    const from = layerOf(file);
    if (!from) {
      bad.push(`${path.relative(SRC, file)}: its folder has no layer in LAYER_OF`);
      continue;
    }
    for (const spec of specifiers(code)) {
      if (spec === "`computed`") {
        bad.push(`${path.relative(SRC, file)}: a computed import() hides its edge`);
        continue;
      }
      const target = path.resolve(path.dirname(file), spec);
      const to = layerOf(target);
      if (!to) bad.push(`${path.relative(SRC, file)} → ${path.relative(SRC, target)}: no layer`);
      else if (rank(to) > rank(from)) bad.push(`${path.relative(SRC, file)} (${from}) → ${path.relative(SRC, target)} (${to})`);
    }
  }
  return bad;
}

describe("layers", () => {
  it("every import in src/ points to its own layer or one below", () => {
    const files = sourceFiles(SRC).map((file) => ({ file, code: readFileSync(file, "utf8") }));
    expect(files.length).toBeGreaterThan(100);
    expect(upwardEdges(files)).toEqual([]);
  });

  it("catches an upward edge, a computed import and an unmapped folder", () => {
    const at = (rel: string) => path.join(SRC, rel);
    expect(
      upwardEdges([
        { file: at("skills/memory-compactor/x.ts"), code: 'import { UsageError } from "../../cli/io.js";' },
        { file: at("core/transcript/y.ts"), code: 'export { draftDay } from "../../skills/memory-compactor/day-draft.js";' },
        { file: at("cli/main.ts"), code: "const m = await import(`./commands/${name}.js`);" },
        { file: at("newthing/z.ts"), code: "" },
        { file: at("cli/ok.ts"), code: 'import { redact } from "../core/redact/index.js";\nconst s = await import("../skills/memory-compactor/index.js");' },
      ]),
    ).toEqual([
      "skills/memory-compactor/x.ts (skills) → cli/io.js (cli)",
      "core/transcript/y.ts (core) → skills/memory-compactor/day-draft.js (skills)",
      "cli/main.ts: a computed import() hides its edge",
      "newthing/z.ts: its folder has no layer in LAYER_OF",
    ]);
  });
});
