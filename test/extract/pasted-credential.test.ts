// A credential the user pasted into the chat stays in the session's history, so the compact
// lists rotating it as an open task, in the session's language, named by what was pasted; never
// with the value. An assistant's or a tool's secret is not the user's paste, and a later
// "changed the password" completes the task.
import { describe, expect, it } from "vitest";
import { extractCompact } from "../../src/skills/context-compactor/index.js";
import { credentialKind } from "../../src/core/extract/pasted-credential.js";
import { credentialNounIn } from "../../src/core/redact/rules/prose-secret.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T09:00:00Z");
const PW = "Fjord#Kelp2291x";
const TOKEN = "ghp_9fK2LmQ7xR4tV8wZ1bN6cD3hJ5pS0aYeUi2o";

function pending(lines: Line[]): string {
  const md = extractCompact(transcriptOf(lines), { now: NOW }).markdown;
  expect(md).not.toContain(PW);
  expect(md).not.toContain(TOKEN);
  return md.split("## Pending Actions")[1]?.split("## ")[0] ?? "";
}

describe("a credential the user pasted is a task: rotate it", () => {
  it.each([
    ["English prose", `can you check the portal? my login is nlindqvist@example.com / ${PW}`, /Rotate the password pasted in the chat on 2026-06-01/],
    ["French prose", `le mot de passe du registre est ${PW}, tu peux regarder?`, /Rotate the password pasted/],
    ["a token by its shape", `use this for the API: ${TOKEN}`, /Rotate the token pasted/],
    ["an env line", `export API_TOKEN=${TOKEN}`, /Rotate the token pasted/],
  ])("%s", (_name, text, want) => {
    expect(pending([["user", text], ["assistant", "I can't sign in from here."]])).toMatch(want);
  });

  it("in the session's language", () => {
    const p = pending([
      ["user", `じゃらんの管理画面、パスワード ${PW} です。そちらで止めてもらえますか。`],
      ["assistant", "申し訳ありません、ログインできません。"],
      ["user", "わかりました、宿ネクストのサポートにメールしておきます。"],
    ]);
    expect(p).toMatch(/パスワードを変更する/);
  });

  it("one task per kind, however often it is pasted", () => {
    const p = pending([["user", `password is ${PW}`], ["assistant", "ok"], ["user", `again, the password is ${PW}`]]);
    expect(p.match(/Rotate the password/g)).toHaveLength(1);
  });

  it("not for a secret the assistant or a tool printed", () => {
    const p = pending([["user", "what is in the env file?"], ["tool", `API_TOKEN=${TOKEN}`], ["assistant", `The file sets API_TOKEN=${TOKEN}.`]]);
    expect(p).not.toMatch(/Rotate/);
  });

  it("a message that starts with a longer word of a noun ('Secrets', 'Tokens') is read to its end", () => {
    // The noun search once looked for an earlier match from offset 0 again, forever.
    expect(credentialNounIn("Secrets: 3 masked")).toBeNull();
    expect(credentialNounIn("tokens rotate, the key:")?.noun).toBe("key");
    expect(pending([["user", `Tokens: ${TOKEN}`], ["assistant", "ok"]])).toMatch(/Rotate the token pasted/);
  });

  it("not for a path or a host", () => {
    expect(pending([["user", "the config is in /home/alice/project/.env on db-7.internal.example.com, check it"]])).not.toMatch(/Rotate/);
  });

  it("done once the user says it was changed", () => {
    const p = pending([["user", `my password is ${PW}`], ["assistant", "Please change it, it's in the chat now."], ["user", "I changed the password."]]);
    expect(p).not.toMatch(/Rotate the password/);
  });
});

describe("naming what was pasted", () => {
  it("by rule id", () => {
    expect(credentialKind("generic-password")).toBe("password");
    expect(credentialKind("url-credentials")).toBe("password");
    expect(credentialKind("github-pat")).toBe("token");
    expect(credentialKind("slack-bot-token")).toBe("token");
    expect(credentialKind("openai-api-key")).toBe("key");
    expect(credentialKind("kubernetes-secret-data")).toBe("credential");
  });

  it("by the last credential noun before the value, as whole words", () => {
    expect(credentialNounIn("here's the new stripe key for staging:")).toEqual({ noun: "key", family: "key" });
    expect(credentialNounIn("le mot de passe du registre est")).toEqual({ noun: "mot de passe", family: "password" });
    expect(credentialNounIn("the monkey said")).toBeNull();
    expect(credentialNounIn("token, then the password:")?.noun).toBe("password");
  });
});
