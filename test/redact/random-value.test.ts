// A generated value of letters and digits standing in prose, named in a language no rule reads
// (rules/random-value.ts): the word's class changes at random, and it stands where prose puts a
// value. Ids, hashes, encoded data and the values of structured fields look the same and are
// kept: by their prefix, their decoding, or where they stand.
import { describe, expect, it } from "vitest";
import { randomShape } from "../../src/core/redact/rules/random-value.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";
import { PLACEHOLDERS, redact } from "../../src/core/redact/index.js";

describe("a generated value named in any language", () => {
  it.each([
    // The noun in a script or a language the name rules do not read.
    ["Ravi: ఆఫీస్ కొత్త పాస్‌కీ qW7rTz2kLm9X అని చెప్పండి", "qW7rTz2kLm9X"],
    ["Tenimiafina vaovao an'ny birao: Hx4nRk8pQe2W", "Hx4nRk8pQe2W"],
    ["Umbuzo wenethiwekhi ngu Dz5Lk2Wq9nRt, ungawunikezi muntu", "Dz5Lk2Wq9nRt"],
    ["Сырсөз алмашты: vN3kQ8rLx2Pz", "vN3kQ8rLx2Pz"],
    ["- 비번: vN3kQ8rLx2Pz-Wq\n마이그레이션만 돌려주세요", "vN3kQ8rLx2Pz-Wq"],
    ["ဆိုင် Wi-Fi က Pq7Xw2Rk9mLz ပါ။", "Pq7Xw2Rk9mLz"],
    ["- kodi ya mtandao — Tg4Hn8Qz2Wk9", "Tg4Hn8Qz2Wk9"],
    // English too, where no noun says what it is.
    ["[09:14] Ana: the new one is Bk9zQ2mXr7Lw, old one stops tonight", "Bk9zQ2mXr7Lw"],
    ["Temporary code for the portal:  PT8uK4z2Cw8E", "PT8uK4z2Cw8E"],
    // Inner dashes and underscores, as some generators write them.
    ["O le upu fou: Vn8NqG-mswk. Suia pe a e ulufale", "Vn8NqG-mswk"],
    ["mot de passe wifi du gîte → I4q_GeXkfuLn", "I4q_GeXkfuLn"],
    // Inside a JSON string, after and before an escaped break.
    ['{"note": "\\nTenimiafina vaovao: Hx4nRk8pQe2W\\n"}', "Hx4nRk8pQe2W"],
    ['{"text": "\\nHx4nRk8pQe2W\\tok"}', "Hx4nRk8pQe2W"],
    // Passed by position in code: no name for a keyed rule to read.
    ['client = Client("ci-bot", "tokHuiazzs6n41M5XSnLxC")', "tokHuiazzs6n41M5XSnLxC"],
    ["INSERT INTO accounts VALUES (8, 'reader', 'Hx4nRk8pQe2W_bq', false);", "Hx4nRk8pQe2W_bq"],
    // Lines joined with blanks, which look like a table's columns but for the label.
    ["TODO: rotate  Tenimiafina vaovao: Hx4nRk8pQe2W  tomorrow", "Hx4nRk8pQe2W"],
    ["| service | credential |\n|---|---|\n| billing |  kodi ya mtandao: Hx4nRk8pQe2W  |", "Hx4nRk8pQe2W"],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("look-alikes keep their text", () => {
  it.each([
    // Identifiers made of words: few class changes, mostly syllables.
    ["call getUser2Profile on MacBookPro16 and iPhone15ProMax"],
    ["the HttpClient2Factory and XmlParser3Impl classes, an Int32Array, OAuth2Client"],
    // Object ids with a type prefix; hashes with their algorithm.
    ["refunded ch_3Sq2uHu9CTGy3XwKAqJ69rAd for cus_9xD7lM71WpCEPw"],
    ["tool call toolu_01UM0AzTk4KCsTgaxyq3rTqv returned"],
    ["integrity sha512-Lwou7Qdn8mPRFrnndf7SfkU4UWU8T ok"],
    ["PR_kwDOUrSJ_vL492T1QvPe was merged, and the user U_kgDOBx7Qz2kLm9X8 closed I_kwDOHx4nRk8pQe2W"],
    // Encoded public formats and base64 of text.
    ["ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIVf9N deploy"],
    ["payload b3JkZXIgMTIzNCBzaGlwcGVk decoded fine"],
    ["the SPKI MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE in DER"],
    // Values of identifier labels, in several scripts.
    ["request id Jw7seVODZH4Xq failed twice"],
    ["追踪编号：8eXIjgBHKJ4cLeqkH3tHw"],
    ["Ticket #Xk7Lm2Qp9Rz4 closed"],
    ["video Jw7seVODZH4 is up"],
    // A public key named public, in a language the prose rule reads.
    ["Moj javni ključ za potpis: RWQValMFBLexgJGIeYj7hxK2F6RO8kL6x"],
    // Structure: CSV and TSV cells, aligned columns, identifier keys, a pipe table, a config
    // file's one-word key, a base64 block.
    ["id,created,kind\nUS8JMPQMyXtf70wa9DaeMM,2026-11-27,refund"],
    ["green  open   orders-2026.11 KGSBcfxIvXf-XcRX4uBrnI   1   1      58812"],
    ['      "kid": "FQMtLle8b2DpidBhj0piZc",'],
    ["  index_uuid: pNo0Q5P0u7sDA-GLVaHtuc"],
    ["| build | Qm4rT8zLw2Kx |"],
    ["| nanoid README | `Qm4rT8zLw2Kx_b-Tz` |"],
    ["$ minisign -Vm cli.tar.gz -P RWQRtyu0U7Wveg5fAJd4DQ7rxOzKthLIfp7tMq0eT4CJ8EbmCTym2inh"],
    ["value: Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3"],
    ["MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAm1DhvpEM2ZqZzR\nUgPhdYxeA7ITZ2PNkkah7DygR88XMQlJ"],
    // Joined to a path, a URL, an e-mail, a variable or stored ciphertext.
    ["see /srv/Qm4rT8zLw2Kx/log and https://x.example/Qm4rT8zLw2Kx"],
    ["password=ENC(G6N718UuyPE5bHyWKyuLQSm02auQPUtm)"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("the shape of a generated word", () => {
  it("needs both cases, a digit and frequent class changes", () => {
    expect(randomShape("iCx7N7wro9RA")).toBe(true);
    expect(randomShape("Tg4Hn8Qz2Wk9")).toBe(true);
    expect(randomShape("icx7n7wro9ra")).toBe(false); // one case
    expect(randomShape("iCxNwroRAbcQ")).toBe(false); // no digit
    expect(randomShape("MacBookPro16")).toBe(false); // words
    expect(randomShape("XmlParser3Impl")).toBe(false); // words, one of them a capital's
    expect(randomShape("Int32Array")).toBe(false);
    expect(randomShape("iCx7N7wro")).toBe(false); // too short
    expect(randomShape("ef5be14a20f51626-AMS")).toBe(false); // no mixed-case part
    expect(randomShape("-iCx7N7wro9RA")).toBe(false);
  });
});

// A second pass reads a base64 block as the first did: a line an earlier pass replaced with the
// placeholder stands for a line of the same block (reliability seed 382639710: a PuTTY key's
// public lines, one of them redacted, made the other a lone line on the rescan).
describe("a base64 block with a redacted line", () => {
  const pub1 = "BkyB7tGHUEdVsmQwe5SMxDcqV7uEdHmNR5nclifJ55ClHZAY7YDI5XdCzhEzZ6iZ";
  const pub2 = "msMb438f8quStrRDQt8Nvpxim1zGAJPRiLy08bALDdvWej1zQllWD4ZSLKmaC4ex";
  it("keeps the block's other line, as the first pass did", () => {
    const once = redact(`Public-Lines: 2\n${pub1}\n${pub2}\nPrivate-Lines: 1\nA4n1cC5yGddlrR08yFL9kuJK0IAdPlYSp1qbWYoKHn4wKVrb79j6CbCxQHj/0pta`).text;
    expect(once).toContain(pub1);
    expect(redact(once).text).toBe(once);
    expect(redact(`Public-Lines: 2\n${pub1}\n${PLACEHOLDERS.secret}`).text).toContain(pub1);
  });
  it("still takes a lone long line for a generated value", () => {
    expect(redact(`Recovery key\n${pub1}\nkeep it offline`).text).not.toContain(pub1);
  });
});
