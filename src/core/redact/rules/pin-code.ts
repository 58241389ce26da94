/**
 * Numeric codes that open something: a PIN or PUK, a passcode, and the codes of an alarm, a
 * keypad, a door, a gate or a safe. "back door keypad PIN: 5131124", "PIN brankas kantor
 * 7649139", "le code PIN du badge visiteur : 268168", "Alarm disarm code: 821600 then press OFF",
 * "the keypad code for the server room is 75513608", "PUK:     34379810", and the chat answer
 * "Me: sure, what's the PIN?" / "Mom: 81044305".
 *
 * Digits alone have no secret's shape (value-shape.ts wants letters too), so the name decides:
 * `PIN` / `PUK` in capitals (lower-case "pin" is a verb or a header pin), `pincode`, `pin code`,
 * `passcode`, or `code` after a word that names what it opens. The value is the first number of
 * MIN_DIGITS..MAX_DIGITS digits standing alone later on the noun's line, within MAX_GAP_CHARS;
 * where the line names the code and ends in `?` or `:`, ends with the noun ("host PIN") or with a
 * few words after it ("The alarm code is"), the value may be the next line (after blank lines, a
 * chat export's header line and a chat speaker), if that line holds nothing else; the answer to a
 * question may open with a few words ("It's 834810."). A bare `code` that is asked for ("what's
 * the code again?"), or whose line ends in a colon, takes only that next line. A setting whose
 * key ends in a code that opens something or in `pin` (`alarm_code`, `usercode`, `adminPin`,
 * `pin`) takes its numeric value. A number followed by a unit ("6 digits", "3 attempts"), a year,
 * a masked card (`****7545`) or a number inside a longer token is not one.
 */
import type { Rule, Span, Trigger } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isAlpha, isBlank, isBlankBetween, isDigit, lowerAscii, startsWithCi, trimmedEnd } from "../chars.js";
import { chatMessageStart } from "../lone-value-line.js";
import { afterTypeAnnotation } from "../code-value.js";
import {
  accessCodeNamed, alnumCodeNamed, CODE_COMPOUND_STEMS, CODE_OPENERS, CODE_STEMS, CODE_WORDS, codeIn, codeNounEnd, isAsciiWord, isEdge, isYear, lineEnd, MAX_DIGITS, MAX_GAP_CHARS,
  MIN_DIGITS, namedSlot, OPENER_NOUNS, openerAt, publicBefore, slotNumber, wordBefore,
} from "../code-slot.js";

/** Words that say what a `code` opens: "alarm code", "keypad code", "door code"; in prose also
 *  a voicemail's and a "pin code". */
const OPENS = new Set([...CODE_OPENERS, "voicemail", "pin"]);

/** Does `code` at `at` name a code that opens something: a word of OPENS among the two before? */
function namesOpener(text: string, at: number): boolean {
  const first = wordBefore(text, at);
  if (OPENS.has(first)) return true;
  let k = at;
  while (k > 0 && isBlank(text.charCodeAt(k - 1))) k--;
  return OPENS.has(wordBefore(text, k - first.length));
}

/** The value after the noun that ends at `nounEnd`: on its line, or on the next line when the
 *  line ends in `?` or `:` with nothing after the noun but words. */
function valueAfter(text: string, nounEnd: number, nextLineOnly = false): Span | null {
  const end = lineEnd(text, nounEnd);
  const onLine = nextLineOnly ? null : codeIn(text, nounEnd, Math.min(end, nounEnd + MAX_GAP_CHARS));
  if (onLine) return span(onLine[0], onLine[1], "pin-code", true);
  if (end >= text.length) return null;
  const e = trimmedEnd(text, nounEnd, end);
  const last = text.charCodeAt(e - 1);
  // A question or a label ("what's the PIN?", "PIN:"), or the noun ending its line ("host PIN"),
  // or a few words after it that go on on the next line ("The code is", "code for you").
  const asked = last === 63 || last === 0xff1f;
  if (!(e === nounEnd || asked || last === 58 || last === 0xff1a || wordsOnly(text, nounEnd, e))) return null;
  for (let k = nounEnd; k < e; k++) if (isDigit(text.charCodeAt(k))) return null;
  let s = end + 1;
  // A chat export's header on a line of its own ("[Helen Oduya, 27 Oct 2026 15:10]") stands
  // between a question and its answer.
  for (let h = 0; h < MAX_HEADER_LINES && s < text.length && (isBlankBetween(text, s, lineEnd(text, s)) || headerLine(text, s)); h++) s = lineEnd(text, s) + 1;
  while (s < text.length && isBlank(text.charCodeAt(s))) s++;
  s = chatMessageStart(text, s);
  const next = lineEnd(text, s);
  const v = trimmedEnd(text, s, next);
  // The next line is the number and nothing else; the answer to a question may open with a few
  // words ("It's 834810. Scan-to-email only", "no - 734260 now").
  const found = codeIn(text, s, asked ? Math.min(v, s + MAX_ANSWER_LEAD_CHARS + MAX_DIGITS) : v);
  if (!found) return null;
  if (found[0] === s && found[1] === v) return span(s, v, "pin-code", true);
  return asked && found[0] - s <= MAX_ANSWER_LEAD_CHARS ? span(found[0], found[1], "pin-code", true) : null;
}

/** Header and blank lines skipped between a question and the message that answers it. */
const MAX_HEADER_LINES = 3;
/** Characters an answer may say before its number ("It's ", "no - ", "sure, it's "). */
const MAX_ANSWER_LEAD_CHARS = 12;
/** Characters of words that may follow a code's noun at the end of its line ("is", "is now"). */
const MAX_TAIL_WORDS_CHARS = 12;

/** text[s, e) is a few words (letters and blanks, MAX_TAIL_WORDS_CHARS at most). */
function wordsOnly(text: string, s: number, e: number): boolean {
  if (e - s > MAX_TAIL_WORDS_CHARS) return false;
  let letters = 0;
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (isAlpha(c)) letters++;
    else if (!isBlank(c)) return false;
  }
  return letters > 0;
}

/** Is the line at `s` a chat export's header alone: one bracketed stamp, or a speaker's name and
 *  colon with nothing after them? */
function headerLine(text: string, s: number): boolean {
  const end = lineEnd(text, s);
  let k = s;
  while (k < end && isBlank(text.charCodeAt(k))) k++;
  const e = trimmedEnd(text, k, end);
  if (e === k) return false;
  if (text.charCodeAt(k) === 91 && text.charCodeAt(e - 1) === 93) return text.indexOf("]", k) === e - 1;
  const message = chatMessageStart(text, k);
  return message >= e && message > k;
}

/** Key words of a settings key that ends in `code` and names what the code opens
 *  (`alarm_code`, `doorCode`, `usercode`), or that ends in `pin` (`pin`, `adminPin`, `pin`). */
const KEY_OPENS = new RegExp(`(?:${[...CODE_OPENERS].filter((w) => w !== "building").concat("admin").join("|")})[_-]?code$|(?:^|[_-]|[a-z])pin$|^pin$|passcode$|pincode$`, "i");
/** The key of a setting that ends at `keyEnd` (letters, digits, `_`, `-`), or null. */
function keyEndingAt(text: string, keyEnd: number): string | null {
  let s = keyEnd;
  while (s > 0 && keyEnd - s < 40 && (isAlnum(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 95 || text.charCodeAt(s - 1) === 45)) s--;
  return s < keyEnd ? text.slice(s, keyEnd) : null;
}
/** A numeric code as a setting's value: `alarm_code: "985371"`, `"adminPin": {"S": "646855"}`
 *  (DynamoDB's typed value), `"pin": "727-15-581"` (HomeKit's grouped code). The key ends at
 *  `keyEnd`; a lower-case `pin` must not end another word (`spin`, `shipping`). */
function keyedValue(text: string, keyEnd: number): Span | null {
  const key = keyEndingAt(text, keyEnd);
  if (key === null || !KEY_OPENS.test(key)) return null;
  if (/pin$/.test(key) && !/^pin$|[_-]pin$/i.test(key) && !/[a-z0-9]Pin$/.test(key)) return null;
  let i = keyEnd;
  const limit = Math.min(text.length, keyEnd + 32);
  // The key's closing quote, then `:` or `=`, then a typed-value wrapper (`{"S":`) and quotes.
  if (text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39) i++;
  while (i < limit && isBlank(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) !== 58 && text.charCodeAt(i) !== 61) return null;
  i++;
  // `:=`, and a declaration's type before it (`sServicePin : STRING(8) := '990370';`).
  if (text.charCodeAt(i - 1) === 58) {
    if (text.charCodeAt(i) === 61) i++;
    else {
      let j = i;
      while (j < limit && isBlank(text.charCodeAt(j))) j++;
      const typed = afterTypeAnnotation(text, j);
      if (typed !== -1) i = typed;
    }
  }
  const wrapper = /^\s*\{\s*"[SN]"\s*:/.exec(text.slice(i, limit));
  if (wrapper) i += wrapper[0].length;
  while (i < limit && (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 34 || text.charCodeAt(i) === 39)) i++;
  const s = i;
  while (i < text.length && i - s <= MAX_DIGITS + 2 && (isDigit(text.charCodeAt(i)) || (text.charCodeAt(i) === 45 && isDigit(text.charCodeAt(i + 1))))) i++;
  const v = text.slice(s, i);
  const after = text.charCodeAt(i);
  if (i < text.length && !(after === 34 || after === 39 || after === 44 || after === 59 || after === 125 || after === 10 || after === 13 || isBlank(after))) return null;
  const digits = v.replace(/-/g, "").length;
  if (digits < MIN_DIGITS || digits > MAX_DIGITS || v.startsWith("-") || (v.length === 4 && isYear(text, s, i))) return null;
  return span(s, i, "pin-code", true);
}

/** Does the line of the noun that ends at `nounEnd` ask for it: a question within a few words? */
const MAX_QUESTION_TAIL_CHARS = 24;
function asksForIt(text: string, nounEnd: number): boolean {
  const end = lineEnd(text, nounEnd);
  const e = trimmedEnd(text, nounEnd, end);
  return e - nounEnd <= MAX_QUESTION_TAIL_CHARS && (text.charCodeAt(e - 1) === 63 || text.charCodeAt(e - 1) === 0xff1f);
}

const rule: Rule = {
  name: "pin-code",
  ids: ["pin-code"],
  kind: "secret",
  triggers: [
    "PIN", "PUK", { ci: "pincode", edge: isEdge }, { ci: "pin code", edge: isEdge }, { ci: "passcode", edge: isEdge }, { ci: "code", edge: isEdge },
    // Setting keys that end in `code` or `pin`, right before their `:` or `=` (quoted or not).
    { ci: "code", next: "\"':= " }, { ci: "pin", next: "\"':= " },
    // "code" in other languages and scripts (codeNounEnd checks the word's edges).
    ...CODE_WORDS.flatMap((w): Trigger[] => (isAsciiWord(w) ? [{ ci: w, edge: isEdge }] : [w, w[0]!.toUpperCase() + w.slice(1)])),
    ...CODE_STEMS,
    // The stems that compound and inflect, inside a word too ("Alarmkode", "kapukód", "kódja").
    ...CODE_COMPOUND_STEMS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1)]),
    ...OPENER_NOUNS.map(([w]) => ({ ci: w, edge: isEdge })),
  ],
  match({ text }, at) {
    const low4 = lowerAscii(text.slice(at, at + 4));
    if (low4 === "code" || low4.startsWith("pin")) {
      const keyEnd = at + (low4 === "code" ? 4 : 3);
      const keyed = keyedValue(text, keyEnd);
      if (keyed) return keyed;
    }
    const c = text.charCodeAt(at);
    let nounEnd: number;
    if (!startsWithCi(text, "pin", at) && !text.startsWith("PUK", at) && !startsWithCi(text, "passcode", at) && !startsWithCi(text, "code", at)) {
      // A door, a gate or an alarm, or "code" in another language.
      // What a code opens is named by the words before it ("the store's padlock", "site gate"),
      // not the code: a word that makes "code" public ("store code", "site code") does not
      // make a padlock's number public.
      const opener = openerAt(text, at);
      if (opener) return slotNumber(text, opener.end, opener.minDigits);
      nounEnd = codeNounEnd(text, at);
      return nounEnd < 0 ? null : namedSlot(text, at, nounEnd);
    }
    if (c === 80 && (text.startsWith("PIN", at) || text.startsWith("PUK", at))) {
      // Capitals only, as a whole word ("PIN-код" and "PIN-koden" are PINs too).
      if (at > 0 && !isEdge(text.charCodeAt(at - 1))) return null;
      const after = text.charCodeAt(at + 3);
      if (isAlpha(after) && !text.startsWith("PINs", at)) {
        // "PINCODE", "PINcode": the code after it names the same thing.
        if (!/^code/i.test(text.slice(at + 3, at + 7))) return null;
      }
      nounEnd = at + 3;
      while (nounEnd < text.length && !isEdge(text.charCodeAt(nounEnd))) nounEnd++;
      // "PIN-код", "PIN-koden": the compound is the noun.
      if (text.charCodeAt(nounEnd) === 45) {
        nounEnd++;
        while (nounEnd < text.length && !isBlank(text.charCodeAt(nounEnd)) && text.charCodeAt(nounEnd) !== 58) nounEnd++;
      }
    } else {
      const low = lowerAscii(text.slice(at, at + 8));
      if (low.startsWith("pincode")) nounEnd = at + 7;
      else if (low.startsWith("pin code")) nounEnd = at + 8;
      else if (low.startsWith("passcode")) nounEnd = at + 8;
      else if (low.startsWith("pin") && isEdge(text.charCodeAt(at + 3)) && (at === 0 || isEdge(text.charCodeAt(at - 1)))) {
        // A lower-case "pin" is a verb as often ("pin the version to 4.2"): only a number right
        // in its slot is a PIN ("carer pin 507105").
        return slotNumber(text, at + 3, MIN_DIGITS, { slotOnly: true });
      }
      else if (low.startsWith("code")) {
        // "pin code" is its own trigger; "code" must follow a word that names what it opens, or
        // be asked for ("what's the code again?"), when only the next message can be its value.
        if (wordBefore(text, at) === "pin") return null;
        nounEnd = at + 4;
        if (!namesOpener(text, at)) {
          if (asksForIt(text, nounEnd)) return valueAfter(text, nounEnd, true);
          // A bare "code" as a word of a sentence, not of a key (`VERSION_CODE=12`, the keyed path's).
          const whole = (at === 0 || isEdge(text.charCodeAt(at - 1))) && isEdge(text.charCodeAt(nounEnd));
          if (!whole) return null;
          // Its slot, or the next line when its own line ends in a label's colon ("New one for
          // P1 and P2 (same code now):" and the number as the next message); a code that opens
          // nothing ("postal code:") has neither.
          return namedSlot(text, at, nounEnd, MIN_DIGITS, { alnum: accessCodeNamed(text, at) ? "access" : alnumCodeNamed(text, at) }) ?? (publicBefore(text, at) ? null : valueAfter(text, nounEnd, true));
        }
      } else return null;
    }
    // A code named by what it opens or grants ("access code: H4GT-6AU4-5J9D") may be letters and
    // digits too, as one named by its use is.
    return valueAfter(text, nounEnd) ?? (low4 === "code" && alnumCodeNamed(text, at) ? namedSlot(text, at, nounEnd, MIN_DIGITS, { alnum: accessCodeNamed(text, at) ? "access" : true }) : null);
  },
};
export default rule;
