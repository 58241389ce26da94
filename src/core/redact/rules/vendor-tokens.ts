/**
 * Provider tokens whose format is a distinctive prefix, a body alphabet and a length, as data:
 * one row per provider rather than one module each. Each row becomes a token rule
 * (token-rule.ts): the prefix triggers it, the body must follow, and a token that runs on past
 * its length is redacted whole (`extend`) or, for a prefix that also starts ordinary words,
 * taken for something else (`reject`). Formats as the providers document them (and as the
 * common secret scanners match them).
 *
 * New Relic license keys end in their marker instead (`…NRAL`): the one suffix row.
 */
import type { Rule, Span } from "../rule.js";
import { isAlnum, isHex } from "../chars.js";
import { tokenRule } from "../token-rule.js";
import { isPlaceholderToken } from "../values.js";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Letters of both cases and a digit: what a random body of 20+ characters has, and a word or
 *  an identifier that happens to follow a short prefix does not. */
const mixed = (b: string): boolean => /[0-9]/.test(b) && /[a-z]/.test(b) && /[A-Z]/.test(b);
/** Twitter's app-only bearer tokens carry URL-encoded `+`, `/` and `=` (`%2B`, `%3D`). */
const isTwitterChar = (c: number): boolean => isAlnum(c) || c === 37;
const hexWithLetters = (b: string): boolean => /[a-f]/.test(b) && /[0-9]/.test(b);

interface VendorToken {
  id: string;
  prefixes: readonly string[];
  body: string;
  tail: "extend" | "reject";
  accept?: (body: string) => boolean;
  tailChar?: (c: number) => boolean;
}

const VENDOR_TOKENS: readonly VendorToken[] = [
  { id: "tencent-secret-id", prefixes: ["AKID"], body: "[A-Za-z0-9]{32}", tail: "reject", accept: mixed },
  { id: "rubygems-api-key", prefixes: ["rubygems_"], body: "[a-f0-9]{48}", tail: "extend" },
  { id: "buildkite-token", prefixes: ["bkua_"], body: "[a-f0-9]{40}", tail: "extend" },
  { id: "circleci-token", prefixes: ["CCIPAT_", "CCIPRJ_"], body: "[A-Za-z0-9]{22}_[a-f0-9]{40}", tail: "extend" },
  { id: "dropbox-token", prefixes: ["sl."], body: "[A-Za-z0-9_-]{120}", tail: "extend", accept: mixed },
  { id: "airtable-pat", prefixes: ["pat"], body: "[A-Za-z0-9]{14}\\.[a-f0-9]{64}", tail: "extend" },
  { id: "hubspot-private-app-token", prefixes: ["pat-"], body: `(?:na|eu|ap)[0-9]-${UUID}`, tail: "reject" },
  { id: "nuget-api-key", prefixes: ["oy2"], body: "[a-z0-9]{43}", tail: "reject" },
  { id: "twitter-bearer-token", prefixes: ["AAAAAAAAAAAAAAAAAAAAA"], body: "[A-Za-z0-9%]{60}", tailChar: isTwitterChar, tail: "extend" },
  { id: "jfrog-reference-token", prefixes: ["cmVmdGtu"], body: "[A-Za-z0-9]{56}", tail: "extend" },
  { id: "intercom-access-token", prefixes: ["dG9rOj"], body: "[A-Za-z0-9+/]{50,60}={0,2}", tail: "reject" },
  { id: "braintree-access-token", prefixes: ["access_token$production$", "access_token$sandbox$"], body: "[a-z0-9]{16}\\$[a-f0-9]{32}", tail: "reject" },
  { id: "sonarqube-token", prefixes: ["squ_", "sqp_", "sqa_"], body: "[a-f0-9]{40}", tail: "reject" },
  { id: "shippo-token", prefixes: ["shippo_live_", "shippo_test_"], body: "[a-f0-9]{40}", tail: "reject" },
  { id: "netlify-token", prefixes: ["nfp_"], body: "[A-Za-z0-9]{36}", tail: "extend", accept: mixed },
  { id: "pinecone-api-key", prefixes: ["pcsk_"], body: "[A-Za-z0-9]{4,8}_[A-Za-z0-9]{50,90}", tail: "reject" },
  { id: "langsmith-api-key", prefixes: ["lsv2_pt_", "lsv2_sk_"], body: "[a-f0-9]{32}_[a-f0-9]{10}", tail: "reject" },
  { id: "contentful-pat", prefixes: ["CFPAT-"], body: "[A-Za-z0-9_-]{43}", tail: "extend" },
  { id: "crates-io-token", prefixes: ["cio"], body: "[A-Za-z0-9]{32}", tail: "reject", accept: mixed },
  { id: "resend-api-key", prefixes: ["re_"], body: "[A-Za-z0-9]{8}_[A-Za-z0-9]{24}", tail: "reject", accept: mixed },
  { id: "facebook-access-token", prefixes: ["EAA"], body: "[A-Za-z0-9]{100}", tail: "extend", accept: mixed },
  { id: "elevenlabs-api-key", prefixes: ["sk_"], body: "[a-f0-9]{48}", tail: "reject", accept: hexWithLetters },
  { id: "dynatrace-token", prefixes: ["dt0c01."], body: "[A-Z0-9]{24}\\.[A-Z0-9]{64}", tail: "reject" },
  { id: "brevo-api-key", prefixes: ["xkeysib-"], body: "[a-f0-9]{64}-[A-Za-z0-9]{16}", tail: "reject" },
  { id: "posthog-personal-api-key", prefixes: ["phx_"], body: "[A-Za-z0-9]{43}", tail: "reject", accept: mixed },
  { id: "flutterwave-secret-key", prefixes: ["FLWSECK-", "FLWSECK_TEST-"], body: "[a-f0-9]{32}-X", tail: "reject" },
];

const tokenRules: Rule[] = VENDOR_TOKENS.map((v) =>
  tokenRule({
    name: "vendor-tokens",
    prefixes: Object.fromEntries(v.prefixes.map((p) => [p, v.id])),
    body: v.body,
    tail: v.tail,
    ...(v.accept ? { accept: v.accept } : {}),
    ...(v.tailChar ? { tailChar: v.tailChar } : {}),
  }),
);

const LICENSE_HEX_CHARS = 36;

/** New Relic license (ingest) keys: 36 hex characters and `NRAL`. */
const newRelicLicenseKey: Rule = {
  name: "vendor-tokens",
  ids: ["new-relic-license-key"],
  kind: "secret",
  triggers: ["NRAL"],
  match({ text }, at): Span | null {
    const start = at - LICENSE_HEX_CHARS;
    const end = at + 4;
    if (start < 0 || (start > 0 && isAlnum(text.charCodeAt(start - 1))) || isAlnum(text.charCodeAt(end))) return null;
    for (let i = start; i < at; i++) if (!isHex(text.charCodeAt(i))) return null;
    if (isPlaceholderToken(text.slice(start, at))) return null;
    return { start, end, rule: "new-relic-license-key" };
  },
};

export const VENDOR_TOKEN_RULES: readonly Rule[] = [...tokenRules, newRelicLicenseKey];
