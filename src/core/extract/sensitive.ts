/**
 * Sensitive values never become digest items (docs/design.md, "Context
 * compactor"). The shared redaction module still runs on every write; this is the extractor
 * declining to copy a secret in the first place, so a digest shown to the model before it is
 * written (the tool's `extract` action) carries none either.
 */

export const SECRET_PLACEHOLDER = "<REDACTED_SECRET>";

const PASSWORD_KEY = String.raw`(?:pass(?:word|wd|phrase)|pwd|密码|口令)`;
const TOKEN_KEY = String.raw`(?:secret|token|api[_-]?key|apikey|access[_-]?key|private[_-]?key|client[_-]?secret|credentials?|bearer|session[_-]?key|令牌|密钥)`;

/** Config keys whose values are secrets (env vars, YAML keys). Broader than the prose patterns:
 *  a key named `AUTH_SALT` or `OTP_PIN` is a secret even if its value looks harmless. */
const SECRET_CONFIG_KEY_RE = new RegExp(`${PASSWORD_KEY}|${TOKEN_KEY}|(?:^|[_.-])(?:auth|salt|otp|pin|cookie|signature|dsn)(?:$|[_.-])`, "i");

const SECRET_VALUE_RES: RegExp[] = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g,
  /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}\b/g,
  /\bgithub_pat_[A-Za-z0-9_]{20,}\b/g,
  /\b(?:sk|rk|pk)-(?:proj-|live-|test-|ant-)?[A-Za-z0-9_-]{16,}\b/g,
  /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}\b/g,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/g,
  /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/g,
  /\bAIza[0-9A-Za-z_-]{30,}\b/g,
  /\bglpat-[A-Za-z0-9_-]{20,}\b/g,
  /\bnpm_[A-Za-z0-9]{30,}\b/g,
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\b/g, // JWT
  /\b[A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/[^\s:@/]+:[^\s@/]+@/g, // credentials in a URL
  /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/g,
];

/** `password=…`, `"api_key": "…"`, `the password is …`, `密码是…`: the key stays, the value goes. */
const KEYED_PASSWORD_RE = new RegExp(
  String.raw`((?:["']?[\w.-]*${PASSWORD_KEY}[\w.-]*["']?)\s*(?:=|:|：|\bis\b|是|为)\s*)(["']?)([^\s"',;]{4,})\2`,
  "gi",
);
/** "user admin with password Tr0ub4dor&3": no separator, but a value that looks like a secret. */
const BARE_PASSWORD_RE = new RegExp(String.raw`(\b${PASSWORD_KEY}\s+(?:of\s+)?)((?=[^\s,;]*\d)(?=[^\s,;]*[A-Za-z])[^\s,;]{6,}|(?=[^\s,;]*[^\w\s,;])[^\s,;]{8,})`, "gi");
const KEYED_TOKEN_RE = new RegExp(
  String.raw`((?:["']?[\w.-]*${TOKEN_KEY}[\w.-]*["']?)\s*(?:=|:|：|\bis\b|是|为)\s*)(["']?)((?=[^\s"',;]*\d)[^\s"',;]{8,}|[^\s"',;]{16,})\2`,
  "gi",
);

/** Replaces secret values in `text` with a placeholder. */
export function maskSecrets(text: string): { text: string; masked: number } {
  let masked = 0;
  let out = text;
  for (const re of SECRET_VALUE_RES) {
    out = out.replace(re, (m) => {
      masked++;
      // Keep a URL's scheme so "postgres://…" still reads as a connection string.
      const scheme = /^([A-Za-z][A-Za-z0-9+.-]{1,20}:\/\/)/.exec(m);
      return scheme && m.endsWith("@") ? `${scheme[1]}${SECRET_PLACEHOLDER}@` : SECRET_PLACEHOLDER;
    });
  }
  out = out.replace(BARE_PASSWORD_RE, (m, head: string, value: string) => {
    if (value.startsWith("<")) return m;
    masked++;
    return `${head}${SECRET_PLACEHOLDER}`;
  });
  for (const re of [KEYED_PASSWORD_RE, KEYED_TOKEN_RE]) {
    out = out.replace(re, (m, head: string, _q: string, value: string) => {
      if (value.startsWith("<")) return m; // already a placeholder
      masked++;
      return `${head}${SECRET_PLACEHOLDER}`;
    });
  }
  return { text: out, masked };
}

/** True when a config key names a secret; such keys never reach Technical Context. */
export function isSecretKey(key: string): boolean {
  return SECRET_CONFIG_KEY_RE.test(key);
}
