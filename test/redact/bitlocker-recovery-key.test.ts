// A BitLocker recovery key (rules/bitlocker-recovery-key.ts): eight groups of six digits, each a
// multiple of 11, a secret named or not. Samples, a checksum slip, dates, shorter
// or longer runs of groups stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const KEY = "790372-507496-319451-502744-466774-535337-445335-782265";

describe("a BitLocker recovery key", () => {
  it.each([
    [`$ pass show office/laptops/ruth-x1\nMA%!t7!Ye=?Lm5G\nbitlocker: ${KEY}\nuser: ruth`, KEY],
    ["Device name: WREN-LT03   Key ID: B0293EAE   Recovery key: 026576-079145-283877-355443-593021-062942-503338-781539", "026576-079145-283877-355443-593021-062942-503338-781539"],
    // Not named at all, or named in a language no rule reads.
    [`Laptop vom Empfang:\n${KEY}\n`, KEY],
    [`[09:14] Sione: ki a oe te taviri: ${KEY}.`, KEY],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // Documentation's sample, and a key whose first group fails the check (790371 is no multiple of 11).
    "Example: 111111-111111-111111-111111-111111-111111-111111-111111",
    "790371-507496-319451-502744-466774-535337-445335-782265",
    // Seven groups, or nine; a group of five digits.
    "790372-507496-319451-502744-466774-535337-445335",
    "790372-507496-319451-502744-466774-535337-445335-782265-000011",
    "79037-507496-319451-502744-466774-535337-445335-782265",
    // A last group that fails the check, and one key in a longer run of digits.
    "790372-507496-319451-502744-466774-535337-445335-782266",
    "ref 4790372-507496-319451-502744-466774-535337-445335-782265",
    // Dates and a phone number.
    "Between 2026-11-13 and 2026-11-20, call 0412-555-273.",
  ])("keeps %s", (text) => expectKept(text));
});
