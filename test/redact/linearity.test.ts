// Linear time: every rule's triggers, repeated, followed by 256 KB (a megabyte in the long run,
// CONTEXT_KIT_RELIABILITY=long) of their own alphabet, or
// as near misses, without a newline, and hand-written shapes for the rest. A rule that
// backtracks or rescans turns these quadratic and this suite hangs; the speed itself is
// measured (1 MB vs 4 MB) in bench/redact.bench.mjs, not here.
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { SECRET_RULES, LOCATION_RULES } from "../../src/core/redact/rules/index.js";
import { adversarialInputs } from "./adversarial.js";
import { pick } from "../reliability/support/scale.js";

// 256 KB in CI: a quadratic rule still takes tens of seconds there and fails on the timeout
// below, and the ReDoS suite (test/reliability/redos.test.ts) times every rule at 1 MB vs 4 MB.
const SIZE = pick(256_000, 1_000_000);
const literals = [...SECRET_RULES, ...LOCATION_RULES].flatMap((r) => r.triggers).flatMap((t) => (typeof t === "string" ? [t] : typeof t === "object" && "ci" in t ? [t.ci] : []));

describe("adversarial inputs (256 KB; 1 MB in the long run) complete under the strict policy", () => {
  for (const input of adversarialInputs(literals)) {
    it(input.name, { timeout: pick(30_000, 120_000) }, () => {
      const text = input.make(SIZE);
      const r = redact(text, { mode: "strict", workspaceDir: "/home/alice/project" });
      expect(r.text.length).toBeGreaterThan(0);
      // Findings stay well-formed however degenerate the input.
      let last = 0;
      for (const f of r.findings) {
        expect(f.start).toBeGreaterThanOrEqual(last);
        expect(f.end).toBeGreaterThan(f.start);
        expect(f.end).toBeLessThanOrEqual(text.length);
        last = f.start;
      }
    });
  }
});
