/** Loads the committed fixture workspace (test/fixtures/distill/workspace) into memory. */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/distill");

export function fixtureFiles(): Record<string, string> {
  const root = path.join(FIXTURE_DIR, "workspace");
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(root, p).split(path.sep).join("/")] = readFileSync(p, "utf8");
    }
  };
  walk(root);
  return out;
}

export interface Truth {
  now: string;
  days: Record<string, { quiet: boolean; items: Array<{ id: string; section: string; key: string }>; filler: string[] }>;
  weeks: Record<string, unknown>;
  months: Record<string, unknown>;
}

export function fixtureTruth(): Truth {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, "truth.json"), "utf8")) as Truth;
}
