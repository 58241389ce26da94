/**
 * Credentials inside URLs: `postgres://app:s3cret@db/app`, `https://user:token@host/`,
 * `https://ghp_…@github.com/…`. Only the password (or a token-like user name) is removed, so
 * under the `secrets` policy the rest of the URL stays useful. Database and broker schemes get
 * their own rule id (connection-uri-password) because that is the leak users search for.
 */
import type { Rule } from "../rule.js";
import { span } from "../rule.js";
import { isAlnum, isAlpha, isDigit, isSpace, runStart } from "../chars.js";
import { charClasses, shannonEntropy } from "../entropy.js";
import { isPlaceholderValue } from "../values.js";
import { PLACEHOLDERS } from "../placeholders.js";

const MAX_SCHEME_CHARS = 32;
const MAX_AUTHORITY_CHARS = 256;
/** A user name without a password is only a secret when it looks like a token. */
const MIN_TOKEN_USER_CHARS = 20;
const MIN_TOKEN_USER_ENTROPY_BITS = 3.5;

const DB_SCHEMES = new Set([
  "postgres", "postgresql", "mysql", "mariadb", "mongodb", "mongodb+srv", "redis", "rediss", "amqp", "amqps",
  "mssql", "sqlserver", "oracle", "clickhouse", "cockroachdb", "couchdb", "neo4j", "neo4j+s", "bolt", "cassandra",
  "nats", "kafka", "memcached", "ldap", "ldaps", "smtp", "smtps", "ftp", "sftp", "mqtt", "mqtts", "elasticsearch",
]);

const isSchemeChar = (c: number): boolean => isAlnum(c) || c === 43 || c === 46 || c === 45;
/** Where the authority part of a URL can no longer continue. */
const isAuthorityStop = (c: number): boolean => isSpace(c) || c === 34 || c === 39 || c === 60 || c === 62 || c === 96 || c === 92;

const rule: Rule = {
  name: "url-credentials",
  ids: ["connection-uri-password", "url-credentials"],
  kind: "secret",
  triggers: ["://"],
  match({ text }, at) {
    const from = at + 3;
    const limit = Math.min(text.length, from + MAX_AUTHORITY_CHARS);
    // The last @ before the end of the authority; passwords may contain @ or / unencoded.
    let atSign = -1;
    for (let i = from; i < limit; i++) {
      const c = text.charCodeAt(i);
      if (isAuthorityStop(c)) break;
      if (c === 60 /* < */) break;
      if (c === 64 /* @ */) atSign = i;
    }
    if (atSign <= from) return null; // most URLs: no user info, and no need for the scheme
    const schemeStart = runStart(text, at, isSchemeChar, MAX_SCHEME_CHARS);
    if (schemeStart === at || !isAlpha(text.charCodeAt(schemeStart))) return null;
    const scheme = text.slice(schemeStart, at).toLowerCase();
    const userinfo = text.slice(from, atSign);
    // The secret placeholder itself contains no @, so a redacted URL never matches again.
    if (userinfo.includes(PLACEHOLDERS.secret)) return null;
    const colon = userinfo.indexOf(":");
    const isDb = DB_SCHEMES.has(scheme);
    if (colon === -1) {
      // https://ghp_…@github.com: a token passed as the user name.
      if (userinfo.includes("/") || userinfo.length < MIN_TOKEN_USER_CHARS) return null;
      if (shannonEntropy(userinfo) < MIN_TOKEN_USER_ENTROPY_BITS || charClasses(userinfo) < 2 || isPlaceholderValue(userinfo)) return null;
      return span(from, atSign, "url-credentials");
    }
    const user = userinfo.slice(0, colon);
    const password = userinfo.slice(colon + 1);
    // "host/path@x" or "host:8080/@scope/pkg": the @ was in the path, not after credentials.
    if (user.includes("/") || (!isDb && password.includes("/"))) return null;
    if (/^[0-9]{1,5}(?:\/|$)/.test(password)) return null;
    if (password.length === 0 || isPlaceholderValue(password)) return null;
    // A password made only of digits shorter than 4 is a port typo, not a secret.
    if (password.length < 4 && [...password].every((ch) => isDigit(ch.charCodeAt(0)))) return null;
    return span(from + colon + 1, atSign, isDb ? "connection-uri-password" : "url-credentials");
  },
};
export default rule;
