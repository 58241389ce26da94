// Choices made without a cue phrase (src/core/extract/proposal.ts): a yes to the assistant's
// closing question, a pick by number at the start of a longer reply, a pick by an option's own
// word, and the same choice put up again. Each has a near miss.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { leadingPicks, proposalOf, wordPick } from "../../src/core/extract/proposal.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-12-01T09:30:00Z");
const decisions = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW }).decisions.map((d) => d.text);

describe("a yes to the assistant's closing question", () => {
  it("adopts a value put up as a question, even with a remark after it", () => {
    const ask = "Schedule: with 6-min runs hourly is fine, but every 2h halves warehouse resumes. `0 */2 * * *`? Still lands before the 07:00 UTC extract.";
    expect(decisions([["user", "the dbt job takes 52 min"], ["assistant", ask], ["user", "y"]])).toEqual(["Go with `0 */2 * * *` — Schedule: with 6-min runs hourly is fine, but every 2h halves warehouse resumes"]);
  });
  it("a pronoun question stands for the first statement of its paragraph; repeating its verb says yes", () => {
    const ask = "1. `n_tickets_after_snapshot` joins tickets on customer only, no date filter. Univariate AUC 0.93. Drop it?";
    expect(decisions([["user", "churn model AUC looks too good"], ["assistant", ask], ["user", "drop. oot"]])).toEqual(["Drop it — `n_tickets_after_snapshot` joins tickets on customer only, no date filter"]);
    expect(decisions([["user", "helm 卡住了"], ["assistant", "处理：删掉 `sh.helm.release.v1.payment-gateway.v31`，再 rollback 到 29（v2.13.2）。删？"], ["user", "删。"]])).toHaveLength(1);
  });
  it("near miss: a question that asks what is so is not a proposal, and a yes to it decides nothing", () => {
    expect(proposalOf("Both disks show as 7.3T, model ST8000VN004. Are you sure they're 6TB?")).toBeNull();
    expect(proposalOf("Which port should the proxy use, 8080 or 8443?")).toBeNull();
    expect(decisions([["user", "two 6TB disks"], ["assistant", "Both disks show as 7.3T, model ST8000VN004. Are you sure they're 6TB?"], ["user", "yeah"]])).toEqual([]);
  });
  it("near miss: a yes that comes later than the next turn adopts nothing", () => {
    expect(decisions([["assistant", "Cap maxReplicas at 14?"], ["user", "what about the workers"], ["assistant", "They have their own pool of 20 connections."], ["user", "ok"]])).toEqual([]);
  });
});

describe("a pick at the start of a longer reply", () => {
  it("a numbered list needs no 'options' word: the pick by number adopts the option's words", () => {
    expect(decisions([["assistant", "Warehouse:\n1. keep TRANSFORM_WH Medium\n2. LARGE just for full-refresh runs"], ["user", "2"]])).toEqual(["Go with LARGE just for full-refresh runs"]);
    expect(decisions([["assistant", "Rollback:\n1. roll back to v2.14.3 (rev 41)\n2. hotfix forward"], ["user", "1. go. and tell the on-call"]])[0]).toBe("Roll back to v2.14.3 (rev 41)");
  });
  it("reads numbers, letters and ordinals after fillers", () => {
    expect(leadingPicks("1. go. and declare sev1")).toEqual([1]);
    expect(leadingPicks("b, and tell her")).toEqual([2]);
    expect(leadingPicks("ok go, second one. and the readme")).toEqual([2]);
    expect(leadingPicks("1 and 2 yes. 3 only for the pilot")).toEqual([1, 2]);
  });
  it("near miss: a reply that is only a pick, a user's own numbered list, or a sentence starting with a number pick nothing here", () => {
    expect(leadingPicks("2")).toEqual([]);
    expect(leadingPicks("1. buy tiles\n2. call Meijer")).toEqual([]);
    expect(leadingPicks("3 pods are down since 09:00")).toEqual([]);
  });
});

describe("a yes to an offer put as a question", () => {
  it("adopts the action, not the offer's frame", () => {
    expect(decisions([["user", "split main.rs into modules"], ["assistant", "Done, all 62 tests pass. Want me to add cargo-deny to CI while we're at it?"], ["user", "yes"]])).toEqual(["Add cargo-deny to CI while we're at it"]);
    expect(decisions([["user", "refund or replace?"], ["assistant", "A refund of €24.90 is possible today. Shall I issue it now and send her a short reply in Dutch?"], ["user", "ok"]])).toEqual(["Issue it now and send her a short reply in Dutch"]);
  });
  it("near miss: a proposal without the frame keeps its wording", () => {
    expect(decisions([["assistant", "Warehouse:\n1. keep TRANSFORM_WH Medium\n2. LARGE just for full-refresh runs"], ["user", "2"]])).toEqual(["Go with LARGE just for full-refresh runs"]);
  });
});

describe("a pick by a word only one option holds", () => {
  const when = "Wannear?\n1) freed 15 jan\n2) sneon 16 jan\n3) snein 17 jan";
  it("adopts the option the reply's opening words name", () => {
    expect(decisions([["assistant", when], ["user", "freed dan. 9 oere"]])[0]).toBe("Go with Freed 15 jan");
    const ship = "Ayllu Cargo:\n1) **Aéreo** El Alto → Toronto: Bs 9.300\n2) **Por mar** vía Arica (barco): Bs 4.900";
    expect(decisions([["assistant", ship], ["user", "barco nomás, más barato"]])).toEqual(["Go with Por mar vía Arica (barco): Bs 4.900"]);
  });
  it("near miss: a word two options hold, words naming two options, a question or a long reply pick nothing", () => {
    const options = ["freed 15 jan", "sneon 16 jan", "snein 17 jan"];
    expect(wordPick("jan dan", options)).toBe(0);
    expect(wordPick("freed of sneon", options)).toBe(0);
    expect(wordPick("freed?", options)).toBe(0);
    expect(wordPick("freed would be fine for most of us but the first aid people only come on the weekend", options)).toBe(0);
    expect(wordPick("no idea, freed maybe", options)).toBe(0);
  });
});

describe("the same choice put up again", () => {
  it("a list that repeats an option of an earlier one: the new pick takes the old one's place", () => {
    const first = "Wannear?\n1) freed 15 jan\n2) sneon 16 jan\n3) snein 17 jan";
    const again = "Waar is omslein.\n1) freed 15 jan\n2) sneon, mar betiid (start 08:00)\n3) ôfsizze";
    expect(decisions([["assistant", first], ["user", "2"], ["assistant", again], ["user", "1"]])).toEqual(["Go with Freed 15 jan"]);
  });
  it("near miss: a pick from a list that repeats none of the earlier options leaves the earlier pick", () => {
    const first = "Wannear?\n1) freed 15 jan\n2) sneon 16 jan";
    const other = "Start?\n1) 09:00\n2) 10:00";
    expect(decisions([["assistant", first], ["user", "2"], ["assistant", other], ["user", "1"]])).toEqual(["Go with Sneon 16 jan", "Go with 09:00"]);
  });
});
