/**
 * Compacts on disk: `memory/compacts/YYYY-MM-DD-HHMM[-N].md`, written only through the safe
 * Workspace (containment, redaction, atomic no-clobber create), with retention of the newest
 * `keep` files. Write and prune run under one named lock so concurrent writers cannot prune
 * each other's fresh files or race on a name.
 */
import type { RedactPolicy } from "../../core/redact/types.js";
import type { Finding } from "../../core/redact/types.js";
import type { Workspace } from "../../core/workspace/types.js";
import { META_RE, parseCount } from "./format.js";
import { validateCompact } from "./validate.js";
import { parseCompactName, sortCompactNames } from "./order.js";
import { sameCompactContent } from "./same-content.js";

export const COMPACTS_DIR = "memory/compacts";
export const COMPACTS_LOCK = "memory/compacts";
export const DEFAULT_KEEP = 30; // retention: the newest 30 compacts (docs/design.md, "Context compactor")
const MAX_SUFFIX = 9999; // the workspace's allowed names stop at four suffix digits

export class CompactFormatError extends Error {
  override name = "CompactFormatError";
  constructor(readonly problems: string[]) {
    super(`Not a valid compact (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n- ${problems.join("\n- ")}`);
  }
}

export interface CompactInfo {
  /** File name, e.g. `2026-03-31-1700.md`. */
  name: string;
  /** Workspace-relative path. */
  path: string;
  /** ISO time from the file name (UTC, minute precision). */
  time: string;
  /** Collision suffix (1 for the unsuffixed file). */
  seq: number;
  bytes: number;
  /** From the `**Turns**` line, when present. */
  turns?: number;
  /** From the `**Est. tokens saved**` line, when present. */
  tokensSaved?: number;
}

export interface WriteCompactOptions {
  /** Time the compact is named for (UTC). */
  now: Date;
  /** Compacts to retain (oldest beyond are removed). Default DEFAULT_KEEP. */
  keep?: number;
  /** Redaction policy for this write (default: the workspace's). */
  policy?: RedactPolicy;
}

export interface WriteCompactResult {
  path: string;
  name: string;
  bytes: number;
  /** What redaction removed (kinds and rule ids only). */
  findings: Finding[];
  /** Names of compacts removed by retention. */
  pruned: string[];
  /** Set when nothing was written because the newest compact already says the same (only its
   *  title time and counts differ); `path`, `name` and `bytes` are then that compact's. */
  skipped?: { reason: "same-as-newest"; sameAs: string };
}

export function compactFileName(now: Date, seq = 1): string {
  if (Number.isNaN(now.getTime())) throw new RangeError("compact time: `now` is not a valid date (pass an ISO time, e.g. 2026-03-31T17:00:00Z).");
  const iso = now.toISOString();
  const stem = `${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}`;
  return seq <= 1 ? `${stem}.md` : `${stem}-${seq}.md`;
}

function isAlreadyExists(err: unknown): boolean {
  return (err as { code?: unknown })?.code === "already-exists";
}

/**
 * Validates `markdown`, writes it as a new compact (never overwriting: `-2`, `-3` … on a name
 * collision) and removes the oldest compacts beyond `keep`. Throws CompactFormatError listing
 * every problem when the text is not a compact. A compact whose sections say what the newest
 * one says (sameCompactContent) is not written again: the result has `skipped` and names the
 * existing file, so a "compact" followed by /new leaves one file, not three.
 */
export async function writeCompact(ws: Workspace, markdown: string, opts: WriteCompactOptions): Promise<WriteCompactResult> {
  const keep = opts.keep ?? DEFAULT_KEEP;
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep: ${String(keep)} is not allowed; pass an integer of at least 1 (default ${DEFAULT_KEEP}).`);
  const problems = validateCompact(markdown);
  if (problems.length > 0) throw new CompactFormatError(problems);
  const text = markdown.endsWith("\n") ? markdown : markdown + "\n";
  return ws.withLock(COMPACTS_LOCK, async () => {
    // A newest compact that cannot be read (invalid UTF-8, oversized) only means no comparison.
    const newest = await readNewest(ws).catch(() => null);
    // The newest is compared as stored: redacted. A compact holding a path, a URL or a secret
    // would otherwise never be "the same" and a compact followed by /new would leave three files.
    if (newest && sameCompactContent(newest.text, ws.redacted(text, opts.policy ? { policy: opts.policy } : undefined))) {
      const path = `${COMPACTS_DIR}/${newest.name}`;
      return { path, name: newest.name, bytes: Buffer.byteLength(newest.text, "utf8"), findings: [], pruned: [], skipped: { reason: "same-as-newest" as const, sameAs: path } };
    }
    let written: { name: string; path: string; bytes: number; findings: Finding[] } | null = null;
    // Names listed now are skipped without a try: each refused createText redacts the whole text
    // first, so the nth compact of one minute cost n redactions (test/compact/order.test.ts writes
    // 31 in one minute: 19 s, now 5 s, on the loaded 2-core box).
    // createText stays exclusive, so a name taken after this listing is still never overwritten.
    const taken = new Set(await ws.list(COMPACTS_DIR));
    for (let seq = 1; seq <= MAX_SUFFIX && !written; seq++) {
      const name = compactFileName(opts.now, seq);
      if (taken.has(name)) continue;
      const rel = `${COMPACTS_DIR}/${name}`;
      try {
        const receipt = await ws.createText(rel, text, opts.policy ? { policy: opts.policy } : undefined);
        written = { name, path: receipt.path, bytes: receipt.bytes, findings: receipt.findings };
      } catch (err) {
        if (!isAlreadyExists(err)) throw err;
      }
    }
    if (!written) throw new Error(`Could not name the compact: ${compactFileName(opts.now)} and ${MAX_SUFFIX - 1} suffixed names already exist in ${COMPACTS_DIR}/.`);
    const names = sortCompactNames(await ws.list(COMPACTS_DIR));
    // The file just written is kept even if its name sorts oldest (a back-dated --now).
    const others = names.filter((n) => n !== written!.name);
    const excess = names.length - keep;
    const pruned = excess > 0 ? others.slice(0, excess) : [];
    for (const n of pruned) await ws.remove(`${COMPACTS_DIR}/${n}`);
    return { ...written, pruned };
  });
}

/**
 * Replaces the compact at `path` with `markdown`, only if the file still holds `expected`: a
 * refined version takes the place of the deterministic one it was made from (docs/design.md,
 * "Refinement by the host model"), never of a file someone changed or retention removed since.
 * Validated like a new compact, redacted by the workspace on the write.
 */
export async function replaceCompact(ws: Workspace, path: string, expected: string, markdown: string): Promise<{ replaced: true; bytes: number; findings: Finding[] } | { replaced: false; reason: string }> {
  if (!path.startsWith(`${COMPACTS_DIR}/`) || !parseCompactName(path.slice(COMPACTS_DIR.length + 1))) throw new RangeError(`replaceCompact: ${JSON.stringify(path)} is not a compact in ${COMPACTS_DIR}/.`);
  const problems = validateCompact(markdown);
  if (problems.length > 0) throw new CompactFormatError(problems);
  const text = markdown.endsWith("\n") ? markdown : markdown + "\n";
  return ws.withLock(COMPACTS_LOCK, async () => {
    const current = await ws.readText(path);
    if (current === null) return { replaced: false as const, reason: `${path} is gone (removed by retention or by hand)` };
    if (current !== expected) return { replaced: false as const, reason: `${path} changed meanwhile` };
    const receipt = await ws.writeText(path, text);
    return { replaced: true as const, bytes: receipt.bytes, findings: receipt.findings };
  });
}

async function readNewest(ws: Workspace): Promise<{ name: string; text: string } | null> {
  const names = sortCompactNames(await ws.list(COMPACTS_DIR));
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    const text = await ws.readText(`${COMPACTS_DIR}/${name}`);
    if (text !== null) return { name, text };
  }
  return null;
}

function infoOf(name: string, text: string): CompactInfo {
  const p = parseCompactName(name)!;
  const info: CompactInfo = { name, path: `${COMPACTS_DIR}/${name}`, time: p.time, seq: p.seq, bytes: Buffer.byteLength(text, "utf8") };
  for (const line of text.split("\n", 6)) {
    const m = META_RE.exec(line.trim());
    if (m) {
      info.turns = parseCount(m[1]!);
      info.tokensSaved = parseCount(m[2]!);
      break;
    }
  }
  return info;
}

/** Compacts in the workspace, oldest first. Files that do not follow the naming scheme are ignored. */
export async function listCompacts(ws: Workspace): Promise<CompactInfo[]> {
  const names = sortCompactNames(await ws.list(COMPACTS_DIR));
  const out: CompactInfo[] = [];
  for (const name of names) {
    const text = await ws.readText(`${COMPACTS_DIR}/${name}`);
    if (text !== null) out.push(infoOf(name, text));
  }
  return out;
}

/** The newest compact and its text, or null when there is none. */
export async function latestCompact(ws: Workspace): Promise<{ info: CompactInfo; markdown: string } | null> {
  const newest = await readNewest(ws);
  return newest ? { info: infoOf(newest.name, newest.text), markdown: newest.text } : null;
}

export interface CompactStats {
  count: number;
  totalBytes: number;
  averageBytes: number;
  tokensSavedTotal: number;
  oldest: CompactInfo | null;
  newest: CompactInfo | null;
}

export async function compactStats(ws: Workspace): Promise<CompactStats> {
  const all = await listCompacts(ws);
  const totalBytes = all.reduce((n, c) => n + c.bytes, 0);
  return {
    count: all.length,
    totalBytes,
    averageBytes: all.length ? Math.round(totalBytes / all.length) : 0,
    tokensSavedTotal: all.reduce((n, c) => n + (c.tokensSaved ?? 0), 0),
    oldest: all[0] ?? null,
    newest: all.at(-1) ?? null,
  };
}
