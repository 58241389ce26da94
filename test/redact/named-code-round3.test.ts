// More of a code's and a chosen word's slot (rules/pin-code.ts, rules/prose-secret.ts):
// - an aside in parentheses between the noun and its value is read past;
// - a bare code's value may be capitals and digits, whole or grouped, if they are mixed, and so
//   may an access code's;
// - a lower-case "pin" takes only a number right in its slot (it is a verb as often);
// - a memorable or security word is a word of letters after its label's colon.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a code's value past an aside, in capitals, after a lower-case pin", () => {
  it.each([
    ["  Key safe (outside the kitchen door): 973049", "973049"],
    ["Set / unset code (keyholders only): 178623", "178623"],
    ["  Front door (visitors): 362910", "362910"],
    ["sorry for the delay, the code is LJU4UD", "LJU4UD"],
    ["Activation code: SQJN-6GVP-8LFJ", "SQJN-6GVP-8LFJ"],
    ["Your one-time activation code: 1MRMHKHS5A", "1MRMHKHS5A"],
    // Named by what it grants ("access", "entry", "admin" also name what a numeric code opens).
    ["Parent access code: 5XSW-U93N-WV9U", "5XSW-U93N-WV9U"],
    ["  Access code:   H4GT-6AU4-5J9D", "H4GT-6AU4-5J9D"],
    ["reviewer access code — CQVL-K69H-68C8-HTQ9", "CQVL-K69H-68C8-HTQ9"],
    ["- carer pin 507105", "507105"],
    // Codes that restore, revoke, claim or reset something; capitals or digits alone in groups
    // under an access word, and a two-step login's long recovery code.
    ["Larkspur launcher (Jonah)\n  Restore code: HHGCWKB3P4", "HHGCWKB3P4"],
    ["Sina sent you a £40 e-gift card.\nClaim code: 34YL-FETA0G-80GY", "34YL-FETA0G-80GY"],
    ["Activation code:  PCNF-QDUE-PTCW\nThis code expires in 14 days.", "PCNF-QDUE-PTCW"],
    ["Room: 206     Valid: 3 days\nAccess code:  03104-18759", "03104-18759"],
    ["Two-step login recovery code: 8YYLC6883USTURNHG7PJUXJ4FZ5WTARH", "8YYLC6883USTURNHG7PJUXJ4FZ5WTARH"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "the code is ISO8601 compliant",
    "code: SHA256 checksums only",
    "error code: E1234X in the log",
    "discount code SPRING24X at checkout",
    "pin the version to 4.2.0",
    "pin the build to 1234",
    "door (left) 1204",
    // A code of capitals and digits named by what it identifies.
    "Transaction code KT8CQOXL8X. Thank you!",
    "Invoice FT 2026/411\nControl code GA0XIY4H-7201",
    "product code AB12CD34 in the catalogue",
    "nimemtumia Barasa 7k ya kwanza kwa M-Pesa, code SCB7HK2LQ4",
    "Access code: 2026-11-30",
    "Product code: ABC-DEF-GHI",
    "Discount code: SAVE-TEN-NOWX",
  ])("%s", (text) => {
    expectKept(text);
  });
});

describe("a memorable or security word", () => {
  it.each([
    ["- Memorable word: jigsawwombat", "jigsawwombat"],
    ["Memorable word: zinniaoyster", "zinniaoyster"],
    ["security word: tuliphouse31", "tuliphouse31"],
    ["* Recovery word: KittlewickHill", "KittlewickHill"],
    ["Memorable information: Blackpool1958", "Blackpool1958"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "the memorable word is optional",
    "Security word: see the letter in the blue folder",
    "we changed the secret word yesterday",
  ])("%s", (text) => {
    expectKept(text);
  });
});
