/**
 * A secret in OpenWrt's UCI configuration (`/etc/config/wireless`, `network`, `uhttpd`), which
 * names an option with a blank, not an operator:
 *
 *   config wifi-iface 'guests'
 *       option encryption 'psk2'
 *       option key 'Yodelumber045'
 *   config interface 'wg0'
 *       option private_key 'yAnz5TF+lXXJte14tji3zlMNq+hd2rYUIgJBgB3fBmk='
 *
 * An `option` or `list` line whose name is secret-sounding (secret-name.ts) has its value judged
 * as the assignment rule judges one (judge-value.ts). A wireless interface's bare `key` is its
 * passphrase, judged as a password; a digit from 1 to 4 there picks one of the WEP keys and is
 * none. See docs/design.md, "Redaction".
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isEscapeAt, isEscapedBreak } from "../chars.js";
import { classify, judgeNamedValue } from "../judge-value.js";

const MAX_NAME_CHARS = 64;
const MAX_VALUE_CHARS = 512;

const isNameChar = (c: number): boolean => isAlnum(c) || c === 95 || c === 45;

/** How far back a joined line's `config` or `option` keyword may be. */
const MAX_JOINED_LOOKBACK_CHARS = 160;

/** Does `b` (the keyword's start, blanks skipped) follow a quoted UCI value on the same line:
 *  `config TYPE 'NAME'` or `option NAME 'VALUE'` (or `list`) just before it? */
function afterUciLine(text: string, b: number): boolean {
  const q = text.charCodeAt(b - 1);
  if (q !== 39 && q !== 34) return false;
  let open = b - 2;
  while (open >= 0 && b - open <= MAX_JOINED_LOOKBACK_CHARS && text.charCodeAt(open) !== q) open--;
  if (open < 0 || text.charCodeAt(open) !== q) return false;
  const before = text.slice(Math.max(0, open - MAX_NAME_CHARS - 8), open);
  return /(?:^|\s)(?:config|option|list)[ \t]+[A-Za-z0-9_-]+[ \t]+$/.test(before);
}

const rule: Rule = {
  name: "uci-option",
  ids: ["uci-option"],
  kind: "secret",
  triggers: [{ ci: "option", next: " \t" }, { ci: "list", next: " \t" }],
  match({ text }, at) {
    // The keyword opens its line, after the indent (escaped in a JSON string: `\n\toption`).
    let b = at;
    for (;;) {
      if (b > 0 && isBlank(text.charCodeAt(b - 1))) b--;
      else if (b > 1 && text.charCodeAt(b - 1) === 116 && isEscapeAt(text, b - 2)) b -= 2;
      else break;
    }
    const escapedBreak = b > 1 && isEscapeAt(text, b - 2) && (text.charCodeAt(b - 1) === 110 || text.charCodeAt(b - 1) === 114);
    // Or the configuration was joined onto one line (a note that collapsed it: `config interface
    // 'wg0' option proto 'wireguard' option private_key '…'`): the keyword follows the quoted
    // value of a `config` or `option` line before it; the value must then be quoted too.
    const joined = b > 0 && text.charCodeAt(b - 1) !== 10 && text.charCodeAt(b - 1) !== 13 && !escapedBreak && afterUciLine(text, b);
    if (b > 0 && text.charCodeAt(b - 1) !== 10 && text.charCodeAt(b - 1) !== 13 && !escapedBreak && !joined) return null;
    let i = at + (text.charCodeAt(at) === 111 || text.charCodeAt(at) === 79 ? 6 : 4);
    while (isBlank(text.charCodeAt(i))) i++;
    const nameStart = i;
    while (i - nameStart < MAX_NAME_CHARS && isNameChar(text.charCodeAt(i))) i++;
    if (i === nameStart || !isBlank(text.charCodeAt(i))) return null;
    const name = text.slice(nameStart, i);
    while (isBlank(text.charCodeAt(i))) i++;
    // The value: quoted ('…' or "…") or one bare word, and nothing after it on the line.
    const q = text.charCodeAt(i);
    const quoted = q === 39 || q === 34;
    const s = quoted ? i + 1 : i;
    let e = s;
    while (e - s < MAX_VALUE_CHARS && e < text.length && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13 && !(escapedBreak && isEscapedBreak(text, e)) && (quoted ? text.charCodeAt(e) !== q : !isBlank(text.charCodeAt(e)))) e++;
    if (e === s || (quoted && text.charCodeAt(e) !== q) || (joined && !quoted)) return null;
    let rest = quoted ? e + 1 : e;
    while (isBlank(text.charCodeAt(rest))) rest++;
    if (!joined && rest < text.length && text.charCodeAt(rest) !== 10 && text.charCodeAt(rest) !== 13 && text.charCodeAt(rest) !== 35 && !(escapedBreak && isEscapedBreak(text, rest))) return null;
    const value = text.slice(s, e);
    const id = name.toLowerCase() === "key" ? classify({ key: "key", family: "password", quoted, op: "=" }, value) : judgeNamedValue(name, value, quoted);
    return id === null ? null : span(s, e, "uci-option");
  },
};
export default rule;
