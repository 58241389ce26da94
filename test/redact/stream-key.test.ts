// Live-stream keys in YouTube's shape (rules/stream-key.ts): five groups of four lower-case
// letters and digits need no name. Near misses: stand-ins, numbers in groups, kebab-case words.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

describe("a stream key in groups of four", () => {
  it.each([
    ["#media-crew — 06/11/2026\nSlammin Salmon — 13:03\nstream key for saturday's double header, the old one got revoked:\nSlammin Salmon — 13:06\noo2m-d2t0-tb1m-thtj-tmjp\nHex Appeal — 13:08\nthanks", "oo2m-d2t0-tb1m-thtj-tmjp"],
    ["Hey Sjúrður,\n\nStreymlykilin til YouTube er: fvzo-m4jw-ylde-0pey-eeu1\nLoyniorðið til Zoom kemur seinni.", "fvzo-m4jw-ylde-0pey-eeu1"],
    ["DESCRIPTION:Stream key: 5lhj-rrc1-0biz-98qj-04bv\\nViewers join at 18:45", "5lhj-rrc1-0biz-98qj-04bv"],
  ])("%s", (text, secret) => expectRedacted(text, secret));
});

describe("groups of four that are no stream key", () => {
  it.each([
    "Example: key = xxxx-xxxx-xxxx-xxxx-xxxx",
    "Tell us how we did! Survey code: 2825-1891-1521-7249-0012",
    "ORCID: 0000-0002-6647-7472",
    "see the long-term-data-base-plan-note here",
    "a6-b7 moves: abcd-ab12-abcd-ab12-abcd",
    "six groups: oo2m-d2t0-tb1m-thtj-tmjp-k9a2",
  ])("%s", (text) => expectKept(text));
});
