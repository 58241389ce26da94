// Two shapes that name a secret without a secret's noun:
// - a number a door, gate, alarm or key safe opens with, in the noun's value slot or ending its
//   line (rules/pin-code.ts, OPENER_NOUNS): five digits at least for a door, a gate or an alarm,
//   which have other numbers too, four for a key safe or a lockbox;
// - a `user / password` pair right after a label's colon, or after an e-mail address
//   (rules/prose-login.ts, pairAt).
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a number a door, a gate, an alarm or a key safe opens with", () => {
  it.each([
    ["[18/10/2026, 17:28:37] Sandra Host: Sorry changed it sunday!! gate 482144", "482144"],
    ["and the boot room door is 894327 now too", "894327"],
    ["Key safe by the shutter 636058", "636058"],
    ["Main door: 852417 + ✓", "852417"],
    ["- garage keypad 567144", "567144"],
    ["NOTE:Annual boiler service. Side gate 689536\\, alarm 571836 (panel in hall).", "571836"],
    ['{"access":{"key_safe":"522579","notes":"customer away"}}', "522579"],
    ["lockbox 4821 on the railing", "4821"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    // A time, a room or a street number, a number out of the slot, a short one.
    "alarm 0630 every weekday",
    "door 1204 on the second floor",
    "the alarm went off at 10300 Main St",
    "gate B12 boards at 1430",
    "safe harbour since 2019",
    "the gate opens for 12000 visitors a day",
    "engineer Marek Zielinski, Gas Safe 561204.",
  ])("%s", (text) => {
    expectKept(text);
  });
});

describe("a user / password pair after a label or an e-mail address", () => {
  it.each([
    ["Wifi: SeaviewLoft_5G / Obsidian-sorrel74", "Obsidian-sorrel74"],
    ["> Router admin: admin / HSLPCa1JSW_daf", "HSLPCa1JSW_daf"],
    ["  admin: kenji@bluefinsushi.example / Kelp_5160vessel_", "Kelp_5160vessel_"],
    ["it's orders@kittiwakestudio.example / tO5nnE+JCSw=AyR - but I'd rather not", "tO5nnE+JCSw=AyR"],
    ["4.3 CCTV recorder app: harbourhive / OZLi+6rj+2_P0re_", "OZLi+6rj+2_P0re_"],
    ["Front desk\tdesk laptop: frontdesk / Yonder-umber16", "Yonder-umber16"],
    // Two blanks after the slash, as a pasted column leaves them.
    ["Wifi: SeaviewLoft_5G /  Obsidian-sorrel74", "Obsidian-sorrel74"],
  ])("%s", (text, secret) => {
    expectRedacted(text, secret);
  });

  it.each([
    "Time: 10:30 / 11:45",
    "Route: GET /api / POST /v2",
    "Models: GPT-4o-mini / Claude-3.5-Sonnet",
    "Status: open / closed",
    "Docs: https://example.com/a / https://example.com/b",
    "ratio 3 / 4 of the builds passed",
    "account: admin / <password>",
  ])("%s", (text) => {
    expectKept(text);
  });
});
