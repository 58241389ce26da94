/**
 * Supersession: a later statement on the same subject that states another value of the same
 * kind replaces the earlier one ("Lina's Kontrolle: Do 16.07., 15:30" → "… is now Di 21.07.,
 * 08:15"; "hel1 is a Hetzner CX22" → "rebuilt hel1 as a CAX11"). Whether the two share a subject
 * is the caller's (subjects.ts); this says whether their specifics changed: for some kind of
 * value (a date, a time, a number or amount, an identifier), each holds one the other does not.
 * See docs/design.md, "Subjects".
 */
import { foldDigits } from "../text/digits.js";
import { memoize } from "./memo.js";
import { amountValue, isMoneyAt, scanValues, specificsOf } from "./specifics.js";

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

/** How strongly a shared value ties two statements together: 2 for a date or a number of three
 *  significant digits or more ("1,450", "3.8.0"), 1 for a number of two ("£52", "6.5"), 0 for a
 *  small count, a year or a time. */
export function anchorStrength(key: string): number {
  if (key.startsWith("d:")) return 2;
  if (!key.startsWith("n:")) return 0;
  const v = key.slice(2);
  if (/^(?:19|20)\d\d$/.test(v)) return 0; // a year: every dated line of the record has one
  const digits = v.replace(/\./g, "").replace(/^0+/, "").length;
  return digits >= 3 ? 2 : digits === 2 ? 1 : 0;
}

/**
 * Does `newer` update `older` by the values they share? A later statement that names the old
 * value beside the new ("consult fee will be £54 from May, not £52" after "consult goes up to
 * £52"; "moved from 1 December to 8 December"), or repeats a version and changes another value
 * ("3.8.0 slips to Monday Aug 17" after "Release 3.8.0 planned for Thursday Aug 13"), is about
 * the same thing however few rare words the two share: the value is the subject's handle. A
 * shared date or amount with some other value changed is not enough: "Barcelona confirmed for
 * Tue 22 Sept, 450 cap" is not updated by the day's heading "2026-09-22 · Day 13 · Barcelona".
 * `sharedWords`: the words (three letters or more, Chinese words, identifiers) the two share; a
 * strong value needs one, a two-digit one two (a day of the month or a count of ten is common).
 */
export function valueAnchoredUpdate(older: string, newer: string, sharedWords: number): boolean {
  if (sharedWords === 0) return false;
  const b = specificsOf(newer);
  const shared = [...specificsOf(older)].filter((k) => b.has(k));
  const anchor = Math.max(0, ...shared.map(anchorStrength));
  if (anchor === 0 || (anchor === 1 && sharedWords < 2)) return false;
  // A shared version names the release itself: any other value changed is its update.
  if (shared.some((k) => /^n:\d+\.\d+\.\d+/.test(k)) && valuesChanged(older, newer)) return true;
  // The old value named beside the new: of one kind, the newer holds every value the older
  // holds, and more.
  const before = byKind(older);
  for (const [kind, keys] of byKind(newer)) {
    const old = before.get(kind);
    if (kind !== "t" && old && namesBeside(old, keys)) return true;
  }
  // … or of one slot (valueSlots: a sum, a number with its unit, a percentage, a date), which
  // another number of the older does not hide: "Datadog renewal quote $96,000/yr on a 3-year
  // term" → "Datadog came back at $88,500/yr; down from $96,000" (the older's 3 is no sum).
  const slotsBefore = valueSlots(older);
  for (const [slot, values] of valueSlots(newer)) {
    if (slot === "n" || slot === "t") continue;
    const old = slotsBefore.get(slot);
    if (old && namesBeside(old, values)) return true;
  }
  return false;
}

/** `newer` holds every one of the `older` values, and one more: the old value named beside the new. */
function namesBeside<T>(older: ReadonlySet<T>, newer: ReadonlySet<T>): boolean {
  return [...older].every((v) => newer.has(v)) && [...newer].some((v) => !older.has(v));
}

/** A number with what it measures: a unit or noun right after it ("56 days", "80 mounts"), or
 *  a currency before it ("AED 950", "$1.65M", "R$ 12.900"). */
const MEASURED = /(?:([$€£¥₹]|R\$|\b[A-Z]{3})\s?)?(\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?)(?:\s?(%|\p{L}{2,12}))?/gu;
/** Words after a number that measure nothing ("3 of them", "12 in total"). */
const NOT_UNITS = new Set(["of", "in", "and", "to", "the", "at", "on", "for", "by", "with", "or", "is", "are", "was", "from", "de", "da", "do", "la", "el", "en", "und", "et", "ve", "ka", "ke", "ki", "se"]);

/** The statement's measured slots: each unit (`s:days`) or currency (`p:aed`) with the values
 *  the statement gives it. */
export function measuredSlots(text: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of foldDigits(text).matchAll(MEASURED)) {
    const value = m[2]!.replace(/[\s,]/g, "");
    const unit = m[3] && !NOT_UNITS.has(m[3].toLowerCase()) ? "s:" + m[3].toLowerCase() : "";
    const currency = m[1] ? "p:" + m[1].toLowerCase() : "";
    for (const slot of [unit, currency]) {
      if (!slot) continue;
      let set = out.get(slot);
      if (!set) out.set(slot, (set = new Set()));
      set.add(value);
    }
  }
  return out;
}

/** Does `newer` give a slot of `older` another value: the same unit or currency, a value the
 *  older lacks, and one of the older's values gone ("churn after 30 days" → "56 days";
 *  "AED 850 per trip" → "AED 950")? Whether the two are about the same subject is the caller's. */
export function slotChanged(older: ReadonlyMap<string, ReadonlySet<string>>, newer: ReadonlyMap<string, ReadonlySet<string>>): boolean {
  for (const [slot, values] of older) {
    const other = newer.get(slot);
    if (!other) continue;
    let dropped = false;
    for (const v of values) if (!other.has(v)) dropped = true;
    if (!dropped) continue;
    for (const v of other) if (!values.has(v)) return true;
  }
  return false;
}

/** A statement's values by the slot they fill (valueSlots). */
type Slots = ReadonlyMap<string, ReadonlySet<number | string>>;

/**
 * Every value of a statement under the slot it fills: a sum of money (`p`), a number with its
 * unit (`s:` and the unit's first three letters, so "46 листов" and "52 листа" share a slot), a
 * percentage (`s:%`), a bare number (`n`), a date (`d`) or a time (`t`). Numbers are read as any
 * locale writes them ("1.240 €" = 1240, "21,40 €" = 21.4). An update changes a value within one
 * slot: "£1,075 pcm" is not updated by "4.64%", nor a price by a date. Shared: do not modify.
 */
export const valueSlots: (text: string) => Slots = memoize((text) => {
  const out = new Map<string, Set<number | string>>();
  const put = (slot: string, v: number | string) => {
    let set = out.get(slot);
    if (!set) out.set(slot, (set = new Set()));
    set.add(v);
  };
  // The digits of a date or a time ("13.10.", "9:30") are that date or time, not a number.
  // (Dates and times are values: scanValues reads them, scanWords need not run.)
  const taken: Array<[number, number]> = [];
  scanValues(text, (key, raw, index) => {
    if (!key.startsWith("d:") && !key.startsWith("t:")) return;
    put(key[0]!, key);
    taken.push([index, index + raw.length]);
  });
  // Other scripts' digits as ASCII ones (digits.ts), at the same offsets.
  for (const m of foldDigits(text).matchAll(MEASURED)) {
    const raw = m[2]!;
    const at = (m.index ?? 0) + m[0].indexOf(raw);
    if (taken.some(([from, to]) => at >= from && at < to)) continue;
    const compact = raw.replace(/\s/g, "");
    const value = amountValue(compact) ?? Number(compact.replace(/,/g, ""));
    if (!Number.isFinite(value)) continue;
    const unit = m[3]?.toLowerCase();
    const money = m[1] !== undefined || isMoneyAt(text, at, at + raw.length);
    if (money) put("p", value);
    else if (unit === "%") put("s:%", value);
    else if (unit && !NOT_UNITS.has(unit)) put(`s:${[...unit].slice(0, 3).join("")}`, value);
    else put("n", value);
  }
  return out;
});

/** The largest ratio between a value and its replacement that is still one value changed (a
 *  price raised, a count revised) rather than two quantities that share a unit ("$2.3M over 3
 *  years" and "FY27 budget $17.6M"). Measured on the read blind workspaces: without it, 111 more
 *  "Updated:" lines and 3 fewer labelled updates (docs/design.md, "Subjects"). */
export const MAX_CHANGE_RATIO = 3;

/**
 * Does `newer` give a slot of `older` (valueSlots) another value: one of the older's values
 * gone and a new one in its place, within MAX_CHANGE_RATIO of it for numbers and sums?
 * `bareNumbers: false` leaves the bare-number slot out: a version ("v2.2") or a count read as a
 * bare number changed is too weak a sign where subjects are told apart by few words; `times:
 * false` leaves the time-of-day slot out too (the week's one-word updates: a session at 18:00
 * and a desk open from 19:30 are two things on one word as often as one thing moved).
 */
export function slotValueChanged(older: string, newer: string, bareNumbers = true, times = true): boolean {
  const a = valueSlots(older);
  const b = valueSlots(newer);
  for (const [slot, values] of a) {
    if (!bareNumbers && slot === "n") continue;
    if (!times && slot === "t") continue;
    const other = b.get(slot);
    const change = other ? replaced(values, other) : null;
    if (!change) continue;
    if (slot === "d" || slot === "t") return true;
    const { dropped, added } = change;
    for (const x of dropped as number[]) {
      for (const y of added as number[]) {
        if (x > 0 && y > 0 && Math.max(x, y) / Math.min(x, y) <= MAX_CHANGE_RATIO) return true;
      }
    }
  }
  return false;
}

/** Does `newer` give a date or a time of `older` another value: one of the older's gone, one it
 *  lacks in its place ("1 June" → "15 June"; not "1 June" → "1 June and 15 June")?
 *  slotValueChanged's test, for the date and time slots alone. */
export function dateMoved(older: string, newer: string): boolean {
  const a = valueSlots(older);
  const b = valueSlots(newer);
  for (const slot of ["d", "t"]) {
    const was = a.get(slot);
    const now = b.get(slot);
    if (was && now && replaced(was, now)) return true;
  }
  return false;
}

/** One slot's values then and now: the ones gone and the ones new, or null unless both are
 *  there (a value replaced, not only added or dropped). */
function replaced<V>(was: ReadonlySet<V>, now: ReadonlySet<V>): { dropped: V[]; added: V[] } | null {
  const dropped = [...was].filter((v) => !now.has(v));
  const added = [...now].filter((v) => !was.has(v));
  return dropped.length > 0 && added.length > 0 ? { dropped, added } : null;
}
