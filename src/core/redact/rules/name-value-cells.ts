/**
 * A secret in the cell right of its name, in a table drawn with `|` or box-drawing `│`:
 *
 *   | INTERNAL_API_TOKEN | DEca4jsUl6oDA7ZsQx57DUFB5rd5fM7q |        (a Markdown env table)
 *   │ RESEND_API_KEY │ ZdJgWXublqrpmKKvBnggowAZMkoDq6Et │             (`railway variables`)
 *   | secret     | 8_DyI7ZyX906FLjbEjmAJRJk5l09HaR-qsC2q0Q… |         (`openstack … create`)
 *   smtp_password | Vortex+139dapple!                                (psql's expanded display)
 *   | `CHAT_WEBHOOK_TOKEN` | `wEGjjsc90VQaBDwbMTsQ8` | yes |            (an assistant's reply)
 *
 * Key/value tables name each row's value in its first cell instead of in a header
 * (secret-column.ts reads those). The name cell must be a secret name on its own
 * (secret-name.ts, `secretNameFamily`), the value cell one word, perhaps in backticks, and the
 * value is judged as the same value after `NAME=` would be (judge-value.ts).
 *
 * Anchored on the name's keyword followed by blanks and a bar; the row is read within one line.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isBlank, isTokenChar } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";
import { keywordEndingName, secretNameFamily } from "../secret-name.js";

const MAX_NAME_CHARS = 96;
const MAX_VALUE_CHARS = 512;
const BOX_BAR = 0x2502; // │
const isBar = (c: number): boolean => c === 124 || c === BOX_BAR;
const isNameChar = (c: number): boolean => isTokenChar(c) || c === 46; // a token character or `.`

/** Past blanks from `i`, within `limit`. */
function skipBlanks(text: string, i: number, limit: number): number {
  while (i < limit && isBlank(text.charCodeAt(i))) i++;
  return i;
}

const rule: Rule = {
  name: "name-value-cells",
  ids: ["name-value-cell"],
  kind: "secret",
  triggers: ["password", "passwd", "pass", "pwd", "secret", "token", "key", "psk", "passphrase", "credential"].map((ci) => ({ ci, next: " \t|│`" })),
  match({ text }, at) {
    const kw = keywordEndingName(text, at);
    if (kw === null || !kw.boundary) return null;
    // The whole name cell: the name, blanks, then a bar or the start of the line.
    let s = at;
    while (s > 0 && at - s < MAX_NAME_CHARS && isNameChar(text.charCodeAt(s - 1))) s--;
    // The name may stand in code quotes, as an assistant's Markdown tables write it.
    const ticked = text.charCodeAt(s - 1) === 96 && text.charCodeAt(kw.nameEnd) === 96;
    let b = ticked ? s - 1 : s;
    while (b > 0 && isBlank(text.charCodeAt(b - 1))) b--;
    const lead = text.charCodeAt(b - 1);
    // A bar before the name, or the line's start (psql's expanded display has no bar there).
    if (b > 0 && !isBar(lead) && lead !== 10) return null;
    const name = text.slice(s, kw.nameEnd);
    if (secretNameFamily(name) === null) return null;
    // Blanks, a bar, blanks: the value cell.
    const limit = Math.min(text.length, kw.nameEnd + MAX_NAME_CHARS + MAX_VALUE_CHARS);
    let i = skipBlanks(text, kw.nameEnd + (ticked ? 1 : 0), limit);
    if (!isBar(text.charCodeAt(i))) return null;
    i = skipBlanks(text, i + 1, limit);
    let vs = i;
    while (i < limit && !isBlank(text.charCodeAt(i)) && !isBar(text.charCodeAt(i)) && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
    let ve = i;
    // The cell ends here: blanks, then a bar or the end of the line.
    const after = skipBlanks(text, i, limit);
    const endc = text.charCodeAt(after);
    if (!(after >= text.length || isBar(endc) || endc === 10 || endc === 13)) return null;
    const quoted = text.charCodeAt(vs) === 96 && text.charCodeAt(ve - 1) === 96 && ve - vs > 2;
    if (quoted) {
      vs++;
      ve--;
    }
    if (ve <= vs) return null;
    return judgeNamedValue(name, text.slice(vs, ve), quoted) === null ? null : span(vs, ve, "name-value-cell", true);
  },
};
export default rule;
