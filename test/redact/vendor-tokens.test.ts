// Provider tokens recognised by their own shape (rules/vendor-tokens.ts), wherever they sit: in
// English and Chinese prose, in JSON, in a shell command, as a returned literal, and under a
// variable name that says nothing. Look-alikes: the prefixes named in documentation, short or
// templated bodies, and words that start like a prefix.
import { describe, it, expect } from "vitest";
import { redact } from "../../src/core/redact/index.js";
import { SECRET_SAMPLES, mulberry32 } from "../support/secret-samples.js";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const VENDOR_IDS = [
  "tencent-secret-id", "rubygems-api-key", "buildkite-token", "circleci-token", "dropbox-token", "airtable-pat",
  "hubspot-private-app-token", "nuget-api-key", "twitter-bearer-token", "jfrog-reference-token", "intercom-access-token",
  "braintree-access-token", "sonarqube-token", "shippo-token", "netlify-token", "pinecone-api-key", "langsmith-api-key",
  "contentful-pat", "crates-io-token", "resend-api-key", "facebook-access-token", "elevenlabs-api-key", "dynatrace-token",
  "brevo-api-key", "posthog-personal-api-key", "flutterwave-secret-key", "new-relic-license-key",
];

const CONTEXTS: ReadonlyArray<(t: string) => string> = [
  (t) => `今天把服务的凭据换成了 ${t}\n旧的已经作废，记得重启服务。`,
  (t) => `会议记录：\n1. 凭据换成了${t}（测试环境）`,
  (t) => `Rotated it this morning, the new one is ${t} (staging only).`,
  (t) => `{"build": {"value": "${t}", "retries": 3}}`,
  (t) => `curl -sS -H "X-Custom: ${t}" "$API_BASE"`,
  (t) => `func value() string {\n\treturn "${t}"\n}`,
  (t) => `set -gx BUILD_VALUE ${t}`,
];

describe("vendor tokens by their shape", () => {
  const rng = mulberry32(11);
  for (const id of VENDOR_IDS) {
    const sample = SECRET_SAMPLES.find((s) => s.rule === id);
    it(`${id} in prose (en, zh), JSON, shell and code`, () => {
      expect(sample, id).toBeDefined();
      for (const context of CONTEXTS) {
        const { secrets } = sample!.plant(rng);
        const token = secrets[0]!;
        expectRedacted(context(token), token);
        expect(redact(context(token), { mode: "secrets" }).findings.map((f) => f.rule)).toContain(id);
      }
    });
  }

  it.each([
    ["Tencent SecretIds start with AKID, Buildkite user tokens with bkua_, CircleCI's with CCIPAT_."],
    ["rubygems_ keys are 48 hex characters; NuGet keys start with oy2."],
    ["Dropbox short-lived tokens start with sl. and Airtable tokens with pat."],
    ["the patterns in path.join, the patient's pathology"],
    ["sl.short and sl.abc are not tokens"],
    ["AKIDEXAMPLEEXAMPLEEXAMPLEEXAMPLEEXAMP"],
    ["rubygems_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
    ["re_index_the_cache and re_run_all_the_tests_tonight"],
    ["ciosk and precious are words, cio is an acronym"],
    ["EAAA is Square's prefix and EAA is Facebook's."],
    ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["The license key ends in NRAL."],
    ["sk_ is the prefix of ElevenLabs keys, sk_test_ of Stripe test keys."],
  ])("keeps %s", (text) => expectKept(text));
});
