/**
 * Links to the Scar Registry (`scars/`) and Gradient Tracker (`analytics/`) skills when a
 * workspace has them: an anomaly that resembles a recorded failure, or a pattern about a person
 * that an analytics entry tracks, gets a "(related: scars/friday-deploys.md)" pointer. Matching is
 * keyword overlap between the item and each entry's file name and headings, read through the
 * workspace layer, so the link is explainable and stable.
 */
import type { Workspace } from "../../core/workspace/types.js";
import { trimEndOf } from "../../core/text/trim-end.js";
import { contentTokens } from "./text.js";

export interface CrossRefEntry {
  /** Workspace-relative path, e.g. `scars/friday-deploys.md`. */
  path: string;
  kind: "scar" | "analytics";
  tokens: Set<string>;
}

export type CrossRefIndex = readonly CrossRefEntry[];

export const CROSS_REF_DIRS: ReadonlyArray<{ dir: string; kind: CrossRefEntry["kind"] }> = [
  { dir: "scars", kind: "scar" },
  { dir: "memory/scars", kind: "scar" },
  { dir: "analytics", kind: "analytics" },
  { dir: "memory/analytics", kind: "analytics" },
];
const MAX_ENTRIES_PER_DIR = 500; // a registry larger than this is not scanned in full
const ENTRY_READ_BYTES = 64 * 1024; // headings live near the top; do not read huge files whole
const MAX_LINKS_PER_ITEM = 2;
const PREFIX_MIN_CHARS = 4;

/** Builds the index from whatever of scars/ and analytics/ exists (empty when neither does). */
export async function loadCrossRefIndex(ws: Workspace): Promise<CrossRefIndex> {
  const out: CrossRefEntry[] = [];
  for (const { dir, kind } of CROSS_REF_DIRS) {
    const names = (await ws.list(dir)).filter((n) => /\.(?:md|markdown|txt)$/i.test(n) && !n.startsWith(".")).sort().slice(0, MAX_ENTRIES_PER_DIR);
    for (const name of names) {
      const path = `${dir}/${name}`;
      let text = "";
      try {
        text = (await ws.readText(path, { maxBytes: ENTRY_READ_BYTES })) ?? "";
      } catch {
        text = ""; // too large or unreadable: the file name still identifies it
      }
      out.push(crossRefEntry(path, kind, text));
    }
  }
  return out;
}

export function crossRefEntry(path: string, kind: CrossRefEntry["kind"], text: string): CrossRefEntry {
  const base = (path.split("/").pop() ?? "").replace(/\.[^.]+$/, "").replace(/[-_]+/g, " ");
  const headings = text
    .split("\n")
    .filter((l) => /^#{1,3}\s/.test(l))
    .slice(0, 20)
    .join(" ");
  return { path, kind, tokens: new Set(contentTokens(`${base} ${headings}`).map((t) => t.norm)) };
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let n = 0;
  for (const x of a) {
    for (const y of b) {
      if (x === y || (x.length >= PREFIX_MIN_CHARS && y.length >= PREFIX_MIN_CHARS && (x.startsWith(y) || y.startsWith(x)))) {
        n++;
        break;
      }
    }
  }
  return n;
}

/**
 * Entries related to an item. Anomalies look in scars (two shared keywords, or one when the entry
 * name is a single word); people-patterns look in analytics for the person's name.
 */
export function relatedEntries(index: CrossRefIndex, text: string, opts: { kind: "anomaly" | "person"; name?: string | null }): string[] {
  if (index.length === 0) return [];
  const toks = new Set(contentTokens(text).map((t) => t.norm));
  const scored: Array<{ path: string; score: number }> = [];
  for (const e of index) {
    if (opts.kind === "anomaly") {
      const n = overlap(toks, e.tokens);
      if (n >= Math.min(2, e.tokens.size)) scored.push({ path: e.path, score: n + (e.kind === "scar" ? 0.5 : 0) });
    } else if (opts.name) {
      const nameTok = opts.name.toLowerCase();
      if (e.tokens.has(nameTok)) scored.push({ path: e.path, score: 1 + overlap(toks, e.tokens) + (e.kind === "analytics" ? 0.5 : 0) });
    }
  }
  return scored
    .sort((a, b) => b.score - a.score || (a.path < b.path ? -1 : 1))
    .slice(0, MAX_LINKS_PER_ITEM)
    .map((s) => s.path);
}

export function formatRelated(paths: readonly string[]): string {
  return paths.length ? ` (related: ${paths.join(", ")})` : "";
}

/**
 * Removes a "(related: …)" suffix, so matching across days ignores links. What
 * /\s*\(related: [^)]*\)\s*$/ removed, found with indexOf: that regex, unanchored, was retried
 * from every position of every whitespace run (quadratic on a long one).
 */
export function stripRelated(s: string): string {
  const t = s.trimEnd();
  if (!t.endsWith(")")) return s;
  const close = t.length - 1;
  // The suffix holds no ")" before its last one: start looking after the previous ")".
  const open = t.indexOf("(related: ", t.lastIndexOf(")", close - 1) + 1);
  return open === -1 ? s : trimEndOf(t.slice(0, open), "");
}
