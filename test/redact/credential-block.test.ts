// Codes and passwords beside a secret the rules found (credential-block.ts): within a few lines
// of it, in the same block, a value of a code's or a password's shape that a label sets off
// goes too, in any language. Without such a secret nearby, or where the label makes the value an
// identifier, a setting, a phone number or an amount, the text stays.
import { describe, expect, it } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

/** A line the rules read as a secret on their own, to stand beside the neighbours. */
const PASSWORD_LINE = "Wi-Fi password: Tq8#wLm2vZr9";

describe("a code or password beside a secret the rules found", () => {
  it.each([
    // Codes named in languages whose nouns no rule reads.
    [`${PASSWORD_LINE}\nIkhowudi ye-alam — 789187\nIzitshixo zikwidrowa yesibini.`, "789187"],
    [`Sommerhuset – til gæster\n${PASSWORD_LINE}\nNøgleboks: 539772 (tast # bagefter)`, "539772"],
    [`${PASSWORD_LINE}\nTe waehere whakaoho — 720329`, "720329"],
    // The same sentence, a second code after the first.
    ["Mum: alarm code is 318506 and the duress one is 350281 — only if someone is with you", "350281"],
    // A safe's combination, a keypad code wrapped in * and #.
    [`${PASSWORD_LINE}\nWorkshop safe: 47-78-47`, "47-78-47"],
    [`${PASSWORD_LINE}\nside gate code is *74770465# then the key safe`, "74770465"],
    // Chosen and generated passwords set off by a label in any language.
    [`${PASSWORD_LINE}\nPA tablet unlock Sorrel-canyon20`, "Sorrel-canyon20"],
    [`${PASSWORD_LINE}\nMen modpas pou kont volontè yo: Hazel.wicker82`, "Hazel.wicker82"],
    // A printed form's dotted leader between label and value.
    [`${PASSWORD_LINE}\n  Answer ......................... Dapple33`, "Dapple33"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it("reads a JSON string's escaped line breaks as lines", () => {
    const text = JSON.stringify({ note: `\n${PASSWORD_LINE}\nNøgleboks: 697187 (tast # bagefter)\n` });
    expectRedacted(`- ${text}`, "697187");
  });

  it("keeps the labels and the text around them", () => {
    const text = `${PASSWORD_LINE}\nNøgleboks: 539772 (tast # bagefter)\nNøglerne ligger i skuffen.`;
    expectKeeps(text, ["Nøgleboks:", "(tast # bagefter)", "Nøglerne ligger i skuffen."]);
  });
});

describe("what stays beside a secret", () => {
  it.each([
    // Identifiers, named as such.
    `${PASSWORD_LINE}\nCustomer no. 4374675540\nBadge number .... 752583`,
    `${PASSWORD_LINE}\nEmployee 473869`,
    `${PASSWORD_LINE}\nPatient: Eleni Markou   MRN: 00482913`,
    `${PASSWORD_LINE}\nsort code 51-50-07, account 19795507`,
    // The password's user and network.
    `${PASSWORD_LINE}\nLogin: 0048213377`,
    `${PASSWORD_LINE}\nNetwork: BRISA-8841\nSSID: Home-7Q2K-5G`,
    // Settings, ports, pids and times written as code.
    `${PASSWORD_LINE}\nrcon.port=25575\ntimeout: 10000\n"exp": 1795382183`,
    `${PASSWORD_LINE}\n$ ps eww -o args= -p 17301`,
    `${PASSWORD_LINE}\n(integer) 84811`,
    // Phone numbers, amounts, years, counts, dates.
    `${PASSWORD_LINE}\nLocksmith Barry 07700 900110`,
    `${PASSWORD_LINE}\nDeposit £12500 paid 2026-11-20; valid for 30000 km; code is 8 digits`,
    `${PASSWORD_LINE}\nCoastal sediment cores 2019-2026`,
    // Codes of capitals and digits: as often the user name, the network or a serial.
    `${PASSWORD_LINE}\nuser ZLATNIKLAS01 on terminal SCOREMATE-48DE`,
  ])("%s", (text) => {
    const out = redact(text).text;
    // The password line's own secret goes; everything after it stays.
    const rest = text.slice(PASSWORD_LINE.length);
    expect(out.endsWith(rest), out).toBe(true);
  });

  it("leaves a code alone when no secret is near", () => {
    // (The key box's number goes all the same when the paragraph names something a code opens,
    // here "unlock": code-context.ts, not this block.)
    const near = redact("Nøgleboks: 539772 (tast # bagefter)\nPA tablet unlock Sorrel-canyon20");
    expect(near.findings.map((f) => f.rule)).toEqual(["code-in-context"]);
    expectKept("Nøgleboks: 539772 (tast # bagefter)\nPA tablet: Sorrel-canyon20");
    // A blank line ends the block. (A number that opens the paragraph after it is read with
    // that paragraph's words for codes, here "password": code-context.ts, not this block.)
    const text = `${PASSWORD_LINE}\n\nNøgleboks: 539772`;
    expect(redact(text).findings.map((f) => f.rule)).not.toContain("credential-block");
  });

  it("reads no further than a few lines from the secret", () => {
    const text = `${PASSWORD_LINE}\none\ntwo\nthree\nfour\nNøgleboks: 539772`;
    // (A password named in the same paragraph makes it a code all the same: code-context.ts.)
    expect(byBlock(text, "539772")).toBe(false);
  });
});

/** Did credential-block take `value` in `text`? */
function byBlock(text: string, value: string): boolean {
  return redact(text).findings.some((f) => f.rule === "credential-block" && text.slice(f.start, f.end) === value);
}

describe("the pass over its own output", () => {
  it("changes nothing on a second pass, and takes no code by a neighbour it found itself", () => {
    const text = `${PASSWORD_LINE}\nNøgleboks: 539772\nline two\nline three\nNøgleboks: 6620495\nline five\nline six\nGarageport: 448812`;
    const once = redact(text).text;
    expect(once).not.toContain("539772");
    // Its own finds are no evidence: a code four lines below the last secret is not the block's
    // (it goes as a code near a password's name: code-context.ts).
    expect(byBlock(text, "448812")).toBe(false);
    expect(redact(once).text).toBe(once);
  });

  it("stays linear on a long line of secrets and codes", () => {
    const unit = "pw: Tq8#wLm2vZr9 then code 539772 and x ";
    const text = unit.repeat(Math.ceil((1024 * 1024) / unit.length));
    const out = redact(text).text;
    expect(out).not.toContain("539772");
    expect(out).not.toContain("Tq8#wLm2vZr9");
  });
});
