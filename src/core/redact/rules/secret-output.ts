/**
 * What a command prints when its job is to print a secret: the line after
 *
 *   $ aws ecr get-login-password --region eu-west-1
 *   $ gcloud auth print-access-token
 *   $ kubectl get secret pg -o jsonpath='{.data.password}' | base64 -d
 *   $ vault kv get -field=password kv/db        $ op read op://vault/db/password
 *   $ security find-generic-password -s api -w  $ gh auth token      $ openssl rand -hex 32
 *   $ consul keygen      $ wg genkey      $ cat config/master.key      $ bin/rails secret
 *
 * is the secret, with no name beside it. Anchored on the command; the output is each following
 * line up to a blank line or the next prompt, one token per line.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { isBlank, isSpace, lineEndWithin as lineEnd } from "../chars.js";
import { isCjkCodePoint } from "../../text/cjk.js";
import { placeholderAt } from "../placeholders.js";
import { isPlaceholderValue } from "../values.js";

/** Commands (and what their line must also say) whose output is a secret. */
const COMMANDS: ReadonlyArray<{ trigger: string; also?: readonly string[] }> = [
  { trigger: "get-login-password" }, // aws ecr, aws codeartifact
  { trigger: "get-authorization-token", also: ["--output text"] },
  { trigger: "print-access-token" }, // gcloud auth
  { trigger: "print-identity-token" },
  { trigger: "get secret", also: ["jsonpath", "base64", "go-template"] }, // kubectl
  { trigger: "vault kv get", also: ["-field"] },
  { trigger: "vault read", also: ["-field"] },
  { trigger: "op read " }, // 1Password CLI
  { trigger: "pass show " },
  { trigger: "find-generic-password", also: [" -w"] }, // macOS keychain
  { trigger: "find-internet-password", also: [" -w"] },
  { trigger: "gh auth token" },
  { trigger: "auth:token" }, // heroku
  { trigger: "get-access-token", also: ["tsv", "--query"] }, // az account
  { trigger: "secrets get", also: ["--plain"] }, // doppler
  { trigger: "openssl rand" },
  // Key generators, and the files they write printed back.
  { trigger: "consul keygen" },
  { trigger: "gossip keyring generate" }, // nomad
  { trigger: "wg genkey" }, // WireGuard: prints the private key unless piped on
  { trigger: "cat privatekey" },
  { trigger: "master.key", also: ["cat "] }, // Rails
  { trigger: "rails secret" },
  { trigger: "key:generate", also: ["--show"] }, // Laravel
  { trigger: "kubeadm token create" },
  { trigger: "token_hex(" }, // python -c 'import secrets; print(secrets.token_hex(32))'
  { trigger: "token_urlsafe(" },
];

const MAX_COMMAND_LINE_CHARS = 512;
const MAX_OUTPUT_LINES = 4;
const MAX_OUTPUT_CHARS = 16 * 1024;
const MIN_SECRET_CHARS = 8;

/** Start of the line after the one that ends at `e` (past `\r\n`). */
const nextLine = (text: string, e: number): number => e + (text.charCodeAt(e) === 13 && text.charCodeAt(e + 1) === 10 ? 2 : 1);

/** A shell prompt starts this line (`$ `, `# `, `> `, `PS C:\>`): the output has ended. */
function isPrompt(text: string, s: number): boolean {
  const c = text.charCodeAt(s);
  return ((c === 36 || c === 35 || c === 62 || c === 37) && isBlank(text.charCodeAt(s + 1))) || text.startsWith("PS ", s);
}

const rule: Rule = {
  name: "secret-output",
  ids: ["command-output-secret"],
  kind: "secret",
  triggers: COMMANDS.map((c) => c.trigger),
  match(ctx: ScanContext, at: number): Span[] | null {
    const { text } = ctx;
    const cmd = COMMANDS.find((c) => text.startsWith(c.trigger, at));
    if (cmd === undefined) return null;
    const end = lineEnd(text, at, Math.min(text.length, at + MAX_COMMAND_LINE_CHARS));
    // A digest or a log may join the output onto the command's line
    // ("$ gcloud auth print-access-token w5v4…"): a long token with letters and digits after
    // the command, on the same line, is that output.
    const sameLine = tokensAfter(text, at + cmd.trigger.length, end);
    if (sameLine.length > 0) return sameLine;
    // A placeholder there is that output, redacted by an earlier pass: the lines below are
    // whatever followed it, and reading them as the output would make a second pass change the
    // text (redact is idempotent).
    if (placeholderAfter(text, at + cmd.trigger.length, end)) return null;
    if (end === text.length || (text.charCodeAt(end) !== 10 && text.charCodeAt(end) !== 13)) return null;
    if (cmd.also) {
      let s = at;
      while (s > 0 && at - s < MAX_COMMAND_LINE_CHARS && text.charCodeAt(s - 1) !== 10) s--;
      const line = text.slice(s, end);
      if (!cmd.also.some((a) => line.includes(a))) return null;
    }
    const limit = Math.min(text.length, end + MAX_OUTPUT_CHARS);
    const spans: Span[] = [];
    let s = nextLine(text, end);
    for (let n = 0; n < MAX_OUTPUT_LINES && s < limit; n++) {
      const e = lineEnd(text, s, limit);
      if (e === s || isPrompt(text, s)) break;
      let vs = s;
      while (vs < e && isBlank(text.charCodeAt(vs))) vs++;
      let ve = e;
      while (ve > vs && isSpace(text.charCodeAt(ve - 1))) ve--;
      const v = text.slice(vs, ve);
      // One token per line: a message ("Warning: …", "Error from server") is not the secret, and
      // nor is a label ending in a colon ("metadata:", "data:" of a YAML dump; base64, hex and
      // the tokens these commands print do not end in one).
      // A line of Chinese or Japanese prose has no space either, and no command here prints one.
      let token = ve - vs >= MIN_SECRET_CHARS && text.charCodeAt(ve - 1) !== 58; /* : */
      for (let k = vs; k < ve && token; k++) {
        const c = text.charCodeAt(k);
        token = !isSpace(c) && !isCjkCodePoint(c);
      }
      if (token && !isPlaceholderValue(v)) spans.push({ start: vs, end: ve, rule: "command-output-secret" });
      s = nextLine(text, e);
    }
    return spans.length > 0 ? spans : null;
  },
};
/** Does one of our placeholders stand in [from, to)? */
function placeholderAfter(text: string, from: number, to: number): boolean {
  for (let k = text.indexOf("<", from); k !== -1 && k < to; k = text.indexOf("<", k + 1)) if (placeholderAt(text, k)) return true;
  return false;
}

/** Tokens of at least SAME_LINE_MIN_CHARS characters with letters and digits in [from, to). */
const SAME_LINE_MIN_CHARS = 24;
function tokensAfter(text: string, from: number, to: number): Span[] {
  const out: Span[] = [];
  let k = from;
  while (k < to) {
    while (k < to && isSpace(text.charCodeAt(k))) k++;
    const ts = k;
    // Piped or redirected output is not printed: what follows is another command.
    if (text.charCodeAt(ts) === 124 /* | */ || text.charCodeAt(ts) === 62 /* > */) break;
    let digit = false;
    let upper = false;
    let lower = false;
    let equals = false;
    while (k < to && !isSpace(text.charCodeAt(k))) {
      const c = text.charCodeAt(k);
      if (c >= 48 && c <= 57) digit = true;
      else if (c >= 65 && c <= 90) upper = true;
      else if (c >= 97 && c <= 122) lower = true;
      else if (c === 61) equals = true;
      k++;
    }
    // A leading "-" is a flag ("--cluster-name=prod-2024"), unless the token is mixed-case with
    // no "=": base64url output may begin with "-" ("-Re-UimPXstfLT1ga-WMS_C4Ny…").
    const flag = text.charCodeAt(ts) === 45 /* - */ && (equals || !(upper && lower));
    if (k - ts >= SAME_LINE_MIN_CHARS && digit && (upper || lower) && !flag && !isPlaceholderValue(text.slice(ts, k))) {
      out.push({ start: ts, end: k, rule: "command-output-secret" });
    }
  }
  return out;
}
export default rule;
