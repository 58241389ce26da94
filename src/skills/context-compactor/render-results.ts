/**
 * The text of the compactor's results (a write, the list, the newest, the stats, an extract), the
 * same for the context_compact tool, the safety-net hook's log line and `context-kit compact`.
 */
import { COMPACTS_DIR, type CompactInfo, type CompactStats, type WriteCompactResult } from "./store.js";
import type { ExtractCompactResult } from "./extract-compact.js";

export const NO_COMPACTS = `No compacts in ${COMPACTS_DIR}/ yet.`;

/** A write, or why nothing was written; `keep` is the cap old compacts were pruned to. */
export function renderCompactWrite(r: WriteCompactResult, keep: number): string {
  if (r.skipped) return `Compact not written: it says the same as the newest compact, ${r.skipped.sameAs} (only the time and counts differ).`;
  const redacted = r.findings.length ? `, ${r.findings.length} span(s) redacted` : "";
  const pruned = r.pruned.length ? ` Removed ${r.pruned.length} old compact(s) beyond the cap of ${keep}: ${r.pruned.join(", ")}.` : "";
  return `Compact written: ${r.path} (${r.bytes} bytes${redacted}).${pruned}`;
}

function row(c: CompactInfo): string {
  const turns = c.turns === undefined ? "-" : String(c.turns);
  const saved = c.tokensSaved === undefined ? "-" : `~${c.tokensSaved}`;
  return `${c.name.padEnd(22)} ${String(c.bytes).padStart(7)} B  ${turns.padStart(6)} turns  ${saved.padStart(8)} tokens saved`;
}

/** Compacts, oldest first: name, size, turns, tokens saved. */
export function renderCompactList(all: readonly CompactInfo[]): string {
  return all.length ? all.map(row).join("\n") : NO_COMPACTS;
}

export function renderCompactStats(st: CompactStats): string {
  return [
    `Compacts: ${st.count} in ${COMPACTS_DIR}/`,
    `Size: ${st.totalBytes} bytes in total, ${st.averageBytes} on average`,
    `Tokens saved: ~${st.tokensSavedTotal} in total`,
    `Oldest: ${st.oldest ? st.oldest.name : "-"}`,
    `Newest: ${st.newest ? st.newest.name : "-"}`,
  ].join("\n");
}

/** An extract with the opt-in refinement prompt after it. */
export function renderExtract(r: ExtractCompactResult): string {
  return `${r.markdown}\n\n---\n${r.refinePrompt}`;
}
