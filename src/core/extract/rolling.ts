/**
 * Fields for the rolling summary in SESSION-STATE.md, updated by a hook without an LLM: what
 * was completed, what is in progress, decisions, blockers, next steps. Short strings, because
 * SESSION-STATE.md is injected into every prompt.
 */
import type { Transcript } from "../transcript/types.js";
import { extract, type Digest, type ExtractOptions } from "./digest.js";
import { cleanGeneric } from "./clean.js";
import { SMALL_TALK_EN, SMALL_TALK_ZH } from "./lexicon.js";
import { authoredLines, sentences } from "./segment.js";
import { maskSecrets } from "./sensitive.js";
import { countHan } from "../text/cjk.js";

export const MAX_ROLLING_FIELD_CHARS = 200; // one line in SESSION-STATE.md
export const MAX_ROLLING_TOTAL_CHARS = 500; // ~125 tokens injected per prompt, all fields together
const ITEMS_PER_FIELD = 3;

export interface RollingFields {
  completed: string;
  inProgress: string;
  decisions: string;
  blockers: string;
  next: string;
}

/** Routine operations that are not progress worth recording. */
const ROUTINE_RE = /\b(?:heartbeat|HEARTBEAT_OK|NO_REPLY|status (?:check|ping)|ping(?:ed)?|health ?check|checked (?:the )?status)\b|心跳/i;

function join(items: string[]): string {
  return items.filter((t) => t && !ROUTINE_RE.test(t)).join("; ");
}

/** The latest substantive user request: what the session is working on now. */
function currentRequest(t: Transcript): string {
  for (let i = t.turns.length - 1; i >= 0; i--) {
    const turn = t.turns[i];
    if (!turn || turn.role !== "user" || turn.external) continue;
    for (const s of sentences(authoredLines(turn.text))) {
      if (SMALL_TALK_EN.test(s) || SMALL_TALK_ZH.test(s) || ROUTINE_RE.test(s)) continue;
      const words = s.split(/\s+/).length;
      const cjk = countHan(s);
      if (words >= 3 || cjk >= 4) return cleanGeneric(maskSecrets(s).text);
    }
  }
  return "";
}

/** Cuts fields until each is ≤ MAX_ROLLING_FIELD_CHARS and all together ≤ MAX_ROLLING_TOTAL_CHARS,
 *  shortening the longest field first so a single long field cannot starve the others. */
export function fitFields(f: RollingFields): RollingFields {
  const out: RollingFields = { ...f };
  const keys = Object.keys(out) as Array<keyof RollingFields>;
  const cut = (s: string, n: number): string => (s.length <= n ? s : n <= 1 ? "" : s.slice(0, n - 1).trimEnd() + "…");
  for (const k of keys) out[k] = cut(out[k], MAX_ROLLING_FIELD_CHARS);
  let total = keys.reduce((n, k) => n + out[k].length, 0);
  while (total > MAX_ROLLING_TOTAL_CHARS) {
    const longest = keys.reduce((a, b) => (out[b].length > out[a].length ? b : a));
    const excess = total - MAX_ROLLING_TOTAL_CHARS;
    out[longest] = cut(out[longest], Math.max(0, out[longest].length - excess));
    total = keys.reduce((n, k) => n + out[k].length, 0);
  }
  return out;
}

export function rollingFields(transcript: Transcript, opts: ExtractOptions & { digest?: Digest } = {}): RollingFields {
  const d = opts.digest ?? extract(transcript, opts);
  return fitFields({
    completed: join(d.completed.slice(-ITEMS_PER_FIELD).map((i) => i.text)),
    inProgress: currentRequest(transcript),
    decisions: join(d.decisions.slice(-ITEMS_PER_FIELD).map((i) => i.text)),
    blockers: join(d.blockers.slice(-ITEMS_PER_FIELD).map((i) => i.text)),
    next: join(d.pending.slice(-ITEMS_PER_FIELD).map((i) => i.text)),
  });
}
