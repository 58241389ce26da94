/** Passwords given on command lines: `mysql -pS3cret`, `sshpass -p 'S3cret'`,
 *  `curl -u user:S3cret`. Only the command's own line is searched. */
import type { Rule, Span } from "../rule.js";
import { isAlnum } from "../chars.js";
import { isPlaceholderValue } from "../values.js";

const MAX_COMMAND_CHARS = 1024;
const MYSQL_P = /[ \t]-p(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/g;
const SSHPASS_P = /[ \t]-p[ \t]?(?:'([^'\r\n]{1,256})'|"([^"\r\n]{1,256})"|([^\s'"-][^\s'"]{0,255}))/g;
const CURL_U = /[ \t](?:-u|--user)[ \t]+(?:'[^':\r\n]{0,128}:([^'\r\n]{1,256})'|"[^":\r\n]{0,128}:([^"\r\n]{1,256})"|[^\s:'"]{0,128}:([^\s'"]{1,256}))/g;

const COMMANDS: Record<string, { re: RegExp; id: string }> = {
  mysql: { re: MYSQL_P, id: "mysql-cli-password" },
  mariadb: { re: MYSQL_P, id: "mysql-cli-password" },
  sshpass: { re: SSHPASS_P, id: "sshpass-password" },
  curl: { re: CURL_U, id: "curl-user-password" },
};

const rule: Rule = {
  name: "cli-password",
  ids: ["mysql-cli-password", "sshpass-password", "curl-user-password"],
  kind: "secret",
  triggers: Object.keys(COMMANDS),
  match({ text }, at) {
    if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
    const name = Object.keys(COMMANDS).find((k) => text.startsWith(k, at))!;
    const { re, id } = COMMANDS[name]!;
    let lineEnd = at;
    const limit = Math.min(text.length, at + MAX_COMMAND_CHARS);
    while (lineEnd < limit && text.charCodeAt(lineEnd) !== 10) lineEnd++;
    const line = text.slice(at, lineEnd);
    const spans: Span[] = [];
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(line)) !== null) {
      const group = m[1] !== undefined ? 1 : m[2] !== undefined ? 2 : 3;
      const value = m[group]!;
      if (isPlaceholderValue(value)) continue;
      const end = at + m.index + m[0].length - (group === 3 ? 0 : 1);
      spans.push({ start: end - value.length, end, rule: id });
    }
    return spans.length > 0 ? spans : null;
  },
};
export default rule;
