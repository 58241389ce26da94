// Recovery and backup codes (rules/recovery-codes.ts): a line naming them, then a list of
// code-shaped tokens; each code goes, the naming line and the text after the list stay. Lists
// of other things under such a line, and code-shaped lists under other lines, are kept.
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const HEX = ["a41c7-0d93e", "5be20-77f1c", "c09d3-e8a46", "31f7a-2b5c0"];
const GROUPED = ["Q7MX-2LKD-93PA", "ZT4N-K8WE-1RJC", "H2VB-60YQ-DM5S"];
const DIGITS = ["4819 2270", "6635 0914", "7302 5586"];

describe("recovery codes", () => {
  it.each([
    [`backup-codes-example.txt\n\n${HEX.join("\n")}\n\nStore these somewhere safe.`, HEX],
    [`## Account\n- Recovery codes (print them):\n  - ${GROUPED.join("\n  - ")}\n- Then enable the hardware key.`, GROUPED],
    [`Your backup verification codes\n\n1. ${DIGITS[0]}\n2. ${DIGITS[1]}\n3. ${DIGITS[2]}\n`, DIGITS.flatMap((d) => d.split(" "))],
    [`Emergency scratch codes:\n\`\`\`\n${HEX.slice(0, 3).join("\n")}\n\`\`\``, HEX.slice(0, 3)],
    [`Backup codes: ${GROUPED.join(", ")}`, GROUPED],
    [`recovery codes\n${HEX[0]}  ${HEX[1]}\n${HEX[2]}  ${HEX[3]}\n`, HEX],
    [`リカバリーコード（一度だけ使えます）\n\n${HEX.slice(0, 3).join("\n")}\n`, HEX.slice(0, 3)],
    [`备用码：\n${GROUPED.join("\n")}\n`, GROUPED],
    // A code that drew no digit, of the shape of the codes before it in the list.
    [`Recovery codes\n${HEX[0]}\nqzkvt-bhwme\n${HEX[1]}\n`, [HEX[0], "qzkvt-bhwme", HEX[1]]],
  ])("%s", (text, codes) => {
    for (const c of codes) expectRedacted(text, c);
  });

  it("keeps the naming line and what follows the list", () => {
    const text = `## Account\n- Recovery codes (print them):\n  - ${GROUPED.join("\n  - ")}\n- Then enable the hardware key.`;
    expectKeeps(text, ["## Account", "- Recovery codes (print them):", "- Then enable the hardware key."]);
  });

  it("a line of anything but codes ends the list", () => {
    const out = redact(`Recovery codes:\n${HEX[0]}\n${HEX[1]}\n${HEX[2]}\nticket 2026-a7f3c9 filed\n${HEX[3]}\n`, { mode: "secrets" }).text;
    expect(out).toContain("ticket 2026-a7f3c9 filed");
    expect(out).toContain(HEX[3]);
  });

  it.each([
    // Named, but what follows is no list of codes.
    ["Recovery codes are shown once, after you enable 2FA.\nRun `gh auth refresh` after 10 minutes."],
    ["Backup codes:\n- 2026-11-30 generated\n- 2026-12-01 printed\n- 2026-12-02 stored"],
    // "code", not "codes": a change to backup code, and the commits of it.
    ["Backup code refactor commits:\n- 9fceb02\n- 1a2b3c4\n- 77aa8b1"],
    // Fewer than three codes is not a list.
    [`Recovery codes left:\n${HEX[0]}\n`],
    // A code-shaped word on a line of prose sets no shape for the lines after it.
    ["Backup codes: 1234 first, then the rest\nwork fine here\nsome more text\ndone"],
    // Lines of words of one shape, without a digit, are no list.
    ["Backup codes\nabcde-fghij\nklmno-pqrst\nuvwxy-zabcd"],
    // Code-shaped lines under another heading.
    [`Build ids:\n${HEX.join("\n")}\n`],
  ])("kept: %s", (text) => expectKept(text));
});

describe("a list restated on the naming line", () => {
  it("redacts the codes that open the rest of the line, up to the first word that is none", () => {
    expectRedacted("- Decided to rotate the deploy credential Recovery codes: 7d849-26c44 63db6-51d57 73908-9ac43 d6764-192b8 after the incident", "63db6-51d57");
    expectRedacted("- [2026-11-29] ```env Recovery codes: 7d849-26c44 63db6-51d57 73908-9ac43 d6764-192b8 ```", "d6764-192b8");
  });
  it("keeps a naming line with fewer than three codes on it", () => {
    expectKept("Backup codes: see the vault, 2 left after 2026-10-01 and ab12-cd34");
  });
});

describe("a list pasted into a JSON string", () => {
  it("reads escaped line breaks as the list's lines", () => {
    const text = JSON.stringify({ service: "billing", note: "\nRecovery codes:\nd67cc-439c9\nb76aa-17c01\n64d4b-cd723\n42532-cb979\n" });
    for (const c of ["d67cc-439c9", "b76aa-17c01", "64d4b-cd723", "42532-cb979"]) expectRedacted(`- [ ] Rotate ${text} tomorrow`, c);
  });
});

describe("recovery codes a few lines under their name, quoted, or on its line after a colon", () => {
  it("reads past a line or two of other text before the list", () => {
    const text = "Backup codes for the shared social account\n\nKeep these somewhere safe, each one works once:\n\n  3a0j0bvi    ilfsejt2\n  7nhb6uus    6h8ryvk9\n  tkn64vrf    ya1e6b18\n\nGenerated today";
    for (const c of ["3a0j0bvi", "ilfsejt2", "tkn64vrf", "ya1e6b18"]) expectRedacted(text, c);
    expectKeeps(text, ["Keep these somewhere safe", "Generated today"]);
    const printed = "Airbnb host account — 2-step backup codes\nprinted 12 Nov 2026, kept in the office safe\n1. 6848 6761\n2. 4257 6880\n3. 8163 4491\nUsed: none yet";
    for (const c of ["6848 6761", "4257 6880", "8163 4491"]) expectRedacted(printed, c);
    expectKeeps(printed, ["printed 12 Nov 2026", "Used: none yet"]);
  });

  it("reads a quoted mail's list", () => {
    const text = "Begin forwarded message:\n\n> Recovery codes for the registrar account:\n> 1. 6LJW-BZGP-Q6MX\n> 2. 8BSQ-Q4Z4-GPVA\n> 3. WHZN-YCPA-24GH\n> Please print and put in the safe";
    for (const c of ["6LJW-BZGP-Q6MX", "8BSQ-Q4Z4-GPVA", "WHZN-YCPA-24GH"]) expectRedacted(text, c);
    expectKeeps(text, ["Please print and put in the safe"]);
  });

  it("takes two long codes after the name's colon as the list", () => {
    const text = "pw: elsewhere\nbackup codes: 15959832 10091649\nwithdraw to the business account on the 1st";
    for (const c of ["15959832", "10091649"]) expectRedacted(text, c);
    expectKeeps(text, ["withdraw to the business account"]);
  });

  it.each([
    "backup codes: 2024 2025",
    "Backup codes: 12 left",
    "We turned on backup codes for everyone.\nThe release notes are below.\nSee the wiki for details.\n2024 2025 2026",
    "Recovery codes were regenerated.\nTicket 48213 closed.\nAlso see 99812 and 99813 and 99814",
  ])("keeps %j", (text) => {
    expectKept(text);
  });
});

describe("recovery codes set in numbered columns", () => {
  it("reads past each code's number", () => {
    const text = "BACKUP CODES\nHarbour SSO · m.oduya\n1 64391845     4 81103097\n2 80965466     5 66695084\nEach code can be used once";
    for (const c of ["64391845", "81103097", "80965466", "66695084"]) expectRedacted(text, c);
    const dotted = "Recovery codes\n 1. 53573458    6. 91457195\n 2. 15622351    7. 49854448";
    for (const c of ["53573458", "91457195", "49854448"]) expectRedacted(dotted, c);
  });
  it("keeps a numbered list of other things", () => {
    expectKept("Recovery codes were rotated.\n1 2 3\n4. step four");
  });
});

describe("a used code struck through in the list", () => {
  it("does not end the list, and its codes are taken too", () => {
    const text = "Shop account backup codes (keep!)\n\n5821 0937\n~~7710 2468~~ used\n3306 9154\n9047 6623\n\nwritten down on 2 Nov";
    for (const c of ["5821", "0937", "3306", "9154", "9047", "6623", "7710", "2468"]) expectRedacted(text, c);
    expectKeeps(text, ["written down on 2 Nov"]);
    const bulleted = "Recovery codes:\n- ~~r8k2-w4p7~~ (used in March)\n- m3x9-t6q1\n- b7v2-n5c8";
    for (const c of ["r8k2-w4p7", "m3x9-t6q1", "b7v2-n5c8"]) expectRedacted(bulleted, c);
  });

  it("keeps struck-through prose under the name", () => {
    expectKept("Backup codes were printed.\n~~Meeting on Friday moved~~ cancelled\nSee the wiki for details.");
  });
});
