// The last status recap is the open work as of then (src/core/extract/recap.ts): tasks and
// blockers said before it that it does not list are no longer open; what it lists, and what is
// said after it, stays. Decisions are left alone, and a single list is no recap.
import { describe, expect, it } from "vitest";
import { extract } from "../../src/core/extract/index.js";
import { recapKinds } from "../../src/core/extract/recap.js";
import { transcriptOf, type Line } from "./make-transcript.js";

const NOW = new Date("2026-06-02T00:00:00Z");
const digest = (lines: Line[]) => extract(transcriptOf(lines), { now: NOW });
const texts = (items: Array<{ text: string }>) => items.map((i) => i.text).join("\n");

const EARLY: Line[] = [
  ["user", "we're going with Hetzner for the staging box. remember to renew the TLS cert on the old host tomorrow."],
  ["assistant", "Noted."],
  ["user", "also blocked on the DNS transfer, the registrar hasn't released the domain yet."],
  ["assistant", "Ok."],
];

describe("status recaps", () => {
  it("drops the tasks and blockers said before the last recap that it does not list", () => {
    const d = digest([
      ...EARLY,
      ["assistant", "Where we are:\n\n**Decided**\n- Staging on Hetzner CX22\n\n**To do**\n- Write the migration runbook by Friday\n\n**Blocked**\n- Waiting on the DB dump from Karim"],
    ]);
    expect(texts(d.pending)).toMatch(/migration runbook/);
    expect(texts(d.pending)).not.toMatch(/TLS cert/);
    expect(texts(d.blockers)).toMatch(/DB dump from Karim/);
    expect(texts(d.blockers)).not.toMatch(/registrar/);
    expect(texts(d.decisions)).toMatch(/Hetzner/);
  });

  it("keeps what is said after the recap", () => {
    const d = digest([
      ...EARLY,
      ["assistant", "Decided\n- Staging on Hetzner CX22\n\nTo do\n- Write the migration runbook by Friday"],
      ["user", "oh and remember to order the YubiKeys for Lena tomorrow"],
    ]);
    expect(texts(d.pending)).toMatch(/YubiKeys/);
    expect(texts(d.pending)).toMatch(/migration runbook/);
    expect(texts(d.pending)).not.toMatch(/TLS cert/);
  });

  it("is no recap with one list only: the earlier tasks stay", () => {
    const d = digest([...EARLY, ["assistant", "To do:\n- Write the migration runbook by Friday\n- Check the backup job"]]);
    expect(texts(d.pending)).toMatch(/TLS cert/);
    expect(texts(d.blockers)).toMatch(/registrar/);
  });

  it("leaves the blockers alone when the recap has no blocker list", () => {
    const d = digest([...EARLY, ["assistant", "**Decided**\n- Staging on Hetzner CX22\n\n**To do**\n- Write the migration runbook by Friday"]]);
    expect(texts(d.blockers)).toMatch(/registrar/);
    expect(texts(d.pending)).not.toMatch(/TLS cert/);
  });

  it("reads the kinds of a recap's headings, inline lists included", () => {
    expect([...recapKinds("决定：上 pgbouncer；发版窗口 10:00–12:00\n待办：复盘（周五前）、v2.14.1 发布\n阻塞：DBA-2291 未批")].sort()).toEqual(["blocker", "decision", "pending"]);
    expect([...recapKinds("Decided\nWe talked for a while.\nTo do\nNothing.")]).toEqual([]);
  });
});
