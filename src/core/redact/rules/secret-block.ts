/**
 * Values inside a block whose label names a secret, where each value's own key says nothing:
 *
 *   variable "admin_password" {          HCL: a variable's `default`
 *     default   = "…"
 *   }
 *   tokens { initial_management = "…" }   HCL: a block of tokens (Consul ACL, Nomad)
 *   "adminPassword": { "value": "…" }     JSON: an object under a secret's name (ARM template
 *   "apiSecret": { "S": "…" }               parameters, DynamoDB items, `terraform output
 *   "menuPasswords": { "admin": "…" }       -json`), and HCL's `tokens = { … }`
 *   [tokens]  /  [secrets.stripe]          TOML: a table of them
 *   secrets:                               YAML: a mapping of them
 *     stripe: "…"
 *
 * The label is judged as a name (secret-name.ts, plurals too), each value as one assigned to it
 * (judge-value.ts). Keys that describe the secret rather than hold it (`type`, `description`,
 * `sensitive`, `username`, `host`…) are skipped. A block is read line by line, within a bounded
 * window, and ends at its `}`, the next TOML table, or the end of the YAML indentation.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { indexOfWithin, isAlnum, isBlank, isSpace, lineEndWithin as lineEnd } from "../chars.js";
import { groupLabelFamily, mayEndSecretName, secretNameFamily, type Family } from "../secret-name.js";
import { isBoundSecret } from "../value-shape.js";
import { classify } from "../judge-value.js";
import { KEYED_RULES } from "./keyed/index.js";

const MAX_BLOCK_CHARS = 1024;
const MAX_LABEL_CHARS = 64;
const MAX_VALUE_CHARS = 512;

/** Keys of a block that describe its secret, or name its owner, rather than hold it. */
const NOT_VALUES = new Set([
  "type", "description", "sensitive", "nullable", "ephemeral", "validation", "condition", "error_message", "enabled",
  "username", "user", "user_name", "login", "email", "name", "id", "host", "hostname", "url", "uri", "endpoint", "port",
  "region", "scope", "scopes", "expires", "expires_at", "ttl", "policy", "policies", "path", "file", "mount", "kind",
  // An OAuth client's public half, and who issued it.
  "client_id", "clientid", "app_id", "appid", "tenant", "tenant_id", "tenantid", "provider", "issuer", "audience",
  // Ciphertext and what it takes to read it with the key, which is not here: encrypted is not secret.
  "encrypted_data", "encrypted", "ciphertext", "iv", "nonce", "salt", "auth_tag", "tag", "cipher", "algorithm", "alg", "version",
]);

const isLabelChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45;
const isQuote = (c: number): boolean => c === 34 || c === 39;

/** The label [start, end) and the secret family its name gives the block, or null. */
function namedGroup(text: string, l: [number, number] | null): { label: string; family: Family } | null {
  if (l === null) return null;
  const label = text.slice(l[0], l[1]);
  const family = groupLabelFamily(label);
  return family === null ? null : { label, family };
}

/** The label that ends at `end` (`admin_password` of `variable "admin_password" {`, `tokens` of
 *  `tokens {`): [start, end), or null. */
function labelBefore(text: string, end: number): [number, number] | null {
  let e = end;
  const quoted = isQuote(text.charCodeAt(e - 1));
  if (quoted) e--;
  let s = e;
  while (s > 0 && e - s < MAX_LABEL_CHARS && isLabelChar(text.charCodeAt(s - 1))) s--;
  if (s === e || (quoted && text.charCodeAt(s - 1) !== text.charCodeAt(e))) return null;
  return [s, e];
}

/** One `key = value` / `key: value` line of a block, from `i` to `end`: the value's span when its
 *  key is not a description and the value is a secret of `family`. `members`: the line is inside
 *  braces, where `,` also ends a member (`{ "admin": "…", "guest": "…" }`); each member's span is
 *  pushed to it, and null is returned. */
function judgeLine(text: string, i: number, end: number, label: string, family: Family, members?: Span[]): Span | null {
  if (members === undefined) return judgeMember(text, i, end, label, family, false)?.span ?? null;
  while (i < end) {
    const m = judgeMember(text, i, end, label, family, true);
    if (m === null) break;
    if (m.span !== null) members.push(m.span);
    i = m.next;
    while (i < end && isBlank(text.charCodeAt(i))) i++;
    if (text.charCodeAt(i) !== 44 /* , */) break;
    i++;
  }
  return null;
}

/** One member from `i`: its span (null when it holds no secret) and where it ends, or null when
 *  no `key = value` / `key: value` starts there. `braces`: a bare value also ends at `,`. */
function judgeMember(text: string, i: number, end: number, label: string, family: Family, braces: boolean): { span: Span | null; next: number } | null {
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  if (text.charCodeAt(i) === 45 && isBlank(text.charCodeAt(i + 1))) return null; // a list item
  const ks = i;
  if (isQuote(text.charCodeAt(i))) i++;
  while (i < end && (isLabelChar(text.charCodeAt(i)) || text.charCodeAt(i) === 46)) i++;
  const key = text.slice(isQuote(text.charCodeAt(ks)) ? ks + 1 : ks, i).toLowerCase();
  if (isQuote(text.charCodeAt(i))) i++;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  const op = text.charCodeAt(i);
  if (key === "" || (op !== 61 && op !== 58)) return null;
  const described = NOT_VALUES.has(key);
  i++;
  while (i < end && isBlank(text.charCodeAt(i))) i++;
  let vs = i;
  let ve: number;
  let quoted = false;
  if (isQuote(text.charCodeAt(i))) {
    quoted = true;
    vs = i + 1;
    ve = vs;
    while (ve < end && ve - vs < MAX_VALUE_CHARS && text.charCodeAt(ve) !== text.charCodeAt(i)) ve++;
    if (ve >= end || text.charCodeAt(ve) !== text.charCodeAt(i)) return null;
  } else {
    ve = vs;
    while (ve < end && ve - vs < MAX_VALUE_CHARS && !isSpace(text.charCodeAt(ve)) && text.charCodeAt(ve) !== 35 && !(braces && text.charCodeAt(ve) === 44)) ve++;
  }
  if (ve === vs) return null;
  const next = quoted ? ve + 1 : ve;
  if (described) return { span: null, next };
  const value = text.slice(vs, ve);
  // Named by the block, not by its own key: it must also look like a secret (a model name or a
  // version under `[tokens]` does not).
  if (secretNameFamily(key) === null && !isBoundSecret(value, family === "password" ? "password" : "key")) return { span: null, next };
  const id = classify({ key: label, family, quoted, op: "=" }, value);
  return { span: id === null ? null : { start: vs, end: ve, rule: id }, next };
}

/** The end of the label before a block's `{` at `q`: past blanks, and an operator (`:` of JSON,
 *  `=` of an HCL map) with blanks around it; -1 when nothing separates them (`${`, `a{`). */
function labelEndBeforeBrace(text: string, q: number): number {
  let e = q;
  while (e > 0 && q - e < 8 && isBlank(text.charCodeAt(e - 1))) e--;
  const op = text.charCodeAt(e - 1);
  if (op === 58 || op === 61) {
    e--;
    const o = e;
    while (e > 0 && o - e < 8 && isBlank(text.charCodeAt(e - 1))) e--;
    return e;
  }
  return e === q ? -1 : e;
}

/** HCL: `label {` … `}`, the block opening at `q`; JSON's `"label": {` and HCL's `label = {`. */
function hclBlock(text: string, q: number): Span[] | null {
  const e = labelEndBeforeBrace(text, q);
  if (e <= 0) return null;
  const g = namedGroup(text, labelBefore(text, e));
  if (g === null) return null;
  const { label, family } = g;
  const limit = Math.min(text.length, q + 1 + MAX_BLOCK_CHARS);
  const spans: Span[] = [];
  let i = q + 1;
  while (i < limit) {
    const end = lineEnd(text, i, limit);
    const close = indexOfWithin(text, 125 /* } */, i, end);
    const stop = close === -1 ? end : close;
    if (indexOfWithin(text, 123 /* { */, i, stop) !== -1) return spans.length > 0 ? spans : null; // a nested block
    judgeLine(text, i, stop, label, family, spans);
    if (stop < end) break; // the block closed on this line
    i = end + 1;
  }
  return spans.length > 0 ? spans : null;
}

/** TOML: a `[table]` header at the start of a line, `at` on its `[`. */
function tomlTable(text: string, at: number): Span[] | null {
  const limit = Math.min(text.length, at + 1 + MAX_BLOCK_CHARS);
  const headerEnd = lineEnd(text, at, Math.min(limit, at + MAX_LABEL_CHARS * 2));
  let e = headerEnd;
  while (e > at && isBlank(text.charCodeAt(e - 1))) e--;
  if (text.charCodeAt(e - 1) !== 93 /* ] */ || text.charCodeAt(at + 1) === 91) return null; // [[array]]
  const g = namedGroup(text, labelBefore(text, e - 1));
  if (g === null) return null;
  const { label, family } = g;
  const spans: Span[] = [];
  let i = headerEnd + 1;
  while (i < limit && text.charCodeAt(i) !== 91 /* next [table] */) {
    const end = lineEnd(text, i, limit);
    const s = judgeLine(text, i, end, label, family);
    if (s !== null) spans.push(s);
    i = end + 1;
  }
  return spans.length > 0 ? spans : null;
}

/** YAML: `label:` ending its line, `q` on the `:`; the block is the more indented lines after. */
function yamlMapping(text: string, q: number): Span[] | null {
  const l = labelBefore(text, q);
  if (l === null) return null;
  let lineStart = l[0] - (isQuote(text.charCodeAt(l[0] - 1)) ? 1 : 0);
  while (lineStart > 0 && isBlank(text.charCodeAt(lineStart - 1))) lineStart--;
  if (lineStart > 0 && text.charCodeAt(lineStart - 1) !== 10) return null;
  const indent = l[0] - lineStart - (isQuote(text.charCodeAt(l[0] - 1)) ? 1 : 0);
  const g = namedGroup(text, l);
  if (g === null) return null;
  const { label, family } = g;
  const limit = Math.min(text.length, q + 1 + MAX_BLOCK_CHARS);
  const spans: Span[] = [];
  let i = q + 1;
  if (text.charCodeAt(i) === 13) i++;
  i++;
  while (i < limit) {
    const end = lineEnd(text, i, limit);
    let j = i;
    while (j < end && isBlank(text.charCodeAt(j))) j++;
    if (j === end) break;
    if (j - i <= indent) break; // back at the label's level
    const s = judgeLine(text, j, end, label, family);
    if (s !== null) spans.push(s);
    i = end + (text.charCodeAt(end) === 13 ? 2 : 1);
  }
  return spans.length > 0 ? spans : null;
}

/** Can the label before `q` (past blanks and a closing quote or `]`) end a secret name? A
 *  finder asks this first: most labels leave here. */
function labelEnds(text: string, q: number): boolean {
  let i = q;
  while (i > 0 && q - i < 8 && isBlank(text.charCodeAt(i - 1))) i--;
  const c = text.charCodeAt(i - 1);
  return mayEndSecretName(isQuote(c) || c === 93 ? text.charCodeAt(i - 2) : c);
}

/** labelEnds, for a label that ends at `e` (-1: none). */
function labelEndsAt(text: string, e: number): boolean {
  if (e <= 0) return false;
  const c = text.charCodeAt(e - 1);
  return mayEndSecretName(isQuote(c) ? text.charCodeAt(e - 2) : c);
}

function tomlHeader(text: string, q: number): number {
  const limit = Math.min(text.length, q + MAX_LABEL_CHARS * 2);
  const e = indexOfWithin(text, 93 /* ] */, q, limit);
  return e !== -1 && labelEnds(text, e + 1) ? q : -1;
}

const rule: Rule = {
  name: "secret-block",
  ids: ["generic-password", "generic-api-key", "generic-secret", ...KEYED_RULES.map((k) => k.id)],
  kind: "secret",
  triggers: [
    { anchor: "{", find: (t, q) => (labelEndsAt(t, labelEndBeforeBrace(t, q)) ? q : -1), prev: " \t:=" },
    { anchor: "[", find: tomlHeader, prev: "\n\r" },
    { anchor: ":", find: (t, q) => (labelEnds(t, q) ? q : -1), prev: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz\"'", next: "\n\r" },
  ],
  match(ctx: ScanContext, at: number): Span[] | null {
    const { text } = ctx;
    const c = text.charCodeAt(at);
    if (c === 123) return hclBlock(text, at);
    if (c === 91) return tomlTable(text, at);
    return yamlMapping(text, at);
  },
};
export default rule;
