/**
 * A credential the user pasted into the chat is exposed: it stays in the session's history (the
 * transcript on disk, the provider's logs) whatever the compact keeps. So the paste is an open
 * item in any language, whether or not anyone said so: rotate it. Provenance decides, not
 * phrasing: a secret the redaction module found in a user's own turn. One task per kind of
 * credential, raised at the first paste; a later "changed the password" completes it like any
 * task. See docs/design.md, "Context compactor".
 */
import type { Finding } from "../redact/types.js";
import { credentialNounIn } from "../redact/rules/prose-secret.js";
import type { Language } from "./language.js";

export type CredentialKind = "password" | "token" | "key" | "credential";

/** The kind of credential a secret finding is, from its rule id. */
export function credentialKind(rule: string): CredentialKind {
  if (/pass|pwd|netrc|url-credentials|dsn-credentials|recovery-codes/.test(rule)) return "password";
  if (/token|jwt|authorization|cookie|session|pat\b/.test(rule)) return "token";
  if (/key|private/.test(rule)) return "key";
  return "credential";
}

/** How far back on its line a secret's noun is looked for ("my login is … / <value>"). */
const NOUN_WINDOW_CHARS = 80;
const TOKEN_NOUNS = new Set(["token", "jeton", "令牌"]);

/** The kinds of credential among a turn's secret findings (paths and hosts are not secrets). A
 *  secret found by its noun ("the password is …", any language) is named by that noun. */
export function pastedKinds(text: string, findings: readonly Finding[]): CredentialKind[] {
  const kinds = new Set<CredentialKind>();
  for (const f of findings) {
    if (f.kind !== "secret") continue;
    const byRule = credentialKind(f.rule);
    // A vendor's shape names its kind (`ghp_…` is a token); a generic finding is named by the
    // noun or the key before it ("the password is …", `API_TOKEN=…`), in any language.
    if (byRule !== "credential" && !f.rule.startsWith("generic-")) {
      kinds.add(byRule);
      continue;
    }
    const lineStart = text.lastIndexOf("\n", f.start - 1) + 1;
    const noun = credentialNounIn(text.slice(Math.max(lineStart, f.start - NOUN_WINDOW_CHARS), f.start));
    if (noun !== null) kinds.add(noun.family === "password" ? "password" : TOKEN_NOUNS.has(noun.noun) ? "token" : "key");
    // No noun: a `user / password` login (prose-login.ts), or what the rule says.
    else kinds.add(f.rule === "prose-secret" ? "password" : byRule);
  }
  return [...kinds];
}

const NOUNS: Record<Language, Record<CredentialKind, string>> = {
  en: { password: "password", token: "token", key: "API key", credential: "credential" },
  zh: { password: "密码", token: "令牌", key: "密钥", credential: "凭据" },
  ja: { password: "パスワード", token: "トークン", key: "キー", credential: "認証情報" },
};

/** The task, in the session's language: "Rotate the password pasted in the chat on 2026-11-17 …". */
export function rotateTask(kind: CredentialKind, date: string, language: Language): string {
  const noun = NOUNS[language][kind];
  if (language === "zh") return `更换 ${date} 粘贴到对话里的${noun}（它仍在会话记录中）`;
  if (language === "ja") return `${date} にチャットに貼り付けた${noun}を変更する（会話履歴に残っています）`;
  return `Rotate the ${noun} pasted in the chat on ${date} (it stays in the session history)`;
}
