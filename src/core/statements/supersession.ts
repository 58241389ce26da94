/**
 * Supersession: a later statement on the same subject that states another value of the same
 * kind replaces the earlier one ("Lina's Kontrolle: Do 16.07., 15:30" → "… is now Di 21.07.,
 * 08:15"; "hel1 is a Hetzner CX22" → "rebuilt hel1 as a CAX11"). Whether the two share a subject
 * is the caller's (subjects.ts); this says whether their specifics changed: for some kind of
 * value (a date, a time, a number or amount, an identifier), each holds one the other does not.
 * See docs/design.md, "Subjects".
 */
import { specificsOf } from "./specifics.js";

type Kind = "d" | "t" | "n" | "id";

function kindOf(key: string): Kind | null {
  const k = key.slice(0, 2);
  if (k === "d:" || k === "t:" || k === "n:") return k[0] as Kind;
  // Identifiers with a digit (CX22, G7505, run-0419): names are the subject, not a value.
  if (k === "w:" && /\d/.test(key)) return "id";
  return null;
}

function byKind(text: string): Map<Kind, Set<string>> {
  const out = new Map<Kind, Set<string>>();
  for (const key of specificsOf(text)) {
    const kind = kindOf(key);
    if (!kind) continue;
    let s = out.get(kind);
    if (!s) out.set(kind, (s = new Set()));
    s.add(key);
  }
  return out;
}

/** Do `older` and `newer` state different values of one kind (each one the other lacks)? */
export function valuesChanged(older: string, newer: string): boolean {
  const a = byKind(older);
  const b = byKind(newer);
  for (const [kind, keys] of a) {
    const other = b.get(kind);
    if (!other) continue;
    const dropped = [...keys].some((k) => !other.has(k));
    const added = [...other].some((k) => !keys.has(k));
    if (dropped && added) return true;
  }
  return false;
}
