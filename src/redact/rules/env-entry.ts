/**
 * Secrets in name/value entries, where the secret-sounding name and its value are two fields of
 * one entry rather than `NAME=value`: Kubernetes and ECS container env (`- name: DB_PASSWORD`
 * then `value: "…"` on the next line), the same as JSON (`{"name": "API_TOKEN", "value": "…"}`)
 * and HCL (`{ name = "API_TOKEN", value = "…" }`). Anchored on the `:` or `=` after `name`; the
 * `value` field is looked for in the rest of the same entry, within a bounded window.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isSpace } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";
import { endBeforeEllipsis } from "../values.js";

/** How far after the name the `value` field may be (a few lines of one entry). */
const MAX_ENTRY_CHARS = 256;
const MAX_NAME_CHARS = 128;
const MAX_VALUE_CHARS = 1024;

const isQuote = (c: number): boolean => c === 34 || c === 39;
const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45 || c === 46;

/** At the operator `q`, the start of a `name` key before it (`name:`, `"name":`, `name =`), or -1. */
function nameKeyBefore(text: string, q: number): number {
  let i = q;
  while (i > 0 && q - i < 4 && isBlank(text.charCodeAt(i - 1))) i--;
  if (isQuote(text.charCodeAt(i - 1))) i--;
  const s = i - 4;
  if (s < 0 || (text.charCodeAt(s) | 32) !== 110 || (text.charCodeAt(s + 1) | 32) !== 97 || (text.charCodeAt(s + 2) | 32) !== 109 || (text.charCodeAt(s + 3) | 32) !== 101) return -1;
  if (s > 0 && (isNameChar(text.charCodeAt(s - 1)) || text.charCodeAt(s - 1) === 36 /* $ */)) return -1; // hostname:, $name =
  if (text.charCodeAt(q) === 61 && text.charCodeAt(q + 1) === 61) return -1; // ==
  return s;
}

/** A field value at `i` (quoted, or bare to the end of the line or field): [start, end, quoted]. */
function readValue(text: string, i: number): [number, number, boolean] | null {
  const c = text.charCodeAt(i);
  // Quoted inside a JSON string or a log line, the quotes arrive escaped: \"value\".
  if (c === 92 && isQuote(text.charCodeAt(i + 1))) {
    const q = text.charCodeAt(i + 1);
    const limit = Math.min(text.length, i + 2 + MAX_VALUE_CHARS);
    for (let j = i + 2; j < limit; j++) {
      const d = text.charCodeAt(j);
      if (d === 10 || d === 13) return null;
      if (d === q && text.charCodeAt(j - 1) === 92) return [i + 2, endBeforeEllipsis(text, i + 2, j - 1), true];
    }
    return null;
  }
  if (isQuote(c)) {
    const limit = Math.min(text.length, i + 1 + MAX_VALUE_CHARS);
    for (let j = i + 1; j < limit; j++) {
      const d = text.charCodeAt(j);
      if (d === 10 || d === 13) return null;
      if (d === c && text.charCodeAt(j - 1) !== 92) return [i + 1, endBeforeEllipsis(text, i + 1, j), true];
    }
    return null;
  }
  const limit = Math.min(text.length, i + MAX_VALUE_CHARS);
  let j = i;
  while (j < limit) {
    const d = text.charCodeAt(j);
    if (isSpace(d) || d === 44 || d === 125 || d === 93 || d === 35) break; // , } ] #
    j++;
  }
  return j > i ? [i, endBeforeEllipsis(text, i, j), false] : null;
}

const rule: Rule = {
  name: "env-entry",
  ids: ["env-entry-secret"],
  kind: "secret",
  triggers: [
    { anchor: ":", find: nameKeyBefore, prev: "eE\"' \t" },
    { anchor: "=", find: nameKeyBefore, prev: "eE\"' \t" },
  ],
  match({ text }, at) {
    // The name's value: `DB_PASSWORD`, `"DB_PASSWORD"`.
    let i = at + 4;
    if (isQuote(text.charCodeAt(i))) i++;
    while (isBlank(text.charCodeAt(i))) i++;
    i++; // the operator
    while (isBlank(text.charCodeAt(i))) i++;
    const escaped = text.charCodeAt(i) === 92 && isQuote(text.charCodeAt(i + 1)); // \"NAME\"
    if (escaped) i++;
    const quote = text.charCodeAt(i);
    if (isQuote(quote)) i++;
    const nameStart = i;
    while (i < text.length && i - nameStart < MAX_NAME_CHARS && isNameChar(text.charCodeAt(i))) i++;
    if (i === nameStart) return null;
    const name = text.slice(nameStart, i);
    if (escaped && text.charCodeAt(i) === 92) i++;
    if (isQuote(quote) && text.charCodeAt(i) !== quote) return null;
    // The `value` field of the same entry: before the entry closes (`}`) or the next list item
    // starts (`\n  - `).
    const limit = Math.min(text.length, i + MAX_ENTRY_CHARS);
    let lineStart = false;
    for (let j = i; j < limit; j++) {
      const c = text.charCodeAt(j);
      if (c === 125 /* } */) return null;
      if (c === 10) {
        lineStart = true;
        continue;
      }
      if (lineStart && !isBlank(c)) {
        if (c === 45 /* - */) return null;
        lineStart = false;
      }
      if ((c | 32) !== 118 /* v */ || isNameChar(text.charCodeAt(j - 1)) || !text.slice(j, j + 5).toLowerCase().startsWith("value")) continue;
      let k = j + 5;
      if (isQuote(text.charCodeAt(k))) k++;
      else if (isNameChar(text.charCodeAt(k))) continue; // valueFrom, values
      while (isBlank(text.charCodeAt(k))) k++;
      const op = text.charCodeAt(k);
      if (op !== 58 && op !== 61) continue;
      k++;
      while (isBlank(text.charCodeAt(k))) k++;
      const v = readValue(text, k);
      if (v === null) return null;
      const [start, end, quoted] = v;
      const id = judgeNamedValue(name, text.slice(start, end), quoted);
      if (id === null) return null;
      return span(start, end, "env-entry-secret");
    }
    return null;
  },
};
export default rule;
