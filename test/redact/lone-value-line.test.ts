// A secret on a line of its own under the sentence that names it (lone-value-line.ts, through
// rules/prose-secret.ts): e-mails, tickets, commit messages and handover notes, in several
// languages; and the lines that look the same but are not introduced as a secret.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const HEX = "61b882b8c9aa67eb0a57d2a4af13cec6ad49c01075da5c4181a4da911c9950bc";
const B64 = "jbLsKrV/VdOJ/3SZMXzRtQ8pPHjSkFFZEs9wbTdI3QcgKoJKIQNeCfvco2WWFWU+";
const UUID = "1f8c2d2f-1750-481b-a9dd-7a4ee8aedde1";

describe("a value on its own line under the sentence that names it", () => {
  it.each([
    ["a sentence that goes on after the noun", `The new signing secret for prod is below; the old one keeps working until Friday.\n\n${HEX}\n\nShout if it fails.`, HEX],
    ["a long sentence, then a blank line", `this is the HS256 key the auth service will use for driver tokens from the next release on. Please put it into the vault.\n\n${B64}\n`, B64],
    ["a wrapped lead in an indented commit message", `    The old key leaked. New signing key for the\n    partner callbacks (prod):\n\n    ${HEX}\n\n    Refs: SEC-118\n`, HEX],
    ["a lead ending in a copula, no blank line", `The AES key (base64) is\n${B64}\nShare it only by phone.`, B64],
    ["a quoted e-mail", `> Der bisherige Schlüssel wird am Freitag deaktiviert.\n>\n> ${HEX}\n`, HEX],
    ["Portuguese: chave", `A chave de API dele é:\n\n${UUID}\n\nNão use em outro lugar.`, UUID],
    ["Portuguese: segredo", `a transportadora mandou o segredo do webhook. Deixo aqui caso precise testar:\n\n${HEX.slice(0, 32)}\n`, HEX.slice(0, 32)],
    ["Russian: ключ", `Сгенерировал ключ шифрования для бэкапов (AES-256, base64). Храним его только здесь:\n\n${B64}\n`, B64],
    ["Japanese: キー on the same line", `APIキー: ${HEX.slice(0, 32)}\n契約ID: DLV-20931`, HEX.slice(0, 32)],
    ["Traditional Chinese: 金鑰", `新的金鑰如下：\n\n${HEX}\n`, HEX],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("a passphrase of plain words, when the lead names a passphrase", () => {
    expectRedacted("If you have to unseal it, the passphrase for the escrowed key share is:\n\n   canyon hazel engine hermit\n\n3. Certificates", "canyon hazel engine hermit");
  });

  it("a .pgpass line under its header comment keeps its fields: only the password goes", () => {
    expectKeeps("# hostname:port:database:username:password\ndb.internal:5432:app_prod:app:-1hr02s^L2YDUT2.1k\n", ["5432:app_prod:app:"]);
  });

  it("keeps the lead and what follows the value", () => {
    expectKeeps(`The new signing secret for prod is below.\n\n${HEX}\n\nSandbox is unchanged.`, ["The new signing secret for prod is below.", "Sandbox is unchanged."]);
  });

  it.each([
    ["a commit id under a shell command, after a subject that says password", "$ git log --oneline -1\n92c9197 feat: add password strength meter\n$ git rev-parse HEAD~2\n92c91972476c7f5a8e5198138a18493bb9c23928\n"],
    ["a value the lead gives to something else: a fingerprint", `The key fingerprint is printed below.\n\n${HEX}\n`],
    ["a request id under a sentence about a token", `The token request failed; the request id is below.\n\n${UUID}\n`],
    ["code under the noun", `if key in cache { return cache[key] }\n\n${HEX}\n`],
    ["a public key", `Our public key for the partner:\n\n${B64}\n`],
    ["a plain-words line under a sentence about a password (not a passphrase)", "The password policy changed this week:\n\nminimum twelve characters everywhere\n"],
    ["a value more than one blank line down", `The new key is below.\n\n\n${HEX}\n`],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a noun whose line already gives its value", () => {
  it("does not introduce the line below ('key: value', then a commit hash)", () => {
    expectKept("key: value\n\n9fceb02d0ae598e95dc970b74767f19372d61af8");
    expectKept("Token: none\n\n3f786850e387550fdab836ed7e6dc881de23001b");
  });
  it("still reads a value under a lead that points to it", () => {
    expectRedacted("The new signing key for prod is below.\n\n61b882b8c9aa67eb7d1f2e3a4b5c6d7e8f901234", "61b882b8c9aa67eb7d1f2e3a4b5c6d7e8f901234");
  });
});

describe("a lead that ends in ':' and is followed by prose", () => {
  it("ends there: the prose is no wrapped lead, and the hash below it is no value", () => {
    expectKept("for key, value in settings.items():\nThe example.com and api.github.com domains are mentioned without a scheme.\n\n9fceb02d0ae598e95dc970b74767f19372d61af8");
  });
  it("a lead wrapped before its colon still introduces the value", () => {
    expectRedacted("New signing key for the\npartner callbacks (prod):\n    9ff3388dd3614a2b8c0e7f1d5a6b9c2e4f708a1b", "9ff3388dd3614a2b8c0e7f1d5a6b9c2e4f708a1b");
  });
});
