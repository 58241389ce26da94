// An authenticator's setup key printed in groups of four (rules/base32-seed.ts): a secret in any
// language, named or not. Card numbers, hex groups, words and codes in groups stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a TOTP setup key in groups of four", () => {
  it.each([
    ["Enter your account name and this key:\n   lkgj bdrp r52v bakt 6hls 4bqw jyxh 354w\nMake sure Time based is selected.", "lkgj bdrp r52v bakt 6hls 4bqw jyxh 354w"],
    ["AWS root MFA setup key (for the backup authenticator): JSGU BOY4 SZEM TO5S DMSN W45W TTJ2 JID4\nverified on 2 Nov.", "JSGU BOY4 SZEM TO5S DMSN W45W TTJ2 JID4"],
    // Named in a language no rule reads, or not named at all.
    ["Clé de configuration : n6qm e7mf 75um z2bl ycwp mywa 56c3 v5zd (ne pas partager)", "n6qm e7mf 75um z2bl ycwp mywa 56c3 v5zd"],
    ["[21:04] Mia: dá pra colocar no app? wuqh 5epr oiw7 5xk7", "wuqh 5epr oiw7 5xk7"],
    ["| github | 2fa | PSAB ENCT MS5T QFYU 2EIR OMGM R5CP 7SSC |", "PSAB ENCT MS5T QFYU 2EIR OMGM R5CP 7SSC"],
    // After a short word and a colon, which is no group of its own.
    ["key: p3oy v5rk u7he d3cl m7pj r6he k3is f6ps", "p3oy v5rk u7he d3cl m7pj r6he k3is f6ps"],
    // Inside a JSON string, right after an escaped break, as a transcript stores it.
    ['{"text": "Enter this setup key in your authenticator app:\\nwuqh 5epr oiw7 5xk7\\nthen the code"}', "wuqh 5epr oiw7 5xk7"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A test card number and hex groups: a group without a letter, or digits base32 lacks.
    "Use the test card 4242 4242 4242 4242 with any future date.",
    "Fingerprint: A3CA 5542 56AE 2F33 (verify before trusting)",
    // Words in groups of four letters, without digits.
    "KEEP THIS SLIP AWAY FROM CHILDREN",
    "real talk this time, it works",
    // Three groups are too few; mixed case is no base32 printout.
    "Code: ab3c de4f gh5k",
    "Serial: Ab3c De4f Gh5k Jm6n",
    // A hex run in groups (only a–f besides digits).
    "sha prefix: ab3c de4f ac5d bb6e",
  ])("%s", (text) => {
    expectKept(text);
  });
});
