/**
 * XML that names a value in one element and gives it in the next or in the element's body:
 * Apple property lists (`<key>PaymentsSigningKey</key>` then `<string>7mJc…</string>`), Android
 * resources and shared preferences (`<string name="oauth_client_secret">-z9s…</string>`), and
 * the Gradle calls that write them (`buildConfigField("String", "API_SECRET", "\"42a8…\"")`,
 * `resValue("string", "maps_api_key", "…")`), and a secret's element whose `<Value>` child holds
 * it (`<AdministratorPassword><Value>…</Value>`). A name that is a secret's (secret-name.ts) vouches
 * for the value, as an assignment's does: the value must still have a bound secret's shape
 * (value-shape.ts), so `<key>APIBaseURL</key>` or a placeholder is left alone.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { indexOfWithin, indexWithin, isBlank, isTokenChar, runStart } from "../chars.js";
import { secretNameFamily } from "../secret-name.js";
import { isBoundSecret } from "../value-shape.js";

const MAX_NAME_CHARS = 96;
const MAX_VALUE_CHARS = 512;
/** Blank space (lines included) between `</key>` and its `<string>`. */
const MAX_GAP_CHARS = 64;
/** The rest of an element's start tag after its name (`translatable="false"`). */
const MAX_ATTRIBUTES_CHARS = 200;

function family(name: string): "password" | "key" | null {
  const f = secretNameFamily(name);
  return f === null ? null : f === "password" ? "password" : "key";
}

/** A value span for text[s, e) under `name`, or null. */
function valueSpan(text: string, s: number, e: number, name: string): Span | null {
  const f = family(name);
  if (f === null || e <= s || e - s > MAX_VALUE_CHARS) return null;
  return isBoundSecret(text.slice(s, e), f) ? span(s, e, "named-xml-value") : null;
}

/** `<key>NAME</key>` at `at`, then `<string>VALUE</string>`. */
function plistPair(text: string, at: number): Span | null {
  const nameStart = at + 5;
  const close = indexWithin(text, "</key>", nameStart, nameStart + MAX_NAME_CHARS + 6);
  if (close === -1) return null;
  let i = close + 6;
  const limit = Math.min(text.length, i + MAX_GAP_CHARS);
  // Blanks and line breaks, also escaped ones (`\n\t` inside a JSON string).
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (isBlank(c) || c === 10 || c === 13) i++;
    else if (c === 92 && /[ntr]/.test(text.charAt(i + 1))) i += 2;
    else break;
  }
  if (!text.startsWith("<string>", i)) return null;
  const s = i + 8;
  const e = indexWithin(text, "</string>", s, s + MAX_VALUE_CHARS + 9);
  if (e === -1) return null;
  return valueSpan(text, s, e, text.slice(nameStart, close));
}

/** `<string name="NAME" …>VALUE</string>` (or `<item name=…>`), `name="` at `at`. */
function namedElement(text: string, at: number): Span | null {
  let tagStart = at - 1;
  while (tagStart > 0 && at - tagStart < 16 && text.charCodeAt(tagStart) !== 60) tagStart--;
  const tag = /^<(string|item)\s/.exec(text.slice(tagStart, at));
  // (The tag's other attributes are skipped to its `>`.)
  if (!tag) return null;
  const escaped = text.charCodeAt(at + 5) === 92; // name=\"…\" inside a JSON string
  const nameStart = at + (escaped ? 7 : 6);
  const nameEnd = indexWithin(text, escaped ? '\\"' : '"', nameStart, nameStart + MAX_NAME_CHARS + 2);
  if (nameEnd === -1) return null;
  const gt = indexOfWithin(text, 62, nameEnd, nameEnd + MAX_ATTRIBUTES_CHARS);
  if (gt === -1 || text.charCodeAt(gt - 1) === 47) return null;
  const s = gt + 1;
  const e = indexWithin(text, `</${tag[1]}>`, s, s + MAX_VALUE_CHARS + 9);
  if (e === -1) return null;
  return valueSpan(text, s, e, text.slice(nameStart, nameEnd));
}

/** `buildConfigField("String", "NAME", "\"VALUE\"")` or `resValue("string", "NAME", "VALUE")`. */
function gradleCall(text: string, at: number): Span | null {
  const m = /^(?:buildConfigField|resValue)\s*\(\s*\\?["'][^"'\\]{1,32}\\?["']\s*,\s*\\?["']([A-Za-z_][\w.]{0,95})\\?["']\s*,\s*\\?["'](?:\\+["'])?/.exec(text.slice(at, at + 200));
  if (!m) return null;
  const s = at + m[0].length;
  let e = s;
  while (e < text.length && e - s <= MAX_VALUE_CHARS && text.charCodeAt(e) !== 34 && text.charCodeAt(e) !== 39 && text.charCodeAt(e) !== 92 && text.charCodeAt(e) !== 10) e++;
  return valueSpan(text, s, e, m[1]!);
}

/** The element names end in one of these before their closing `>` (secret-name.ts keywords). */
const CLOSING_KEYWORDS = ["pass>", "pwd>", "secret>", "token>", "key>"];
/** A character of an element's name: a token character, `.` or a namespace's `:`. */
const isTagNameChar = (c: number): boolean => isTokenChar(c) || c === 46 || c === 58;

/**
 * `<Pass encoding="base64">VGFu…</Pass>` (FileZilla's site manager), `<ClientSecret
 * xsi:type="…">…</ClientSecret>`: an element named as a secret whose start tag carries
 * attributes (a bare `<password>…` is an assignment's, rules/assignment.ts). Read back from the
 * closing tag, whose keyword `at` stands on: the name, the value up to the start tag's `>`, and
 * that tag, which must open the same element.
 */
function closedElement(text: string, at: number): Span | null {
  const nameStart = runStart(text, at, isTagNameChar, MAX_NAME_CHARS);
  if (nameStart < 2 || text.charCodeAt(nameStart - 1) !== 47 || text.charCodeAt(nameStart - 2) !== 60) return null;
  const gtAt = indexOfWithin(text, 62, at, at + 16);
  if (gtAt === -1) return null;
  const name = text.slice(nameStart, gtAt);
  // A plist's `<key>` holds a name; what `</key>` closes is read by plistPair.
  if (name.toLowerCase() === "key" || family(name) === null) return null;
  const valueEnd = nameStart - 2;
  let valueStart = valueEnd;
  while (valueStart > 0 && valueEnd - valueStart <= MAX_VALUE_CHARS && text.charCodeAt(valueStart - 1) !== 62 && text.charCodeAt(valueStart - 1) !== 60) valueStart--;
  if (valueStart === 0 || text.charCodeAt(valueStart - 1) !== 62) return null;
  let tagStart = valueStart - 1;
  while (tagStart > 0 && valueStart - tagStart <= MAX_ATTRIBUTES_CHARS && text.charCodeAt(tagStart) !== 60) tagStart--;
  if (text.charCodeAt(tagStart) !== 60 || !text.startsWith(name, tagStart + 1) || !isBlank(text.charCodeAt(tagStart + 1 + name.length))) return null;
  return valueSpan(text, valueStart, valueEnd, name);
}

/**
 * `<AdministratorPassword>` then `<Value>…</Value>` (a Windows answer file's accounts, and
 * other XML that gives a named setting's value in a child): the `<Value>` element at `at`, the
 * first child of an element named as a secret. Read back over blanks to the parent's start tag.
 */
function valueChild(text: string, at: number): Span | null {
  let i = at;
  while (i > 0 && at - i <= MAX_GAP_CHARS && (isBlank(text.charCodeAt(i - 1)) || text.charCodeAt(i - 1) === 10 || text.charCodeAt(i - 1) === 13)) i--;
  if (text.charCodeAt(i - 1) !== 62 || text.charCodeAt(i - 2) === 47) return null; // `>`, not `/>`
  let tagStart = i - 1;
  while (tagStart > 0 && i - tagStart <= MAX_ATTRIBUTES_CHARS && text.charCodeAt(tagStart) !== 60) tagStart--;
  if (text.charCodeAt(tagStart) !== 60) return null;
  let nameEnd = tagStart + 1;
  while (nameEnd < i && isTagNameChar(text.charCodeAt(nameEnd))) nameEnd++;
  const name = text.slice(tagStart + 1, nameEnd);
  if (name === "" || family(name) === null) return null;
  const s = at + 7;
  const e = indexWithin(text, text.slice(at, at + 2) === "<V" ? "</Value>" : "</value>", s, s + MAX_VALUE_CHARS + 8);
  return e === -1 ? null : valueSpan(text, s, e, name);
}

const rule: Rule = {
  name: "named-xml-value",
  ids: ["named-xml-value"],
  kind: "secret",
  triggers: ["<key>", 'name="', 'name=\\"', "buildConfigField", "resValue", "<Value>", "<value>", ...CLOSING_KEYWORDS.map((ci) => ({ ci }))],
  match({ text }, at) {
    if (text.startsWith("<key>", at)) return plistPair(text, at);
    if (text.startsWith("<Value>", at) || text.startsWith("<value>", at)) return valueChild(text, at);
    if (text.startsWith("name=", at)) return namedElement(text, at);
    if (text.startsWith("buildConfigField", at) || text.startsWith("resValue", at)) return gradleCall(text, at);
    return closedElement(text, at); // `pass>` of `</Pass>`, in either case
  },
};
export default rule;
