/**
 * Salience of a digest item: how much a reader resuming the work would lose without it. Two
 * signals that hold in any session, whatever its subject: specifics (names, numbers, versions,
 * amounts, dates, identifiers, known technologies) and who said it (the user's own statements are
 * intent; the assistant's are findings). Recency is the renderer's tie-break, not part of this.
 */
import { specificsOf } from "../statements/specifics.js";
import type { Speaker } from "./signal.js";
import { techMentions } from "./terms.js";

const MAX_SPECIFICS = 3; // beyond a few values an item is a list, not a more important statement

export function salience(text: string, speaker: Speaker | "tool"): number {
  const keys = new Set(specificsOf(text));
  for (const t of techMentions(text)) keys.add(`w:${t.name.toLowerCase()}`);
  return Math.min(MAX_SPECIFICS, keys.size) + (speaker === "user" ? 1 : 0);
}
