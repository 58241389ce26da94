// A wallet's recovery phrase (rules/seed-phrase.ts): 12-24 words of the BIP39 list where a value
// stands, a secret in any language. Prose, word lists of other lengths and the published test
// phrases stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const TWELVE = "zebra saddle fabric marble mirror dolphin bamboo october brave volcano spider gospel";
const TWENTY_FOUR = "arctic eager hover blanket meadow elbow clog amateur zebra cabin cinnamon anchor glimpse scatter fossil garlic aerobic cushion raven harvest canal apology cereal trumpet";

describe("a recovery phrase", () => {
  it.each([
    [`my dad wrote this in his notebook, under the word 'Ledger':\n\n${TWELVE}\n\nis it a wallet?`, TWELVE],
    [`Your wallet generation seed is:\n"${TWELVE}"\nPlease save these 12 words on paper.`, TWELVE],
    [`助记词（按顺序）：${TWENTY_FOUR}\n钱包标签：家庭备用`, TWENTY_FOUR],
    [`Recovery phrase: ${TWELVE}.`, TWELVE],
    [`{"mnemonic": "${TWELVE}", "path": "m/84'/0'/0'"}`, TWELVE],
    [TWELVE, TWELVE],
    // After a label's colon the sentence may go on, also when lines were joined into one.
    [`- Decided to rotate the deploy credential 助记词：${TWELVE} after the incident`, TWELVE],
    [`| billing |  seed: ${TWELVE}  |`, TWELVE],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // The published test phrases repeat their words.
    "Test vector: abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about",
    "legal winner thank year wave sausage worth useful legal winner thank yellow",
    // Eleven or thirteen words, a word outside the list, or prose.
    "zebra saddle fabric marble mirror dolphin bamboo october brave volcano spider",
    "zebra saddle fabric marble mirror dolphin bamboo october brave volcano spider gospel ocean",
    "zebra saddle fabric marble mirror dolphin bamboo october brave volcano spider gospelx",
    "note: the team will review the budget and plan the next release after the holiday",
    // In the middle of a sentence, not where a value stands.
    `he said ${TWELVE} and then left`,
  ])("%s", (text) => {
    expectKept(text);
  });
});

// Inside a JSON string (a transcript line, or a note that quotes one) a line break and a quote
// are escaped; the phrase still stands where a value stands.
describe("a recovery phrase inside a JSON string", () => {
  it.each([
    [`{"note": "\\nYour wallet generation seed is:\\n\\"${TWELVE}\\"\\n"}`, TWELVE],
    [`{"note": "\\n助记词：${TWELVE}\\n"}`, TWELVE],
    [`{"note": "\\n${TWELVE}\\n"}`, TWELVE],
    [`{"note": "\\n\\"${TWENTY_FOUR}\\"\\n"}`, TWENTY_FOUR],
    [`{"note": "seed:\\t${TWELVE}"}`, TWELVE],
    // A JSON string inside another one (a transcript line quoted in a note) escapes twice.
    [JSON.stringify(`{"note": "\\nYour wallet generation seed is:\\n\\"${TWELVE}\\"\\n"}`), TWELVE],
    [JSON.stringify(`{"note": "\\n${TWELVE}\\n"}`), TWELVE],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // Mid-sentence after an escaped line break, as in plain text.
    `{"note": "he said\\n${TWELVE} and then left"}`,
    `{"note": "\\nabandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about\\n"}`,
  ])("%s", (text) => {
    expectKept(text);
  });
});
