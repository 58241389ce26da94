// Precision: a corpus of ordinary text that must come back byte for byte (versions, dates,
// and/or, fractions, colours, ids and hashes in prose, markdown, placeholders, CJK, code).
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { HARD_NEGATIVES, SECRETS_POLICY_NEGATIVES } from "./hard-negatives.js";

describe(`hard negatives (${HARD_NEGATIVES.length} under strict, ${SECRETS_POLICY_NEGATIVES.length} more under secrets)`, () => {
  it("every hard negative comes back untouched under the strict policy", () => {
    const changed = HARD_NEGATIVES.filter((t) => redact(t, { mode: "strict", workspaceDir: "/home/alice/project" }).text !== t);
    expect(changed, `${HARD_NEGATIVES.length - changed.length}/${HARD_NEGATIVES.length} kept`).toEqual([]);
  });

  it("every hard negative and every location line comes back untouched under the secrets policy", () => {
    const all = [...HARD_NEGATIVES, ...SECRETS_POLICY_NEGATIVES];
    const changed = all.filter((t) => redact(t, { mode: "secrets" }).text !== t);
    expect(changed, `${all.length - changed.length}/${all.length} kept`).toEqual([]);
  });

  it("the location lines are redacted under strict (they are negatives only for the secrets policy)", () => {
    for (const t of SECRETS_POLICY_NEGATIVES) expect(redact(t, { mode: "strict" }).text, t).not.toBe(t);
  });

  it("the whole corpus joined into one document also comes back untouched", () => {
    const doc = HARD_NEGATIVES.join("\n\n");
    expect(redact(doc, { mode: "strict", workspaceDir: "/home/alice/project" }).text).toBe(doc);
  });
});
