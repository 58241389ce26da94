/**
 * The `data` of a Kubernetes Secret: every value is a credential, base64-encoded, whatever its
 * key is called (`.dockerconfigjson`, `tls.key`, `password`). Anchored on `kind: Secret` (YAML)
 * or `"kind": "Secret"` (JSON, as `kubectl get -o json` prints it); the `data` block is looked
 * for in the same manifest, before or after the kind (`kubectl get -o yaml` sorts `data` first),
 * within a bounded window that stops at a document separator (`---`).
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { isBase64Char, isBlank, lineEndWithin } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

const MAX_MANIFEST_CHARS = 4096;
const MAX_DATA_CHARS = 64 * 1024;
const MIN_VALUE_CHARS = 4;

/** First offset of `needle` in [from, to), or -1: `indexOf` bounded to a window, so a rule asked
 *  at every trigger of a long text stays linear. */
function findWithin(text: string, needle: string, from: number, to: number): number {
  const first = needle.charCodeAt(0);
  const last = Math.min(text.length, to) - needle.length;
  for (let i = Math.max(0, from); i <= last; i++) if (text.charCodeAt(i) === first && text.startsWith(needle, i)) return i;
  return -1;
}

/** Last offset of `needle` in [from, to), or -1. */
function findLastWithin(text: string, needle: string, from: number, to: number): number {
  const first = needle.charCodeAt(0);
  for (let i = Math.min(text.length, to) - needle.length; i >= from; i--) if (text.charCodeAt(i) === first && text.startsWith(needle, i)) return i;
  return -1;
}

/** The offset of the first line `data:` / `"data": {` within [from, to), or -1. */
function dataBlockIn(text: string, from: number, to: number, json: boolean): number {
  let i = from;
  while (i < to) {
    const j = findWithin(text, json ? '"data"' : "data:", i, to);
    if (j === -1) return -1;
    const before = text.charCodeAt(j - 1);
    if (json || j === 0 || before === 10 || before === 32) return j;
    i = j + 1;
  }
  return -1;
}

/** The manifest around `at`: a bounded window, cut at `---` document separators. */
function documentBounds(text: string, at: number): [number, number] {
  let from = Math.max(0, at - MAX_MANIFEST_CHARS);
  let to = Math.min(text.length, at + MAX_MANIFEST_CHARS);
  const back = findLastWithin(text, "\n---", from, at);
  if (back !== -1) from = back + 4;
  const fwd = findWithin(text, "\n---", at, to);
  if (fwd !== -1) to = fwd;
  return [from, to];
}

/** Is a `data` value a stand-in? The manifest holds base64, and a marker read in base64 is
 *  chance (`…WndUMmY0…` spells "dummy"): a value that decodes to text is encoded data, redacted
 *  whatever it says (`Y2hhbmdlbWU=`, "changeme", costs nothing to hide). Only a value that
 *  encodes no text (`REPLACE_ME`, `<token>`, `xxxxxxxx`, written unencoded) is judged as written. */
function isPlaceholderData(v: string): boolean {
  if (v.length % 4 === 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(v)) {
    const decoded = Buffer.from(v, "base64").toString("utf8");
    if (/^[\t\n\r\x20-\x7e\u00a0-\uffff]+$/.test(decoded) && !decoded.includes("\ufffd")) return false;
  }
  return isPlaceholderValue(v);
}

/** The values of a YAML `data:` block at `d`: each more indented `key: value` line. */
function yamlValues(text: string, d: number, limit: number): Span[] {
  const spans: Span[] = [];
  let lineStart = d;
  while (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) lineStart--;
  const indent = d - lineStart;
  let i = findWithin(text, "\n", d, limit);
  while (i !== -1 && i < limit) {
    const s = i + 1;
    let j = s;
    while (j < limit && isBlank(text.charCodeAt(j))) j++;
    if (j - s <= indent || j >= limit) break;
    const e = lineEndWithin(text, j, limit);
    const colon = findWithin(text, ": ", j, e);
    if (colon !== -1) {
      let vs = colon + 2;
      while (vs < e && isBlank(text.charCodeAt(vs))) vs++;
      let ve = vs;
      while (ve < e && isBase64Char(text.charCodeAt(ve))) ve++;
      const v = text.slice(vs, ve);
      if (ve - vs >= MIN_VALUE_CHARS && ve === e && !isPlaceholderData(v)) spans.push({ start: vs, end: ve, rule: "kubernetes-secret-data" });
    }
    i = e < limit ? e : -1;
  }
  return spans;
}

/** The values of a JSON `"data": {…}` object at `d`. */
function jsonValues(text: string, d: number, limit: number): Span[] {
  const spans: Span[] = [];
  const open = findWithin(text, "{", d, limit);
  if (open === -1) return spans;
  const close = findWithin(text, "}", open, limit);
  const end = close === -1 ? limit : close;
  let i = open + 1;
  while (i < end) {
    const colon = findWithin(text, ":", i, end);
    if (colon === -1) break;
    let vs = colon + 1;
    while (vs < end && (isBlank(text.charCodeAt(vs)) || text.charCodeAt(vs) === 10)) vs++;
    if (text.charCodeAt(vs) !== 34) break;
    vs++;
    let ve = vs;
    while (ve < end && isBase64Char(text.charCodeAt(ve))) ve++;
    if (text.charCodeAt(ve) === 34 && ve - vs >= MIN_VALUE_CHARS && !isPlaceholderData(text.slice(vs, ve))) spans.push({ start: vs, end: ve, rule: "kubernetes-secret-data" });
    i = ve + 1;
  }
  return spans;
}

const rule: Rule = {
  name: "kubernetes-secret",
  ids: ["kubernetes-secret-data"],
  kind: "secret",
  triggers: ["kind: Secret", '"kind": "Secret"', '"kind":"Secret"'],
  match(ctx: ScanContext, at: number): Span[] | null {
    const { text } = ctx;
    const json = text.charCodeAt(at) === 34;
    const after = at + (json ? (text.startsWith('"kind": "Secret"', at) ? 16 : 15) : 12);
    // `kind: SecretProviderClass`, `kind: SecretStore`: not a Secret.
    const n = text.charCodeAt(after);
    if (!json && !(Number.isNaN(n) || n === 10 || n === 13 || isBlank(n))) return null;
    const [from, to] = documentBounds(text, at);
    const d = dataBlockIn(text, from, to, json);
    if (d === -1) return null;
    const limit = Math.min(text.length, d + MAX_DATA_CHARS, d < at ? at : to);
    const spans = json ? jsonValues(text, d, limit) : yamlValues(text, d, limit);
    return spans.length > 0 ? spans : null;
  },
};
export default rule;
