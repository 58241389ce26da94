/**
 * A status recap is the open work as of when it was posted. An assistant message that types its
 * bullets with list headings of at least two of the digest's kinds ("**Decided** … **To do** …
 * **Blocked** …", "待办：…；阻塞：…") lists what is still to do and what still blocks. Tasks and
 * blockers said before the last such recap that it does not list are no longer open (done,
 * dropped or cleared in the turns between); those it lists come back from the recap's own
 * bullets, under their headings. Decisions and facts are left alone: a recap names the decisions
 * that matter now, not every one that still holds. See docs/design.md, "Status recaps".
 */
import type { Transcript } from "../transcript/types.js";
import type { Selected } from "./select.js";
import { headingAt, type HeadingKind } from "./headings.js";
import { authoredLines } from "./segment.js";

/** The headings a recap needs: two of the digest's kinds at least. */
const RECAP_MIN_KINDS = 2;
const DIGEST_KINDS: ReadonlySet<HeadingKind> = new Set(["decision", "pending", "blocker", "fact"]);
/** The open-work sections a recap replaces. */
const OPEN_WORK = { pending: "pending", blocker: "blockers" } as const;

/** The kinds of the list headings in `text`: each alone above a bullet, or with its items inline. */
export function recapKinds(text: string): Set<HeadingKind> {
  const lines = authoredLines(text);
  const kinds = new Set<HeadingKind>();
  for (let at = 0; at < lines.length; at++) {
    const h = headingAt(lines, at);
    if (h && (h.items.length > 0 || h.below)) kinds.add(h.kind);
  }
  return kinds;
}

/** Drops the tasks and blockers said before the session's last status recap; returns how many. */
export function applyRecap(sel: Selected, transcript: Transcript): number {
  let last = -1;
  let kinds = new Set<HeadingKind>();
  transcript.turns.forEach((t, i) => {
    if (t.role !== "assistant" || t.external || !t.text) return;
    const k = recapKinds(t.text);
    if ([...k].filter((x) => DIGEST_KINDS.has(x)).length < RECAP_MIN_KINDS) return;
    last = i;
    kinds = k;
  });
  if (last < 0) return 0;
  let dropped = 0;
  for (const [kind, section] of Object.entries(OPEN_WORK) as Array<[keyof typeof OPEN_WORK, (typeof OPEN_WORK)[keyof typeof OPEN_WORK]]>) {
    if (!kinds.has(kind)) continue;
    const before = sel[section].length;
    sel[section] = sel[section].filter((i) => i.turn >= last);
    dropped += before - sel[section].length;
  }
  return dropped;
}
