/**
 * Passwords given on command lines, by the command's own flag for them: `mysql -pS3cret`,
 * `mysqldump -p'S3cret'`, `sshpass -p 'S3cret'`, `curl -u user:S3cret` / `--user user:S3cret`,
 * `redis-cli -a S3cret`, `ldapsearch -w S3cret`, `docker login -p S3cret`, and `htpasswd -b file
 * user S3cret` (the third word after the flags), Samba's `smbclient -U 'DOMAIN\user%S3cret'` SQL Server's `sqlcmd -U sa -P 'S3cret'`,
 * Oracle's `sqlplus user/S3cret@db` (the first word's password) and PowerShell's
 * `ConvertTo-SecureString "S3cret" -AsPlainText`. Anchored on the flag (a `-` after a blank),
 * then the command is looked for earlier on the same line: command names are common letters,
 * flags are rare. Flags whose name says what they take (`--password`, `--requirepass`) are
 * spaced-assignment.ts's.
 */
import type { Rule, Span } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isBlank, isSpace, startsWithCi } from "../chars.js";
import { endBeforeEllipsis, isPlaceholderValue } from "../values.js";

/** How far back on the line the command may be (`mysql -h db -P 3306 -u root -p…`). */
const MAX_COMMAND_LOOKBACK_CHARS = 512;
const COMMAND =
  /(?:^|[\s;|&(`$/"'])(mysql|mysqldump|mysqladmin|mariadb|mariadb-dump|sshpass|curl|redis-cli|ldapsearch|ldapmodify|ldapadd|ldapdelete|ldapwhoami|ldappasswd|ldapcompare|htpasswd|docker login|podman login|smbclient|rpcclient|smbcacls|smbget|smbtree|sqlcmd|bcp|osql|isql)(?=\s)/g;
/** `-p` glued to its value (mysql) or separated by a blank (sshpass), quoted or not. */
const P_FLAG = /-p[ \t]?(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const P_GLUED = /-p(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const U_FLAG = /(?:-u|--user)[ \t]+(?:'[^':\r\n]{0,128}:([^'\r\n]{1,256})'|"[^":\r\n]{0,128}:([^"\r\n]{1,256})"|[^\s:'"]{0,128}:([^\s'"]{1,256}))/y;
/** Samba's `-U [DOMAIN\]user%password` (also `--user=`): the password after the `%`. */
const SAMBA_U_FLAG = /(?:-U|--user)(?:=|[ \t]+)(?:'[^'%\r\n]{0,128}%([^'\r\n]{1,256})'|"[^"%\r\n]{0,128}%([^"\r\n]{1,256})"|[^\s%'"]{0,128}%([^\s'"]{1,256}))/y;
/** A one-letter flag, a blank, and its value (`-a S3cret`, `-w 'S3cret'`, `-p S3cret`). */
const A_SPACED = /-a[ \t]+(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const W_SPACED = /-w[ \t]+(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
/** SQL Server's tools (`sqlcmd -U sa -P '…'`): a capital P, then a blank or not. */
const CAPITAL_P = /-P[ \t]*(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;
const P_SPACED = /-p[ \t]+(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/y;

/** Per command: the flag's letter, how its value is written, and the rule id. */
const FLAGS: Readonly<Record<string, { letter: string; re: RegExp; id: string }>> = {
  curl: { letter: "u", re: U_FLAG, id: "curl-user-password" },
  sshpass: { letter: "p", re: P_FLAG, id: "sshpass-password" },
  mysql: { letter: "p", re: P_GLUED, id: "mysql-cli-password" },
  "redis-cli": { letter: "a", re: A_SPACED, id: "cli-flag-password" },
  ldap: { letter: "w", re: W_SPACED, id: "cli-flag-password" },
  login: { letter: "p", re: P_SPACED, id: "cli-flag-password" },
  samba: { letter: "U", re: SAMBA_U_FLAG, id: "cli-flag-password" },
  sqlcmd: { letter: "P", re: CAPITAL_P, id: "cli-flag-password" },
  bcp: { letter: "P", re: CAPITAL_P, id: "cli-flag-password" },
  osql: { letter: "P", re: CAPITAL_P, id: "cli-flag-password" },
  isql: { letter: "P", re: CAPITAL_P, id: "cli-flag-password" },
};

const flagsOf = (command: string): (typeof FLAGS)[string] =>
  FLAGS[command] ?? (command.startsWith("ldap") ? FLAGS.ldap! : command.endsWith(" login") ? FLAGS.login! : command.startsWith("smb") || command === "rpcclient" ? FLAGS.samba! : FLAGS.mysql!);

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
  // -p, -u, --user, -a, -w, and htpasswd's -b (also among other letters: -bc, -Bb)
  if (c === 65) return startsWithCi(text, "-asplaintext", q) ? q : -1; // PowerShell's -AsPlainText
  const known = c === 112 || c === 80 || c === 97 || c === 119 || ((c === 117 || c === 85) && isBlank(text.charCodeAt(q + 2))) || text.startsWith("--user", q) || c === 98 || c === 66 || c === 99;
  if (!known) return -1;
  return commandBefore(text, q) === null ? -1 : q;
}

/** htpasswd's `-b` takes the password as the last of its words (file, user, password; with
 *  `-n`, no file): [start, end] of it, or null. */
function htpasswdPassword(text: string, at: number): [number, number] | null {
  let i = at;
  let batch = false;
  let noFile = false;
  const words: Array<[number, number]> = [];
  const limit = Math.min(text.length, at + MAX_COMMAND_LOOKBACK_CHARS);
  while (i < limit && words.length < 3) {
    while (i < limit && isBlank(text.charCodeAt(i))) i++;
    const s = i;
    while (i < limit && !isSpace(text.charCodeAt(i))) i++;
    if (i === s) break;
    if (text.charCodeAt(s) === 45 && words.length === 0) {
      const flags = text.slice(s + 1, i);
      if (flags.includes("b")) batch = true;
      if (flags.includes("n")) noFile = true;
      if (/[Cr]$/.test(flags)) {
        // -C cost, -r rounds: a number follows the flag.
        while (i < limit && isBlank(text.charCodeAt(i))) i++;
        while (i < limit && !isSpace(text.charCodeAt(i))) i++;
      }
      continue;
    }
    words.push([s, i]);
  }
  const want = noFile ? 2 : 3;
  return batch && words.length >= want ? words[want - 1]! : null;
}

/** Oracle's tools take `user/password@service` as their first word (`sqlplus system/…@ORCLPDB1`,
 *  `expdp scott/…@orcl`, SQL*Plus's `connect scott/…`): the password's [start, end), or null. */
const ORACLE_COMMANDS = ["sqlplus", "rman", "expdp", "impdp", "sqlldr", "connect", "conn"];
const ORACLE_LOGIN = /(?:[ \t]+-[A-Za-z]+)*[ \t]+(?:target[ \t]*=?[ \t]*)?[A-Za-z_][\w$#]{0,63}\/("[^"\r\n]{1,128}"|[^\s@"'/][^\s@"']{0,127})(?=@|[ \t]|$)/my;

function oracleLogin(text: string, at: number): Span | null {
  const word = ORACLE_COMMANDS.find((w) => text.length >= at + w.length && text.slice(at, at + w.length).toLowerCase() === w);
  if (word === undefined) return null;
  const before = at === 0 ? 10 : text.charCodeAt(at - 1);
  // The command starts a line or follows a prompt, a blank, `$(` or a quote.
  if (!(isSpace(before) || before === 62 || before === 36 || before === 40 || before === 34 || before === 39 || before === 96)) return null;
  // SQL*Plus's own `connect` opens its line, or follows its prompt (`SQL> connect …`).
  if (word === "connect" || word === "conn") {
    let ls = at;
    while (ls > 0 && at - ls < 16 && text.charCodeAt(ls - 1) !== 10) ls--;
    if (ls > 0 && text.charCodeAt(ls - 1) !== 10) return null;
    if (!/^[ \t]*(?:SQL>[ \t]*)?$/i.test(text.slice(ls, at))) return null;
  }
  ORACLE_LOGIN.lastIndex = at + word.length;
  const m = ORACLE_LOGIN.exec(text);
  if (m === null) return null;
  let start = m.index + m[0].length - m[1]!.length;
  let end = m.index + m[0].length;
  if (text.charCodeAt(start) === 34) {
    start++;
    end--;
  }
  const value = text.slice(start, end);
  // `sqlplus / as sysdba`, `sqlplus user/` with no password, a variable or a stand-in.
  if (value.length < 3 || value.startsWith("$") || value.startsWith("&") || isPlaceholderValue(value)) return null;
  return span(start, end, "cli-flag-password");
}

/** PowerShell's `ConvertTo-SecureString "…" -AsPlainText`: the flag says the literal is the
 *  password in clear. Anchored on the flag; the cmdlet and its literal are on the same line. */
function plainTextSecureString(text: string, at: number): Span | null {
  let from = at;
  const limit = Math.max(0, at - MAX_COMMAND_LOOKBACK_CHARS);
  while (from > limit && text.charCodeAt(from - 1) !== 10) from--;
  const cmd = text.slice(from, at).search(/convertto-securestring\b/i);
  if (cmd === -1) return null;
  const m = /(?:[ \t]+-(?:String|AsPlainText|Force)\b)*[ \t]+(?:"([^"\r\n$]{1,256})"|'([^'\r\n]{1,256})')/iy;
  m.lastIndex = from + cmd + "convertto-securestring".length;
  const r = m.exec(text);
  if (r === null) return null;
  const value = r[1] ?? r[2]!;
  const end = r.index + r[0].length - 1;
  const start = end - value.length;
  if (isPlaceholderValue(value)) return null;
  return span(start, end, "cli-flag-password");
}

const rule: Rule = {
  name: "cli-password",
  ids: ["mysql-cli-password", "sshpass-password", "curl-user-password", "cli-flag-password"],
  kind: "secret",
  triggers: [
    { anchor: "-", find: flagFinder, prev: " \t", next: "puawbBcUPA-" },
    ...ORACLE_COMMANDS.map((ci) => ({ ci, edge: (c: number) => !isAlnum(c) && c !== 95 && c !== 45 && c !== 46 })),
  ],
  match({ text }, at) {
    if (text.charCodeAt(at) !== 45) return oracleLogin(text, at);
    if (text.charCodeAt(at + 1) === 65 /* A */) return startsWithCi(text, "-asplaintext", at) ? plainTextSecureString(text, at) : null;
    const command = commandBefore(text, at);
    if (command === null) return null;
    if (command === "htpasswd") {
      const w = htpasswdPassword(text, at);
      if (w === null || isPlaceholderValue(text.slice(w[0], w[1]))) return null;
      return { start: w[0], end: w[1], rule: "cli-flag-password" };
    }
    const { letter, re, id } = flagsOf(command);
    if (text.charCodeAt(at + 1) !== letter.charCodeAt(0) && !((letter === "u" || letter === "U") && text.startsWith("--user", at))) return null;
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
