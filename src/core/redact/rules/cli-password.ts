/**
 * Passwords given on command lines: `mysql -pS3cret`, `mysqldump -p'S3cret'`,
 * `sshpass -p 'S3cret'`, `curl -u user:S3cret` / `--user user:S3cret`. Anchored on the flag
 * (a `-` after a blank), then the command is looked for earlier on the same line: command
 * names are common letters, flags are rare.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isBlank } from "../chars.js";
import { endBeforeEllipsis, isPlaceholderValue } from "../values.js";

/** How far back on the line the command may be (`mysql -h db -P 3306 -u root -p…`). */
const MAX_COMMAND_LOOKBACK_CHARS = 512;
const COMMAND = /(?:^|[\s;|&(`$/"'])(mysql|mysqldump|mariadb|mariadb-dump|sshpass|curl)(?=\s)/g;
/** `-p` glued to its value (mysql) or separated by a blank (sshpass), quoted or not. */
const P_FLAG = /-p[ \t]?(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const P_GLUED = /-p(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const U_FLAG = /(?:-u|--user)[ \t]+(?:'[^':\r\n]{0,128}:([^'\r\n]{1,256})'|"[^":\r\n]{0,128}:([^"\r\n]{1,256})"|[^\s:'"]{0,128}:([^\s'"]{1,256}))/y;

/** The command whose arguments the flag at `q` belongs to, or null. */
function commandBefore(text: string, q: number): string | null {
  let from = q;
  const limit = Math.max(0, q - MAX_COMMAND_LOOKBACK_CHARS);
  while (from > limit && text.charCodeAt(from - 1) !== 10) from--;
  const line = text.slice(from, q);
  let last: string | null = null;
  COMMAND.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = COMMAND.exec(line)) !== null) last = m[1]!;
  return last;
}

function flagFinder(text: string, q: number): number {
  if (q === 0 || !isBlank(text.charCodeAt(q - 1))) return -1;
  const c = text.charCodeAt(q + 1);
  const isP = c === 112; // -p
  const isU = (c === 117 && isBlank(text.charCodeAt(q + 2))) || text.startsWith("--user", q); // -u, --user
  if (!isP && !isU) return -1;
  return commandBefore(text, q) === null ? -1 : q;
}

const rule: Rule = {
  name: "cli-password",
  ids: ["mysql-cli-password", "sshpass-password", "curl-user-password"],
  kind: "secret",
  triggers: [{ anchor: "-", find: flagFinder, prev: " \t", next: "pu-" }],
  match({ text }, at) {
    const command = commandBefore(text, at);
    if (command === null) return null;
    const [re, id] =
      command === "curl" ? [U_FLAG, "curl-user-password"] : command === "sshpass" ? [P_FLAG, "sshpass-password"] : [P_GLUED, "mysql-cli-password"];
    re.lastIndex = at;
    const m = re.exec(text);
    if (m === null) return null;
    const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
    const valueEnd = m.index + m[0].length - (group === 3 ? 0 : 1);
    const start = valueEnd - m[group]!.length;
    // `-pZk3p9Qw+x7LmN2…`: a password clipped for display. values.ts judges the value with its
    // ellipsis (a clipped secret, or a stand-in such as `sk-…`); the span ends before the cut.
    if (isPlaceholderValue(text.slice(start, valueEnd))) return null;
    const end = endBeforeEllipsis(text, start, valueEnd);
    if (end === start) return null;
    return span(start, end, id);
  },
};
export default rule;
