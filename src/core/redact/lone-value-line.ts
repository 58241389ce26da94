/**
 * A secret given on a line of its own under the sentence that names it, where the sentence does
 * not end in "…:" (which prose-secret.ts reads itself):
 *
 *   The new signing secret for prod is below; the old one keeps working until Monday.
 *
 *   61b882b8c9aa67eb…
 *
 *   New signing key for the
 *   partner callbacks (prod):
 *       9ff3388dd361…
 *
 * E-mails, tickets, commit messages and handover notes introduce a key this way in every
 * language. The lead is the rest of the noun's line and at most one more line of the same
 * sentence (a wrapped line); then at most one blank line; then a line that holds one word and
 * nothing else (after its indentation or `>` quote marks), which must have a secret's shape
 * (value-shape.ts). Without the blank line, the lead must end in `:` or a copula ("… is"). A lead with code in it, or another noun or owner ("key fingerprint", "the
 * token's request id"), is not a sentence that introduces this value: the line is left alone.
 *
 * Chat gives credentials the same way, one message under another:
 *
 *   Piotr: login mam, a hasło?            (a question that names it)
 *   Marek: l3fcGZ5qKW4G4osM               (the answer: a speaker, then the value alone)
 *
 *   логин deploy
 *   пароль                                (a label: the noun alone on its line)
 *   fj8AFZ4xblPKnTVh
 *
 * A lead that ends in `?` introduces the next line, and so does a noun that is all its line
 * holds. A value line may open with a speaker (an optional `[date, time]` stamp, a capitalised
 * name of one to three words, `: `; KakaoTalk's `[name] [time]`, LINE's `time<TAB>name<TAB>`,
 * WhatsApp on Android's `date time - Name: `); such a line is a new message, so it introduces
 * itself unless the lead ended as a statement ("The password is not kept in notes."). After a
 * question that names a password, an answer of 4–10 digits is one too (a door's or a phone's).
 */
import { indexOfWithin, isAlpha, isBlank, trimmedEnd } from "./chars.js";
import { isProseSecret } from "./value-shape.js";

/** The lead is read this far (characters) after the noun. */
const MAX_LEAD_CHARS = 240;
/** Lines of the lead: the noun's own and one wrapped continuation. */
const MAX_LEAD_LINES = 2;
const MAX_BLANK_LINES = 1;
const MAX_VALUE_CHARS = 512;
/** Code punctuation in a lead means code, where the assignment rules judge values. */
const CODE_IN_LEAD = new Set("{}[]=<>|&`".split("").map((c) => c.charCodeAt(0)));
/** A passphrase written as words joined by single spaces or dashes ("canyon hazel engine
 *  hermit", "zipper-jigsaw-nectar-eagle"): accepted only when the lead names a passphrase. */
const WORD_PASSPHRASE = /^[a-z]{3,12}(?:[ -][a-z]{3,12}){3,7}$/;

const ONE_WORD_AFTER_COLON = /^[ \t]*[:：][ \t]*[^\s:：]+[ \t\r]*$/;
/** Is a colon the first thing after blanks in [i, end)? The cheap half of the test above, so
 *  most leads are not copied. */
function colonNext(text: string, i: number, end: number): boolean {
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  const c = text.charCodeAt(i);
  return i < end && (c === 58 || c === 0xff1a);
}

export interface LoneValueOptions {
  family: "password" | "key";
  /** Does the lead name a passphrase (the noun, or a noun before it on its line)? Then plain
   *  words are a value's shape too, and a password's shape is enough. Asked only for a line
   *  that would not pass otherwise. */
  passphrase: () => boolean;
  /** Whether the word [s, e) of the lead names something else (another noun, an owner). */
  otherOwner: (text: string, s: number, e: number) => boolean;
  /** Where the noun starts (at most: a noun with an ending starts before it). A noun that is
   *  all its line holds (after a chat speaker or a bullet) labels the line under it. */
  nounStart?: number;
}

/** End of the line that starts at `i` (the index of its `\n`, or text.length), read at most `max` far; -1 past that. */
function lineEndFrom(text: string, i: number, max: number): number {
  const limit = Math.min(text.length, i + max);
  for (let k = i; k < limit; k++) if (text.charCodeAt(k) === 10) return k;
  return limit === text.length ? text.length : -1;
}

/** Does the line text[s, e) end as a lead-in: `:`, `：`, or a copula ("… is")? Without a blank
 *  line between, only such a line hands the next line a value (a shell prompt or a file's header
 *  comment right above a line is no introduction). */
function endsAsLeadIn(text: string, s: number, e: number, label: () => boolean): boolean {
  e = trimmedEnd(text, s, e);
  // The noun is all its line holds: a label ("логин deploy\nпароль\nfj8A…").
  if (e === s) return label();
  const last = text.charCodeAt(e - 1);
  if (last === 58 || last === 0xff1a || last === 0x662f || last === 0x4e3a) return true;
  // A question that names it, answered by the next line ("what's the NAS password?\nDC4g…").
  if (last === 63 || last === 0x61f || last === 0xff1f) return true;
  return e - s >= 3 && /(?:^|\s)(?:is|are|was)$/i.test(text.slice(Math.max(s, e - 4), e));
}

/** A chat line's speaker: an optional `[date, time]` stamp, then one to three words of letters
 *  (a name, in any script) and `: `. Returns where the message starts (`s` if there is no
 *  speaker). A label that names another thing ("Commit: 9fce…", "Request id: 3f2a…") is no
 *  speaker. */
const MAX_STAMP_CHARS = 32;
const MAX_SPEAKER_CHARS = 32;
const MAX_SPEAKER_WORDS = 3;
/** Export formats that put a stamp and a name before the message without a `: `: LINE's
 *  `04:54<TAB>健太<TAB>…`, WhatsApp on Android's `19.10.2026 12:43 - Zeynep: …` (its name and
 *  colon are read below). */
const LINE_EXPORT = /^\d{1,2}:\d{2}\t[^\t\n]{1,32}\t/;
const ANDROID_STAMP = /^\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2}(?:\s?[AP]M)? - /;
function speakerEnd(text: string, s: number, otherOwner: LoneValueOptions["otherOwner"]): number {
  let k = s;
  const head = text.slice(s, s + 64);
  const line = LINE_EXPORT.exec(head);
  if (line) return s + line[0].length;
  const android = ANDROID_STAMP.exec(head);
  if (android) k += android[0].length;
  // `[date, time] Name: …` (WhatsApp), or KakaoTalk's `[name] [time] …` with no colon.
  let brackets = 0;
  while (brackets < 2 && text.charCodeAt(k) === 91 /* [ */) {
    const close = indexOfWithin(text, 93, k, k + MAX_STAMP_CHARS + 1);
    if (close === -1 || close - k > MAX_STAMP_CHARS || text.slice(k, close).includes("\n")) return s;
    k = close + 1;
    brackets++;
    while (isBlank(text.charCodeAt(k))) k++;
  }
  if (brackets === 2) return k;
  const start = k;
  // A name starts with a capital, or is written in a script without case: "tokenizer: cl100k"
  // is a setting, not a message.
  const first = text.charCodeAt(k);
  if (first < 0xc0 && !(first >= 65 && first <= 90)) return s;
  if (first >= 0xc0 && first < 0x250 && String.fromCharCode(first) === String.fromCharCode(first).toLowerCase()) return s;
  let words = 0;
  let w = -1;
  let qualifier = 0;
  for (; k < text.length && k - start - qualifier <= MAX_SPEAKER_CHARS; k++) {
    const c = text.charCodeAt(k);
    const letter = isAlpha(c) || (c >= 0xc0 && c !== 0xff1a) || c === 46 || c === 39 || c === 45;
    if (letter) {
      if (w === -1) w = k;
      continue;
    }
    if (w !== -1) {
      if (otherOwner(text, w, k)) return s;
      words++;
      w = -1;
    }
    // A qualifier after the name, as team chats and exports write it: "Iona (Museum): …",
    // "Sam Lee (Acme Ltd): …". Read once, not counted as the name's words.
    if (c === 40 /* ( */ && words > 0 && qualifier === 0) {
      const close = qualifierEnd(text, k);
      if (close === -1) return s;
      qualifier = close + 1 - k;
      k = close;
      continue;
    }
    if (c === 58 /* : */) return words > 0 && words <= MAX_SPEAKER_WORDS && isBlank(text.charCodeAt(k + 1)) ? k + 2 : s;
    if (!isBlank(c)) return s;
  }
  return s;
}

/** Does the line text[s, e) ask, after the noun ("현관 비밀번호 바뀌었어? 안 열려")? */
function endsWithQuestion(text: string, s: number, e: number): boolean {
  for (let k = s; k < e; k++) {
    const c = text.charCodeAt(k);
    if (c === 63 || c === 0x61f || c === 0xff1f) return true;
  }
  return false;
}

/** Does the line text[s, e) end with a full stop? */
function endsWithStop(text: string, s: number, e: number): boolean {
  e = trimmedEnd(text, s, e);
  const last = text.charCodeAt(e - 1);
  return last === 46 || last === 0x3002 || last === 33;
}

/** The longest qualifier read after a speaker's name, its parentheses included. */
const MAX_QUALIFIER_CHARS = 24;
/** The `)` closing the qualifier that opens at `open` ("(Museum)", "(Acme Ltd)", "(she/her)"):
 *  letters first, on one line, no colon inside; -1 for anything else. */
function qualifierEnd(text: string, open: number): number {
  if (!(isAlpha(text.charCodeAt(open + 1)) || text.charCodeAt(open + 1) >= 0xc0)) return -1;
  for (let k = open + 1; k < text.length && k - open < MAX_QUALIFIER_CHARS; k++) {
    const c = text.charCodeAt(k);
    if (c === 41 /* ) */) return k;
    if (c === 10 || c === 58 || c === 40) return -1;
  }
  return -1;
}

/** Where a chat line's message starts, after its stamp and speaker (`s` if it has none). */
export function chatMessageStart(text: string, s: number): number {
  return speakerEnd(text, s, () => false);
}

/** Is the noun at `nounStart` the first thing on its line, after blanks, a bullet or a chat
 *  speaker? */
function labelOnly(text: string, nounStart: number, otherOwner: LoneValueOptions["otherOwner"]): boolean {
  let s = nounStart;
  while (s > 0 && text.charCodeAt(s - 1) !== 10) s--;
  while (s < nounStart && (isBlank(text.charCodeAt(s)) || text.charCodeAt(s) === 45 || text.charCodeAt(s) === 42)) s++;
  if (s === nounStart) return true;
  return speakerEnd(text, s, otherOwner) === nounStart;
}

/** Is the `&` at `k` prose's: between blanks, or between capitals ("B&Q", "AT&T")? */
function isProseAmpersand(text: string, k: number): boolean {
  const a = text.charCodeAt(k - 1);
  const b = text.charCodeAt(k + 1);
  return (isBlank(a) && isBlank(b)) || (a >= 65 && a <= 90 && b >= 65 && b <= 90);
}

/** Does the lead text[s, e) read as a sentence: no code, no second noun or owner word? */
function plainLead(text: string, s: number, e: number, otherOwner: LoneValueOptions["otherOwner"]): boolean {
  let w = -1;
  for (let k = s; k <= e; k++) {
    const c = k < e ? text.charCodeAt(k) : 32;
    // (Prose's ampersand, "Harrow & Pike", "B&Q", is no code.)
    if (CODE_IN_LEAD.has(c) && !(c === 38 && isProseAmpersand(text, k))) return false;
    const letter = isAlpha(c) || c === 39; // an apostrophe stays inside a word ("token's")
    if (letter && w === -1) w = k;
    else if (!letter && w !== -1) {
      if (otherOwner(text, w, k)) return false;
      w = -1;
    }
  }
  return true;
}

/** [start, end) of the lone value the lead after `nounEnd` introduces, or null. */
export function loneValueLine(text: string, nounEnd: number, opts: LoneValueOptions): [number, number] | null {
  let i = nounEnd;
  for (let line = 0; ; line++) {
    const end = lineEndFrom(text, i, MAX_LEAD_CHARS - (i - nounEnd));
    if (end === -1 || end === text.length) return null;
    if (!plainLead(text, i, end, opts.otherOwner)) return null;
    const first = line === 0;
    // "key: value": one word after the noun's colon is its value, given on its line; what stands
    // below is something else (a commit hash under a `key: value` line).
    if (first && colonNext(text, i, end) && ONE_WORD_AFTER_COLON.test(text.slice(i, end))) return null;
    const leadIn = endsAsLeadIn(text, i, end, () => first && opts.nounStart !== undefined && labelOnly(text, opts.nounStart, opts.otherOwner));
    // Read only for a line that may hold a value (most leads end at the first test below).
    const leadStart = i;
    const leadEnd = end;
    i = end + 1;
    // The next line: blank lines, then the value; or (once) the lead's continuation.
    let blanks = 0;
    for (;;) {
      let s = i;
      while (s < text.length && (isBlank(text.charCodeAt(s)) || text.charCodeAt(s) === 62 /* > */)) s++;
      // A chat line: the next message, by whoever answers ("Marek: l3fc…", "[12/11/26, 09:14] Oskar: DC4g…").
      const speaker = speakerEnd(text, s, opts.otherOwner);
      const chat = speaker > s;
      s = speaker;
      const e = lineEndFrom(text, s, MAX_VALUE_CHARS);
      if (e === -1) return null;
      const v = trimmedEnd(text, s, e);
      if (v === s) {
        if (++blanks > MAX_BLANK_LINES || e === text.length) return null;
        i = e + 1;
        continue;
      }
      const word = text.slice(s, v);
      const oneWord = !/\s/.test(word);
      // A chat answer needs a lead that has not ended as a statement ("Пароль не хранится в
      // заметках." says where the password is not).
      const introduced = blanks > 0 || leadIn || (chat && !endsWithStop(text, leadStart, leadEnd));
      if (introduced && oneWord && (isProseSecret(word, opts.family) || (opts.family === "key" && opts.passphrase() && isProseSecret(word, "password")))) return [s, v];
      // A door or phone password is digits: the answer to a question that names the password.
      if (oneWord && opts.family === "password" && /^\d{4,10}$/.test(word) && endsWithQuestion(text, leadStart, leadEnd)) return [s, v];
      if (introduced && !oneWord && WORD_PASSPHRASE.test(word) && opts.passphrase()) return [s, v];
      // Not a value: a wrapped lead goes on here, right under the noun's line (a chat line is a
      // message of its own, not the lead's continuation), unless that line ended as a lead-in: a
      // line ending in ":" or "?" hands the next line a value, and prose there ends the search
      // ("for key, value in settings.items():" then a line of prose, then a commit hash).
      if (blanks > 0 || oneWord || chat || leadIn || line + 1 >= MAX_LEAD_LINES) return null;
      i = s;
      break;
    }
  }
}
