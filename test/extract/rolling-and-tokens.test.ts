// rollingFields (SESSION-STATE.md without an LLM) and the code-point weighted token estimate.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { estimateTokens, fitFields, MAX_ROLLING_FIELD_CHARS, MAX_ROLLING_TOTAL_CHARS, rollingFields, detectLanguage } from "../../src/core/extract/index.js";
import { transcriptOf } from "./make-transcript.js";

describe("rollingFields", () => {
  const t = transcriptOf([
    ["user", "We're building the billing export for Ledgerly."],
    ["user", "Let's use Postgres for the ledger tables."],
    ["user", "I still need to write the CSV export later."],
    ["assistant", "Fixed the rounding bug in the invoice totals."],
    ["user", "Blocked on the tax rates API key from finance."],
    ["user", "Now please add pagination to the invoices endpoint."],
  ]);
  const f = rollingFields(t);

  it("fills each field from the session's current state", () => {
    expect(f.decisions).toMatch(/Postgres/);
    expect(f.next).toMatch(/CSV export/);
    expect(f.blockers).toMatch(/tax rates API key/);
    expect(f.completed).toMatch(/rounding bug/);
    expect(f.inProgress).toMatch(/pagination/);
  });

  it("leaves routine operations out", () => {
    const r = rollingFields(transcriptOf([["assistant", "Checked the status of the heartbeat job, all fine. Done."], ["user", "ok thanks"]]));
    expect(r.completed).not.toMatch(/heartbeat|status/i);
    expect(r.inProgress).toBe("");
  });

  it("keeps every field ≤ 200 characters and all of them ≤ 500, whatever the input", () => {
    const field = fc.string({ maxLength: 2000, unit: "binary" });
    fc.assert(
      fc.property(fc.record({ completed: field, inProgress: field, decisions: field, blockers: field, next: field }), (raw) => {
        const out = fitFields(raw);
        const lens = Object.values(out).map((s) => s.length);
        expect(Math.max(...lens)).toBeLessThanOrEqual(MAX_ROLLING_FIELD_CHARS);
        expect(lens.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(MAX_ROLLING_TOTAL_CHARS);
        // A field that already fits is left alone when the total fits too.
        if (Object.values(raw).every((s) => s.length <= 50)) expect(out).toEqual(raw);
      }),
      { numRuns: 300 },
    );
  });
});

describe("estimateTokens", () => {
  it("counts ASCII at about 4 characters a token", () => {
    expect(estimateTokens("a".repeat(400))).toBe(100);
    expect(estimateTokens("")).toBe(0);
  });

  it("counts CJK at about one token a character, not 4 characters a token", () => {
    expect(estimateTokens("我们用数据库")).toBe(6);
    expect(estimateTokens("压缩".repeat(50))).toBe(100);
  });

  it("weights other scripts and emoji between the two", () => {
    expect(estimateTokens("привет")).toBe(3);
    expect(estimateTokens("🎉🎉")).toBe(3);
  });

  it("is additive up to rounding, so a digest's estimate is the sum of its parts", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (a, b) => {
        const whole = estimateTokens(a + b);
        expect(whole).toBeLessThanOrEqual(estimateTokens(a) + estimateTokens(b) + 1);
        expect(whole).toBeGreaterThanOrEqual(Math.max(estimateTokens(a), estimateTokens(b)) - 2);
      }),
      { numRuns: 500 },
    );
  });
});

describe("detectLanguage", () => {
  it("is Chinese when the user writes Chinese, even with English names in it", () => {
    expect(detectLanguage(transcriptOf([["user", "我们用 Postgres 吧，部署在 Hetzner 上"]]).turns)).toBe("zh");
  });
  it("is English when one Chinese name appears in English text", () => {
    expect(detectLanguage(transcriptOf([["user", "Let's call the project 星河 and ship it on Friday with Postgres"]]).turns)).toBe("en");
  });
  it("tells Japanese (kana) from Chinese, so the summary is not written in Chinese", () => {
    expect(detectLanguage(transcriptOf([["user", "MEMORY.md以外の変更を禁ずる。僕をボブにゃんとよぶこと"]]).turns)).toBe("ja");
    expect(detectLanguage(transcriptOf([["user", "除了 MEMORY.md 以外不要修改任何文件"]]).turns)).toBe("zh");
  });
  it("follows the user, not a Chinese-speaking assistant", () => {
    expect(detectLanguage(transcriptOf([["user", "Please summarize the deployment plan"], ["assistant", "好的，部署计划如下：先迁移数据库，然后切换域名。"]]).turns)).toBe("en");
  });
});
