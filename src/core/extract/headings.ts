/**
 * List headings that type the bullets below them, and the bullet prefix itself.
 */

/** List headings that type the bullets below them ("Next steps:", "## Decisions", "**待办**").
 *  A bare word ("done") is a sentence, not a heading: a heading needs `#`, bold, or a colon. */
const HEADING_WORDS = String.raw`(?:decisions?(?: made)?|key decisions|next steps?|todos?|to-?dos?|to do|open todos|action items|remaining(?: work| tasks)?|follow-?ups?|pending(?: actions)?|in progress|blockers?|blocked|open questions|questions|(?:still )?(?:open(?: items)?|blocked)|outstanding|done|completed|constraints(?: (?:&|and) preferences)?|preferences|` +
  // The same headings in the languages a digest is written in most (a closed class: the digest's
  // own section names, not words of any domain).
  String.raw`entscheidungen|offen(?:e (?:punkte|fragen))?|nächste schritte|erledigt|decisiones|pendientes?|próximos pasos|preguntas abiertas|décisions|à faire|prochaines étapes|questions ouvertes|decisões|pendências|próximos passos|decisioni|da fare|prossimi passi|` +
  String.raw`决定|已决定|决策|待办|下一步|后续|后续步骤|阻塞|待定问题|已完成|完成|偏好|決定事項|次のステップ|未解決|やること)`;
/** One heading word, or two joined ("Still blocked / open", "Decisions & next steps"): the
 *  first names the kind. */
const HEADING_PHRASE = String.raw`(${HEADING_WORDS}(?:\s*(?:/|&|and|und|y|et|e)\s*${HEADING_WORDS})?)`;
const HEADING_RE = new RegExp(
  String.raw`^(?:#{1,6}\s*(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]?|(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?|\*\*\s*${HEADING_PHRASE}\s*\*\*)\s*$`,
  "i",
);

/** A heading and its items on one line: "待办：复盘（周五前）、v2.14.1 发布", "Blocked: the TOTP seed". */
const INLINE_RE = new RegExp(String.raw`^(?:[-*•]\s+)?(?:\*\*)?\s*${HEADING_PHRASE}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*(\S.*)$`, "i");
/** Separators of an inline list: the enumeration comma and semicolons (a plain comma may sit
 *  inside an item). */
const INLINE_SEPARATOR_RE = /\s*[、；;]\s*/;

/** A heading is a few words: a longer line is a sentence. */
const MAX_HEADING_CHARS = 80;

/** Whitespace runs as one space: the patterns above put optional marks between `\s*`, which
 *  would try every split of a long run (a line of "## Decisions" and 5,000 spaces took 36 s). */
const squeezed = (line: string): string => line.trim().replace(/\s+/g, " ");

export type HeadingKind = "decision" | "pending" | "blocker" | "done" | "pref";

/** A list heading on `line`: its kind, and its items when they stand on the same line ("待办：
 *  复盘、v2.14.1 发布"; empty for a heading alone, whose items are the bullets below it). */
export function readHeading(line: string): { kind: HeadingKind; items: string[] } | null {
  const t = squeezed(line);
  const alone = t.length > MAX_HEADING_CHARS ? null : HEADING_RE.exec(t);
  if (alone) return { kind: kindOf(alone[1] ?? alone[2] ?? alone[3] ?? ""), items: [] };
  const m = INLINE_RE.exec(t);
  if (!m) return null;
  const items = (m[2] ?? "").split(INLINE_SEPARATOR_RE).map((x) => x.replace(/[。.]\s*$/, "").trim()).filter(Boolean);
  return items.length > 0 ? { kind: kindOf(m[1] ?? ""), items } : null;
}

function kindOf(heading: string): HeadingKind {
  const h = heading.toLowerCase().replace(/^still\s+/, "");
  if (/^(?:(?:key )?decision|entscheidung|décision|decis|决定|决策|已决定)/.test(h)) return "decision";
  if (/^(?:block|(?:open )?question|offene fragen|preguntas|questions|阻塞|待定|未解決)/.test(h)) return "blocker";
  if (/^(?:done|completed|erledigt|已完成|完成)$/.test(h)) return "done";
  if (/^(?:constraint|preference|偏好)/.test(h)) return "pref";
  return "pending";
}

export const BULLET_RE = /^(?:[-*•+]\s+|\d{1,2}[.)]\s+)(?:\[([ xX])\]\s+)?/;
