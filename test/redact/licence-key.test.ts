// Licence, product and recovery keys in five-character groups (rules/licence-key.ts): the shape
// vendors print them in needs no name. Near misses: stand-ins, identifiers of other shapes.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a key in groups of five", () => {
  it.each([
    ["Studio PC - licences\nLayout app licence: 8XVQ5-SWFE5-ANNN2-Z6L5K-VR9KH\nMonitor calibrated 12 Nov.", "8XVQ5-SWFE5-ANNN2-Z6L5K-VR9KH"],
    ["| Label designer | front desk | XTYKD-5U4H4-TP34M-RTPEX | perpetual |", "XTYKD-5U4H4-TP34M-RTPEX"],
    ["[22.11.26, 16:40] Esther: LQL4P-QZLAG-GJ296-GF7GH-MM539 - das ist der neue Lizenzschlüssel", "LQL4P-QZLAG-GJ296-GF7GH-MM539"],
    ["Keep this recovery key somewhere safe: YJQDS-8WLCE-PCKJC-L2RKT", "YJQDS-8WLCE-PCKJC-L2RKT"],
    ["CABCORE_LICENCE=788ZS-QX4SG-QDGVG-BUZB8-52GJW", "788ZS-QX4SG-QDGVG-BUZB8-52GJW"],
    // A trailing hyphen ends the key; its shape is still judged.
    ["Recovery key (keep it): YJQDS-8WLCE-PCKJC-L2RKT-, printed 3 Nov", "YJQDS-8WLCE-PCKJC-L2RKT"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("groups of five that are no key", () => {
  it.each([
    // Stand-ins and masks.
    "Enter your key in the form XXXXX-XXXXX-XXXXX-XXXXX-XXXXX.",
    "Licence: XXXXX-XXXXX-XXXXX-AMFM7 (masked)",
    "Example: AAAAA-BBBBB-CCCCC-DDDDD-EEEEE",
    // Fewer than four groups, all digits, lower case, a sixth group, other group sizes.
    "Parcel ref AB123-CD456-EF789 is on its way.",
    "Order 12345-67890-13579-24680 shipped.",
    "build id abc12-def34-ghi56-jkl78",
    "Serial 8XVQ5-SWFE5-ANNN2-Z6L5K-VR9KH-QQ4T2 on the label",
    "GUID {C2EB4D62-AE9F-4D10-B11D-6D3045404E08}",
    // Too few distinct characters.
    "Test key: AB12A-B12AB-12AB1-2AB12",
    // Four groups and a run that goes on after the hyphen: a longer token, not a key whose
    // shape is left unjudged.
    "Enter the key as XXXXX-XXXXX-XXXXX-XXXXX-a1",
    "sku 8XVQ5-SWFE5-ANNN2-Z6L5K-v",
  ])("%s", (text) => expectKept(text));
});
