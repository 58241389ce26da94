/**
 * List headings that type the bullets below them, and the bullet prefix itself.
 */

/** List headings that type the bullets below them ("Next steps:", "## Decisions", "**待办**").
 *  A bare word ("done") is a sentence, not a heading: a heading needs `#`, bold, or a colon. */
const HEADING_WORDS = String.raw`(decisions?(?: made)?|key decisions|next steps?|todos?|to-?dos?|open todos|action items|remaining(?: work| tasks)?|follow-?ups?|pending(?: actions)?|in progress|blockers?|blocked|open questions|questions|done|completed|constraints(?: (?:&|and) preferences)?|preferences|决定|已决定|决策|待办|下一步|后续|后续步骤|阻塞|待定问题|已完成|完成|偏好)`;
const HEADING_RE = new RegExp(
  String.raw`^(?:#{1,6}\s*(?:\*\*)?\s*${HEADING_WORDS}\s*(?:\*\*)?\s*[:：]?|(?:\*\*)?\s*${HEADING_WORDS}\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?|\*\*\s*${HEADING_WORDS}\s*\*\*)\s*$`,
  "i",
);

export type HeadingKind = "decision" | "pending" | "blocker" | "done" | "pref";

export function headingKind(line: string): HeadingKind | null {
  const m = HEADING_RE.exec(line.trim());
  if (!m) return null;
  const h = (m[1] ?? m[2] ?? m[3] ?? "").toLowerCase();
  if (/decision|决定|决策/.test(h)) return "decision";
  if (/block|question|阻塞|待定/.test(h)) return "blocker";
  if (/^(?:done|completed|已完成|完成)$/.test(h)) return "done";
  if (/constraint|preference|偏好/.test(h)) return "pref";
  return "pending";
}

export const BULLET_RE = /^(?:[-*•+]\s+|\d{1,2}[.)]\s+)(?:\[([ xX])\]\s+)?/;
