/**
 * A secret written as the default of a shell parameter expansion: `${DB_PASSWORD:-…}`,
 * `${PGPASSWORD-…}`, `${API_TOKEN:=…}`, `${API_TOKEN=…}`. The variable is the name (or, when it
 * says nothing, the one assigned: `export PGPASSWORD=${PW-…}`); the default is the value used
 * whenever the environment does not set one.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isDigit } from "../chars.js";
import { judgeNamedValue } from "../judge-value.js";

const MAX_NAME_CHARS = 64;
const MAX_VALUE_CHARS = 512;

const isNameChar = (c: number): boolean => isAlnum(c) || c === 95;

/** The variable assigned the expansion at `at` (`PGPASSWORD` of `PGPASSWORD=${…}`), or "". */
function assignedName(text: string, at: number): string {
  if (text.charCodeAt(at - 1) !== 61) return "";
  let s = at - 1;
  while (s > 0 && at - 1 - s < MAX_NAME_CHARS && isNameChar(text.charCodeAt(s - 1))) s--;
  return text.slice(s, at - 1);
}

const rule: Rule = {
  name: "shell-default",
  ids: ["generic-password", "generic-api-key", "generic-secret"],
  kind: "secret",
  triggers: ["${"],
  match({ text }, at): Span | null {
    let i = at + 2;
    const n0 = i;
    while (i - n0 < MAX_NAME_CHARS && isNameChar(text.charCodeAt(i))) i++;
    if (i === n0 || isDigit(text.charCodeAt(n0))) return null;
    const name = text.slice(n0, i);
    // The operator: `:-`, `-`, `:=`, `=`.
    if (text.charCodeAt(i) === 58) i++;
    const op = text.charCodeAt(i);
    if (op !== 45 && op !== 61) return null;
    let vs = i + 1;
    const limit = Math.min(text.length, vs + MAX_VALUE_CHARS);
    let ve = vs;
    while (ve < limit && text.charCodeAt(ve) !== 125) {
      const c = text.charCodeAt(ve);
      // Nested expansions and commands (`${A:-$B}`, `$(cat …)`) are not a literal default.
      if (c === 36 || c === 96 || c === 123 || c === 10 || c === 13) return null;
      ve++;
    }
    if (text.charCodeAt(ve) !== 125) return null;
    let quoted = false;
    const q = text.charCodeAt(vs);
    if ((q === 34 || q === 39) && ve - vs >= 2 && text.charCodeAt(ve - 1) === q) {
      vs++;
      ve--;
      quoted = true;
    }
    if (ve <= vs) return null;
    const value = text.slice(vs, ve);
    const id = judgeNamedValue(name, value, quoted) ?? judgeNamedValue(assignedName(text, at), value, quoted);
    return id === null ? null : { start: vs, end: ve, rule: id };
  },
};
export default rule;
