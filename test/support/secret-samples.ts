/**
 * Realistic *fake* secrets, one generator per secret rule id of src/core/redact (SECRET_RULE_IDS).
 * The redaction tests plant them in random text; the reliability suite plants them in agent
 * sessions and then scans every file context-kit wrote. Each sample returns the text to plant
 * (the secret in its usual surroundings: `DB_PASSWORD=…`, `Authorization: Bearer …`) and the
 * substrings that must not survive redaction.
 *
 * Erasable TypeScript whose only import is the plain-JavaScript PRNG, so that Node can load it
 * directly, e.g. from bench/redact.bench.mjs.
 */
import { mulberry32, type Random } from "./prng.mjs";
import { wordlist as BIP39_WORDS } from "@scure/bip39/wordlists/english.js";

export { mulberry32, type Random };

export interface PlantedSecret {
  rule: string;
  /** What to plant: the secret with its usual surroundings. */
  text: string;
  /** Substrings of `text` that must be gone after redaction (the secret values). */
  secrets: string[];
}

export interface SecretSample {
  rule: string;
  /** The text to plant (see PlantedSecret.text). */
  make(rng?: Random): string;
  plant(rng?: Random): PlantedSecret;
}

const defaultRng = (): Random => mulberry32((Math.random() * 2 ** 32) >>> 0);

const LOWER = "abcdefghijklmnopqrstuvwxyz";
const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";
const B62 = LOWER + UPPER + DIGITS;
const B64URL = B62 + "_-";
const B64 = B62 + "+/";
const HEX = "0123456789abcdef";
const BECH32 = "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L";

/** Template-looking runs that the redactor deliberately keeps; never generate them. */
const LOOKS_LIKE_PLACEHOLDER = /xxxx|example|your|placeholder|dummy|redacted|changeme|insert|replace|\*\*\*\*|\.\.\.\./i;

function pick(rng: Random, alphabet: string): string {
  return alphabet.charAt(Math.floor(rng() * alphabet.length));
}

/** `n` characters of `alphabet`; for n ≥ 8 over a mixed alphabet, at least one lower-case
 *  letter, one upper-case letter and one digit where the alphabet has them (real keys do). */
function str(rng: Random, alphabet: string, n: number): string {
  for (;;) {
    let s = "";
    for (let i = 0; i < n; i++) s += pick(rng, alphabet);
    if (LOOKS_LIKE_PLACEHOLDER.test(s)) continue;
    if (n >= 8) {
      if (/[a-z]/.test(alphabet) && !/[a-z]/.test(s)) continue;
      if (/[A-Z]/.test(alphabet) && !/[A-Z]/.test(s)) continue;
      if (/[0-9]/.test(alphabet) && !/[0-9]/.test(s)) continue;
      if (alphabet === HEX && !/[a-f]/.test(s)) continue;
    }
    return s;
  }
}

const b62 = (r: Random, n: number): string => str(r, B62, n);
const hex = (r: Random, n: number): string => str(r, HEX, n);
const b64url = (r: Random, n: number): string => str(r, B64URL, n);
const digits = (r: Random, n: number): string => pick(r, "123456789") + str(r, DIGITS, n - 1);
const upperAlnum = (r: Random, n: number): string => str(r, UPPER + DIGITS, n);

/** A password as people write them: letters, digits and one symbol that needs no quoting. */
function password(r: Random): string {
  const base = b62(r, 10 + Math.floor(r() * 8));
  const at = 1 + Math.floor(r() * (base.length - 1));
  return base.slice(0, at) + pick(r, "#^+=_-.@") + base.slice(at);
}

/** A password with letters, digits and a symbol identifiers do not use (rules/shaped-pair.ts). */
function shapedPassword(r: Random): string {
  return b62(r, 6) + digits(r, 2) + pick(r, "#%&*!^~?") + b62(r, 5);
}

/** A generated password of every character class, for rules/mixed-password.ts: it has no name
 *  beside it, so the word alone must carry all four. */
function mixedPassword(r: Random): string {
  return pick(r, UPPER) + str(r, LOWER, 5) + pick(r, "#%&*!^~?") + digits(r, 3) + str(r, LOWER, 4) + pick(r, UPPER);
}

/** A generated value of letters and digits only, for rules/random-value.ts: its character class
 *  changes at random, as a password manager's or a router's do. */
function randomValue(r: Random): string {
  const classes = [UPPER, LOWER, DIGITS, UPPER, LOWER, LOWER, DIGITS, UPPER, UPPER, LOWER, DIGITS, LOWER, UPPER, LOWER];
  return classes.map((c) => pick(r, c)).join("");
}

/** An authenticator's setup key as setup screens print it, for rules/base32-seed.ts: eight
 *  groups of four base32 characters, a letter then a digit 2–7 in each. */
function base32Seed(r: Random): string {
  const groups: string[] = [];
  for (let g = 0; g < 8; g++) groups.push(pick(r, LOWER) + pick(r, "234567") + pick(r, LOWER) + pick(r, LOWER));
  return groups.join(" ");
}

/** A payment card's number in four groups, for rules/payment-card.ts: a Visa prefix, random
 *  digits and the Luhn check digit. A draw that looks like a published test number (few distinct
 *  digits, a group twice, a run of zeros: about one in 1,200, which the rule keeps on purpose)
 *  is drawn again: such a number is no customer's card. (This file is also loaded by the bench
 *  under plain node, so it keeps its own stricter test instead of importing the rule's.) */
function paymentCard(r: Random): string {
  for (;;) {
    const d = luhnVisa(r);
    const groups = d.match(/\d{4}/g)!;
    if (new Set(d).size >= 6 && !d.includes("0000") && new Set(groups).size === groups.length) return groups.join(" ");
  }
}

/** A BitLocker recovery key, for rules/bitlocker-recovery-key.ts: eight groups of six digits,
 *  each 11 times a random 16-bit number. */
function bitlockerKey(r: Random): string {
  const groups: string[] = [];
  for (let g = 0; g < 8; g++) groups.push(String(Math.floor(r() * 65_536) * 11).padStart(6, "0"));
  return groups.join("-");
}

function luhnVisa(r: Random): string {
  let d = "4";
  for (let i = 0; i < 14; i++) d += pick(r, "0123456789");
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let x = d.charCodeAt(14 - i) - 48;
    if (i % 2 === 0) {
      x *= 2;
      if (x > 9) x -= 9;
    }
    sum += x;
  }
  d += String((10 - (sum % 10)) % 10);
  return d;
}

/** Twelve words of the BIP39 list, for rules/seed-phrase.ts. */
function seedPhrase(r: Random): string {
  const words: string[] = [];
  for (let i = 0; i < 12; i++) words.push(BIP39_WORDS[Math.floor(r() * BIP39_WORDS.length)]!);
  return words.join(" ");
}

function uuid(r: Random): string {
  return `${hex(r, 8)}-${hex(r, 4)}-4${hex(r, 3)}-a${hex(r, 3)}-${hex(r, 12)}`;
}

const base64 = (s: string): string => Buffer.from(s, "latin1").toString("base64");
const base64url = (s: string): string => Buffer.from(s, "latin1").toString("base64url");

function pemBody(r: Random, lines: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines; i++) out.push(str(r, B64, 64));
  return out;
}

type Maker = (r: Random) => { text: string; secrets: string[] };

/** A bare token: the whole text is the secret. */
const token = (f: (r: Random) => string): Maker => (r) => {
  const t = f(r);
  return { text: t, secrets: [t] };
};

/** A secret value in surroundings: `before + value + after`. */
const inContext = (before: string | ((r: Random) => string), value: (r: Random) => string, after: string | ((r: Random) => string) = ""): Maker => (r) => {
  const b = typeof before === "string" ? before : before(r);
  const v = value(r);
  const a = typeof after === "string" ? after : after(r);
  return { text: b + v + a, secrets: [v] };
};

/** A secret value in one of several syntaxes: [before, after] pairs. */
const inOneOf = (pairs: ReadonlyArray<readonly [string, string]>, value: (r: Random) => string): Maker => (r) => {
  const [b, a] = pickOf(r, pairs);
  const v = value(r);
  return { text: b + v + a, secrets: [v] };
};

const MAKERS: Record<string, Maker> = {
  "age-secret-key": token((r) => "AGE-SECRET-KEY-1" + str(r, BECH32, 58)),
  "alibaba-access-key-id": token((r) => "LTAI" + b62(r, 20)),
  "anthropic-admin-key": token((r) => "sk-ant-admin01-" + b64url(r, 93) + "AA"),
  "anthropic-api-key": token((r) => "sk-ant-api03-" + b64url(r, 93) + "AA"),
  "anthropic-oauth-token": token((r) => "sk-ant-oat01-" + b64url(r, 93) + "AA"),
  "anthropic-session-key": token((r) => "sk-ant-sid01-" + b64url(r, 93) + "AA"),
  "atlassian-api-token": token((r) => "ATATT3" + str(r, B62 + "_-", 180) + "=" + hex(r, 8).toUpperCase()),
  "authorization-basic": inContext("Authorization: Basic ", (r) => base64(`deploy:${password(r)}`)),
  "authorization-bearer": inContext("Authorization: Bearer ", (r) => b64url(r, 40)),
  "authorization-credential": inContext("Authorization: token ", (r) => hex(r, 40)),
  "aws-access-key-id": token((r) => "AKIA" + str(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)),
  "aws-secret-access-key": inContext("aws_secret_access_key = ", (r) => str(r, B62 + "/+", 40)),
  "aws-session-token": inContext("AWS_SESSION_TOKEN=", (r) => str(r, B64, 300) + "=="),
  "azure-ad-client-secret": token((r) => b62(r, 3) + pick(r, DIGITS) + "Q~" + str(r, B62 + "_~.-", 34)),
  "azure-sas-signature": inContext(
    (r) => `https://acct${digits(r, 3)}.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-01-01T00:00:00Z&sig=`,
    (r) => encodeURIComponent(str(r, B64, 43) + "="),
  ),
  "azure-sas-token": inContext(
    "Endpoint=sb://ns1.servicebus.windows.net/;SharedAccessSignature=",
    (r) => `SharedAccessSignature sr=amqp%3A%2F%2Fns1.servicebus.windows.net%2Fq&sig=${encodeURIComponent(str(r, B64, 43) + "=")}&se=1767225600&skn=send`,
    ";",
  ),
  "azure-shared-access-key": inContext(
    "Endpoint=sb://ns1.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=",
    (r) => str(r, B64, 43) + "=",
  ),
  "azure-storage-account-key": inContext(
    "DefaultEndpointsProtocol=https;AccountName=acct42;AccountKey=",
    (r) => str(r, B64, 86) + "==",
    ";EndpointSuffix=core.windows.net",
  ),
  "cloudflare-api-token": inContext("CLOUDFLARE_API_TOKEN=", (r) => str(r, B62 + "_-", 40)),
  "cloudflare-origin-ca-key": token((r) => "v1.0-" + hex(r, 24) + "-" + hex(r, 146)),
  "connection-uri-password": inContext(
    (r) => pickOf(r, ["postgres://app_user:", "mysql://root:", "mongodb+srv://admin:", "redis://default:", "amqp://guest2:"]),
    password,
    "@db.example.com:5432/app",
  ),
  "curl-user-password": inContext("curl -u admin:", password, " https://api.example.com/v1/status"),
  "databricks-token": token((r) => "dapi" + hex(r, 32)),
  "datadog-api-key": inContext("DD_API_KEY=", (r) => hex(r, 32)),
  "datadog-app-key": inContext("DD_APP_KEY=", (r) => hex(r, 40)),
  "digitalocean-oauth-token": token((r) => "doo_v1_" + hex(r, 64)),
  "digitalocean-pat": token((r) => "dop_v1_" + hex(r, 64)),
  "digitalocean-refresh-token": token((r) => "dor_v1_" + hex(r, 64)),
  "discord-bot-token": token((r) => pickOf(r, ["MT", "Mz", "ND", "OT"]) + b62(r, 24) + "." + b64url(r, 6) + "." + b64url(r, 38)),
  "discord-webhook": token((r) => `https://discord.com/api/webhooks/${digits(r, 18)}/${b64url(r, 68)}`),
  "dockerhub-org-token": token((r) => "dckr_oat_" + b64url(r, 32)),
  "dockerhub-pat": token((r) => "dckr_pat_" + b64url(r, 27)),
  "doppler-token": token((r) => "dp.pt." + b62(r, 43)),
  "fcm-server-key": token((r) => "AAAA" + b64url(r, 7) + ":APA91b" + b64url(r, 134)),
  "figma-token": token((r) => "figd_" + b64url(r, 40)),
  "flyio-token": token((r) => "fo1_" + b64url(r, 43)),
  "gcp-service-account-key-id": inContext('"private_key_id": "', (r) => hex(r, 40), '",'),
  "generic-api-key": inOneOf([['"api_key": "', '"'], ["apiKey: '", "'"], ["API_KEY=", ""], ["x-api-key: ", ""], ['{\\"api_key\\":\\"', '\\"}']], (r) => b62(r, 32)),
  "generic-password": inOneOf([["DB_PASSWORD=", ""], ['password: "', '"'], ["--password=", ""], ["spring.datasource.password=", ""], ["<password>", "</password>"], ["$password = '", "';"]], password),
  "generic-secret": inOneOf([["client_secret: ", ""], ['JWT_SECRET="', '"'], ["session_token = '", "'"], ["<secret>", "</secret>"], ['[auth]\ntoken = "', '"']], (r) => b64url(r, 32)),
  "github-fine-grained-pat": token((r) => "github_pat_" + b62(r, 22) + "_" + b62(r, 59)),
  "github-oauth-token": token((r) => "gho_" + b62(r, 36)),
  "github-pat": token((r) => "ghp_" + b62(r, 36)),
  "github-refresh-token": token((r) => "ghr_" + b62(r, 76)),
  "github-server-token": token((r) => "ghs_" + b62(r, 36)),
  "github-user-token": token((r) => "ghu_" + b62(r, 36)),
  "gitlab-agent-token": token((r) => "glagent-" + b64url(r, 50)),
  "gitlab-ci-build-token": token((r) => "glcbt-" + b64url(r, 20)),
  "gitlab-deploy-token": token((r) => "gldt-" + b64url(r, 20)),
  "gitlab-feature-flag-token": token((r) => "glffct-" + b64url(r, 20)),
  "gitlab-feed-token": token((r) => "glft-" + b64url(r, 20)),
  "gitlab-incoming-mail-token": token((r) => "glimt-" + b64url(r, 25)),
  "gitlab-oauth-app-secret": token((r) => "gloas-" + b64url(r, 64)),
  "gitlab-pat": token((r) => "glpat-" + b64url(r, 20)),
  "gitlab-pipeline-trigger-token": token((r) => "glptt-" + hex(r, 40)),
  "gitlab-runner-registration-token": token((r) => "GR1348941" + b64url(r, 20)),
  "gitlab-runner-token": token((r) => "glrt-" + b64url(r, 20)),
  "gitlab-scim-token": token((r) => "glsoat-" + b64url(r, 20)),
  "google-api-key": token((r) => "AIza" + b64url(r, 35)),
  "google-oauth-access-token": token((r) => "ya29." + b64url(r, 150)),
  "google-oauth-client-secret": token((r) => "GOCSPX-" + b64url(r, 28)),
  "google-oauth-refresh-token": token((r) => "1//0" + b64url(r, 99)),
  "grafana-cloud-token": token((r) => "glc_" + base64(`{"o":"${digits(r, 6)}","n":"stack-${digits(r, 6)}-hm-read","k":"${b62(r, 24)}","m":{"r":"prod-eu-west-0"}}`).replace(/=+$/, "")),
  "grafana-service-account-token": token((r) => "glsa_" + b62(r, 32) + "_" + hex(r, 8)),
  "groq-api-key": token((r) => "gsk_" + b62(r, 52)),
  "heroku-api-key": inContext("HEROKU_API_KEY=", uuid),
  "document-cookie": inOneOf([['document.cookie = "session=', '; path=/";'], ["document.cookie = 'sid=", "';"], ["document.cookie = `auth_token=", "; Secure`;"]], (r) => b64url(r, 24)),
  "env-entry-secret": inOneOf([["env:\n  - name: DB_PASSWORD\n    value: \"", '"'], ["- name: API_TOKEN\n  value: ", ""], ['{"name": "STRIPE_SECRET_KEY", "value": "', '"}'], ['{ name = "SERVICE_TOKEN", value = "', '" }']], (r) => b62(r, 28)),
  "env-fallback-secret": inOneOf([['const key = process.env.API_KEY ?? "', '";'], ["token = os.getenv('GH_TOKEN', '", "')"], ['SECRET_KEY = os.environ.get("SECRET_KEY", "', '")'], ['apiKey := getenv("API_KEY", "', '")'], ['secret = ENV.fetch("APP_SECRET", "', '")']], (r) => b62(r, 32)),
  "http-cookie": inContext("Cookie: theme=dark; session_id=", (r) => b64url(r, 32), "; lang=en"),
  "huggingface-org-token": token((r) => "api_org_" + b62(r, 34)),
  "huggingface-token": token((r) => "hf_" + b62(r, 34)),
  "jfrog-api-key": token((r) => "AKCp" + b62(r, 69)),
  jwt: token((r) => {
    const header = base64url(JSON.stringify({ alg: pickOf(r, ["HS256", "RS256", "ES256"]), typ: "JWT" }));
    const payload = base64url(JSON.stringify({ sub: digits(r, 10), name: "user" + digits(r, 4), iat: 1767225600 + Math.floor(r() * 1e6) }));
    return `${header}.${payload}.${b64url(r, 43)}`;
  }),
  "linear-api-key": token((r) => "lin_api_" + b62(r, 40)),
  "mailchimp-api-key": token((r) => hex(r, 32) + "-us" + (1 + Math.floor(r() * 20))),
  "mailgun-api-key": token((r) => "key-" + hex(r, 32)),
  "mapbox-secret-token": token((r) => "sk.eyJ" + b64url(r, 60) + "." + b64url(r, 22)),
  "mysql-cli-password": inContext("mysql -h db.example.com -u root -p", password, " app_production"),
  "netrc-password": inOneOf([["machine api.example.com login deploy password ", ""], ["machine git.example.org\n  login ci\n  password ", "\n"]], password),
  "new-relic-browser-key": token((r) => "NRJS-" + hex(r, 19)),
  "new-relic-insert-key": token((r) => "NRII-" + b64url(r, 32)),
  "new-relic-user-api-key": token((r) => "NRAK-" + upperAlnum(r, 27)),
  "notion-token": token((r) => "ntn_" + digits(r, 11) + b62(r, 35)),
  "npm-token": token((r) => "npm_" + b62(r, 36)),
  "onepassword-secret-key": token((r) => `A3-${upperAlnum(r, 6)}-${upperAlnum(r, 11)}-${upperAlnum(r, 5)}-${upperAlnum(r, 5)}-${upperAlnum(r, 5)}`),
  "onepassword-service-account-token": token((r) => "ops_eyJ" + str(r, B64, 200)),
  "openai-admin-key": token((r) => "sk-admin-" + b64url(r, 60)),
  "openai-api-key": token((r) => "sk-" + b62(r, 20) + "T3BlbkFJ" + b62(r, 20)),
  "openai-project-key": token((r) => "sk-proj-" + b64url(r, 156)),
  "openai-service-account-key": token((r) => "sk-svcacct-" + b64url(r, 156)),
  "openrouter-api-key": token((r) => "sk-or-v1-" + hex(r, 64)),
  "perplexity-api-key": token((r) => "pplx-" + b62(r, 48)),
  "planetscale-password": token((r) => "pscale_pw_" + b64url(r, 43)),
  "planetscale-token": token((r) => "pscale_tkn_" + b64url(r, 43)),
  "postman-api-key": token((r) => "PMAK-" + hex(r, 24) + "-" + hex(r, 34)),
  "private-key": (r) => {
    const label = pickOf(r, ["RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY", "PGP PRIVATE KEY BLOCK"]);
    const body = pemBody(r, 4 + Math.floor(r() * 6));
    const last = str(r, B64, 24) + "==";
    const eol = pickOf(r, ["\n", "\r\n", "\\n"]);
    return { text: `-----BEGIN ${label}-----${eol}${[...body, last].join(eol)}${eol}-----END ${label}-----`, secrets: [...body, last] };
  },
  "prose-secret": inOneOf([["here's the new stripe key for staging: ", ""], ["the db password is ", " (rotate it Friday)"], ["新的密钥是 ", "。"], ["Das neue Passwort lautet ", ""], ["use this token ", " for the webhook"]], (r) => hex(r, 32)),
  "pulumi-token": token((r) => "pul-" + hex(r, 40)),
  "putty-private-key": (r) => {
    const pub = pemBody(r, 2);
    const priv = pemBody(r, 3);
    const text = ["PuTTY-User-Key-File-2: ssh-rsa", "Encryption: none", "Comment: deploy-key", "Public-Lines: 2", ...pub, "Private-Lines: 3", ...priv, `Private-MAC: ${hex(r, 40)}`].join("\n");
    return { text, secrets: priv };
  },
  "pypi-token": token((r) => "pypi-AgEIcHlwaS5vcmc" + b64url(r, 140)),
  "replicate-api-token": token((r) => "r8_" + b62(r, 37)),
  "sendgrid-api-key": token((r) => "SG." + b64url(r, 22) + "." + b64url(r, 43)),
  "sentry-org-token": token((r) => "sntrys_eyJ" + str(r, B64, 120)),
  "sentry-user-token": token((r) => "sntryu_" + hex(r, 64)),
  "shopify-access-token": token((r) => "shpat_" + hex(r, 32)),
  "shopify-custom-app-token": token((r) => "shpca_" + hex(r, 32)),
  "shopify-private-app-token": token((r) => "shppa_" + hex(r, 32)),
  "shopify-shared-secret": token((r) => "shpss_" + hex(r, 32)),
  "sk-api-key": token((r) => "sk-" + b62(r, 32)),
  "slack-app-token": token((r) => `xapp-1-${upperAlnum(r, 11)}-${digits(r, 13)}-${hex(r, 64)}`),
  "slack-bot-token": token((r) => `xoxb-${digits(r, 12)}-${digits(r, 13)}-${b62(r, 24)}`),
  "slack-config-token": token((r) => `xoxe.xoxp-1-${b62(r, 140)}`),
  "slack-legacy-token": token((r) => `xoxs-${digits(r, 12)}-${digits(r, 12)}-${digits(r, 12)}-${hex(r, 64)}`),
  "slack-refresh-token": token((r) => `xoxe-1-${b62(r, 140)}`),
  "slack-user-token": token((r) => `xoxp-${digits(r, 12)}-${digits(r, 12)}-${digits(r, 13)}-${hex(r, 32)}`),
  "slack-webhook": token((r) => `https://hooks.slack.com/services/T${upperAlnum(r, 10)}/B${upperAlnum(r, 10)}/${b62(r, 24)}`),
  "square-access-token": token((r) => "EAAA" + b64url(r, 60)),
  "square-oauth-secret": token((r) => "sq0csp-" + b64url(r, 43)),
  "sshpass-password": inContext("sshpass -p '", password, "' ssh deploy@203.0.113.7"),
  "stripe-restricted-key": token((r) => "rk_live_" + b62(r, 99)),
  "stripe-secret-key": token((r) => pickOf(r, ["sk_live_", "sk_test_"]) + b62(r, 99)),
  "stripe-webhook-secret": token((r) => "whsec_" + b62(r, 32)),
  "supabase-access-token": token((r) => "sbp_" + hex(r, 40)),
  "supabase-secret-key": token((r) => "sb_secret_" + b64url(r, 31)),
  "tailscale-key": token((r) => `tskey-auth-${b62(r, 12)}-${b62(r, 33)}`),
  "telegram-bot-token": token((r) => `${digits(r, 10)}:AA${b64url(r, 33)}`),
  "terraform-cloud-token": token((r) => `${b62(r, 14)}.atlasv1.${str(r, B62 + "_-", 67)}`),
  "twilio-api-key": token((r) => "SK" + hex(r, 32)),
  "twilio-auth-token": inContext("TWILIO_AUTH_TOKEN=", (r) => hex(r, 32)),
  "url-credentials": inContext("https://deploy:", (r) => b62(r, 24), "@git.example.com/org/repo.git"),
  "vault-token": token((r) => "hvs." + b64url(r, 90)),
  "xai-api-key": token((r) => "xai-" + b62(r, 80)),
  "cli-flag-password": inOneOf([["redis-cli -h cache -a ", " ping"], ["ldapsearch -x -D cn=admin,dc=corp -w '", "' -b dc=corp"], ["docker login -u ci -p ", " registry.example.com"], ["htpasswd -b -c users.htpasswd admin ", "\n"]], password),
  // A line of its own: the file's format is a whole line.
  "credential-file-password": inOneOf([["\nreplica01:5432:reporting:analyst:", "\n"], ["\n*:*:*:postgres:", "\n"], ["\n[smtp.example.com]:587 postmaster@example.com:", "\n"]], password),
  // The hash field of a shadow or htpasswd line (src/core/redact/rules/crypt-hash.ts).
  "crypt-hash": inOneOf([["\ndeploy:", ":19876:0:99999:7:::\n"], ["\nops:", "\n"]], (r) =>
    pickOf(r, [`$6$${str(r, B62, 16)}$${str(r, B62 + "./", 86)}`, `$2b$12$${str(r, B62 + "./", 53)}`, `$y$j9T$${str(r, B62, 22)}$${str(r, B62 + "./", 43)}`]),
  ),
  // A cell of a table column headed by a secret noun (src/core/redact/rules/secret-column.ts).
  // A password-shaped word beside its user or a credential noun (src/core/redact/rules/shaped-pair.ts).
  // ("DB pw for staging: …" is prose-secret's first since `pw` is one of its nouns.)
  "shaped-password": inOneOf([["use demo:", " to log in"], ["\n- NAS: nasadmin / ", "\n"], ["\n- staging creds: ", "\n"]], shapedPassword),
  // A generated password with no name beside it, in chat or notes of any language
  // (src/core/redact/rules/mixed-password.ts).
  "mixed-password": inOneOf([["\n[07:10] Luca: ", "\n"], ["root on the NAS is ", " until Friday"], ["\nSelin: bi sn, ", " tamam mı?\n"]], mixedPassword),
  // A generated value of letters and digits, named in a language no rule reads
  // (src/core/redact/rules/random-value.ts).
  // An authenticator's setup key in groups of four (src/core/redact/rules/base32-seed.ts).
  // A payment card's number in groups (src/core/redact/rules/payment-card.ts).
  "payment-card": inOneOf([["\n[20:41] Ines: ", " exp 08/29\n"], ["Číslo karty: ", ", platnost 11/27"]], paymentCard),
  // A BitLocker recovery key (src/core/redact/rules/bitlocker-recovery-key.ts).
  "bitlocker-recovery-key": inOneOf([["\nRecovery key: ", "\n"], ["\n- laptop LT-07: ", " (uploaded)\n"]], bitlockerKey),
  // A wallet's recovery phrase (src/core/redact/rules/seed-phrase.ts).
  "seed-phrase": inOneOf([["\nYour wallet generation seed is:\n\"", "\"\n"], ["\n助记词：", "\n"]], seedPhrase),
  "base32-seed": inOneOf([["\nEnter this setup key in your authenticator app:\n", "\n"], ["Clé de configuration : ", " (ne pas partager)"]], base32Seed),
  "random-value": inOneOf([["\nTenimiafina vonjimaika: ", "\n"], ["Wi-Fi စကားဝှက်က ", " ပါ။"], ["\n[09:12] Kofi: ", " (the new one)\n"]], randomValue),
  // A secret-named read at a prompt, and the value printed under it (src/core/redact/rules/echoed-value.ts).
  "echoed-value": inOneOf([["\n$ printenv SESSION_SECRET\n", "\n"], ["\n>>> os.environ.get('PAYMENTS_HMAC_KEY')\n'", "'\n"], ["\nstore(prod)> ENV.fetch(\"API_TOKEN\")\n=> \"", "\"\n"]], (r) => hex(r, 40)),
  // The cell right of a secret name in a key/value table (src/core/redact/rules/name-value-cells.ts).
  "name-value-cell": inOneOf([["\n| Name | Value |\n|---|---|\n| INTERNAL_API_TOKEN | ", " |\n"], ["\n│ RESEND_API_KEY │ ", " │\n"]], (r) => b62(r, 32)),
  "secret-column": inOneOf([["\n| Host | User | Password |\n|---|---|---|\n| nas | admin | ", " |\n"], ["\nname,db_password,role\nann,", ",admin\n"]], password),
  // A numeric code named as a PIN or the code of an alarm, a keypad or a door, or given as the
  // answer to a chat question that names it (src/core/redact/rules/pin-code.ts).
  "pin-code": inOneOf([["\nback door keypad PIN: ", " (changed Monday)\n"], ["\nAlarm disarm code: ", " then press OFF\n"], ["\nMe: sure, what's the PIN?\nMom: ", "\n"]], (r) => String(1 + Math.floor(r() * 9)) + digits(r, 5)),
  // A value in a column named like a secret, in an INSERT or a COPY (src/core/redact/rules/sql-columns.ts).
  "sql-columns": inOneOf([["\nINSERT INTO api_clients (id, name, client_secret) VALUES (7, 'billing-sync', '", "');\n"], ["\nCOPY public.webhooks (id, url, signing_secret) FROM stdin;\n3\thooks/in\t", "\n\\.\n"]], (r) => b62(r, 32)),
  // A chat export's message that is only a secret, after a message naming one (src/core/redact/rules/message-value.ts).
  "message-value": inOneOf([['\n{"messages": [{"text": "what is the staging admin password?"}, {"text": "', '"}]}\n'], ['\n[{"content": "new api key for the queue in the next message"},\n {"content": "', '"}]\n']], (r) => b62(r, 20) + digits(r, 2)),
  // An XML element or a Gradle call that names a secret and gives its value (src/core/redact/rules/named-xml-value.ts).
  "named-xml-value": inOneOf([["\n<dict>\n\t<key>PaymentsSigningKey</key>\n\t<string>", "</string>\n</dict>\n"], ['\n<resources>\n  <string name="oauth_client_secret">', "</string>\n</resources>\n"], ['\n    buildConfigField("String", "API_SECRET", "\\"', '\\"")\n']], (r) => b62(r, 30) + digits(r, 2)),
  // The password of a Wi-Fi QR code's payload (src/core/redact/rules/wifi-uri.ts).
  "wifi-qr-password": inOneOf([["\nWIFI:T:WPA;S:Guest-5G;P:", ";H:false;;\n"], ["\nqrencode -o wifi.png 'WIFI:S:Office;T:WPA2;P:", ";;'\n"]], password),
  // A code beside a secret the rules found, named in a language no rule reads (src/core/redact/credential-block.ts).
  "credential-block": (r) => {
    const pw = password(r);
    const code = String(1 + Math.floor(r() * 9)) + digits(r, 5);
    return { text: `\nWi-Fi password: ${pw}\nNøgleboks: ${code} (tast # bagefter)\n`, secrets: [pw, code] };
  },
  // A code read out digit by digit in a voice memo's transcript, with no name before it
  // (src/core/redact/rules/spoken-code.ts).
  "spoken-code": inOneOf([["\nThe board store is now ", ", I changed it after the break-in.\n"], ["Gas locker on the van, ", ". Two bottles."]], (r) => {
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    let digits = [5, 1, 8, 3, 0, 7].map((d) => (d + Math.floor(r() * 10)) % 10);
    while (new Set(digits).size < 4) digits = digits.map((d, k) => (d + k + 1) % 10);
    return digits.map((d) => words[d]).join(" ");
  }),
  // A licence or recovery key in five-character groups (src/core/redact/rules/licence-key.ts).
  "licence-key": inOneOf([["\nLayout app licence: ", "\n"], ["\n| Label designer | front desk | ", " | perpetual |\n"], ["\n", " - that's the new licence for the studio PC\n"]], (r) => {
    const chars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    const group = () => Array.from({ length: 5 }, () => chars[Math.floor(r() * chars.length)]).join("");
    let key = "";
    do key = [group(), group(), group(), group(), group()].slice(0, r() < 0.5 ? 4 : 5).join("-");
    while ((key.match(/[0-9]/g) ?? []).length < 2 || (key.match(/[A-Z]/g) ?? []).length < 2 || new Set(key.replace(/-/g, "")).size < 10);
    return key;
  }),
  // A key written as its bytes (src/core/redact/rules/byte-array-key.ts).
  "byte-array-key": (r) => {
    const hex = r() < 0.5;
    let bytes: number[];
    do bytes = Array.from({ length: 16 }, () => Math.floor(r() * 256));
    while (new Set(bytes).size < 8 || bytes.filter((b) => b >= 16).length < 4);
    const v = bytes.map((b) => (hex ? "0x" + b.toString(16).padStart(2, "0") : String(b))).join(", ");
    return { text: hex ? `\nstatic const uint8_t APPKEY[16] = { ${v} };\n` : `\nadvanced:\n  network_key: [${v}]\n  pan_id: 6754\n`, secrets: [v] };
  },
  // An application password in six groups of four (src/core/redact/rules/spaced-password.ts).
  "spaced-password": inOneOf([["\nThe booking plugin talks to the site with an application password:\n", "\n"], ['\nWP_APP_PASSWORD="', '"\n']], (r) => {
    const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let v = "";
    do v = Array.from({ length: 6 }, () => Array.from({ length: 4 }, () => chars[Math.floor(r() * chars.length)]).join("")).join(" ");
    while (!/[A-Z]/.test(v) || !/[a-z]/.test(v) || !/[0-9]/.test(v) || new Set(v.replace(/ /g, "")).size < 12);
    return v;
  }),
  // A live-stream key in YouTube's shape (src/core/redact/rules/stream-key.ts).
  "stream-key": inOneOf([["\nSlammin Salmon — 13:06\n", "\nHex Appeal — 13:08\n"], ["\nStreymlykilin til YouTube er: ", "\n"]], (r) => {
    const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
    let v = "";
    do v = Array.from({ length: 5 }, () => Array.from({ length: 4 }, () => chars[Math.floor(r() * chars.length)]).join("")).join("-");
    while ((v.match(/[0-9]/g) ?? []).length < 2 || (v.match(/[a-z]/g) ?? []).length < 2 || new Set(v.replace(/-/g, "")).size < 10);
    return v;
  }),
  // A secret option of OpenWrt's UCI configuration (src/core/redact/rules/uci-option.ts).
  // A Wi-Fi passphrase, or a WireGuard private key as `wg genkey` prints it (32 bytes in base64): a
  // 16-character value under `private_key` could be drawn with too little entropy for a key.
  "uci-option": (r) => {
    if (r() < 0.5) {
      const v = b62(r, 14) + digits(r, 2);
      return { text: "\nconfig wifi-iface 'guests'\n\toption encryption 'psk2'\n\toption key '" + v + "'\n\toption isolate '1'\n", secrets: [v] };
    }
    const v = str(r, B64, 43) + "=";
    return { text: "\nconfig interface 'wg0'\n\toption proto 'wireguard'\n\toption private_key '" + v + "'\n", secrets: [v] };
  },
  // An unexplained number where a code is talked about, in no slot a rule reads
  // (src/core/redact/code-context.ts): the old value in brackets, a reply on its own.
  "code-in-context": inOneOf([["\nNew key safe code at the hall is 790983. The old one (", ") stops working Monday.\n"], ["\nTom: Bev what's the workshop alarm code, it's beeping\nBev: ", "\n"], ["\nFor Fridays the side door takes ", " and then the key symbol.\n"]], (r) => {
    let code = String(1 + Math.floor(r() * 9)) + digits(r, 5);
    while (new Set(code).size < 4 || code === "790983") code = String(1 + Math.floor(r() * 9)) + digits(r, 5);
    return code;
  }),
  // A found secret standing again, bare, a paragraph later (src/core/redact/recurrence.ts).
  "secret-recurrence": (r) => {
    // (Four distinct digits at least: recurrence.ts looks no default such as 442221 up again.)
    let code = String(1 + Math.floor(r() * 9)) + digits(r, 5);
    while (new Set(code).size < 4) code = String(1 + Math.floor(r() * 9)) + digits(r, 5);
    return { text: `\nAlarm code: ${code} (tap # after)\n\nBack on Monday.\n\nis it still ${code}?\n`, secrets: [code] };
  },
  // A list of account recovery codes under a line naming them (src/core/redact/rules/recovery-codes.ts).
  "recovery-codes": (r) => {
    const codes = [0, 1, 2, 3].map(() => `${hex(r, 5)}-${hex(r, 4)}${digits(r, 1)}`);
    return { text: `\nRecovery codes:\n${codes.join("\n")}\n`, secrets: codes };
  },
  "kubernetes-secret-data": inContext("apiVersion: v1\nkind: Secret\nmetadata:\n  name: app\ntype: Opaque\ndata:\n  api-token: ", (r) => base64(b62(r, 24)), "\n"),
  "command-output-secret": inContext(
    (r) => pickOf(r, ["$ aws ecr get-login-password --region eu-west-1\n", "$ gcloud auth print-access-token\n", "$ openssl rand -hex 32\n"]),
    (r) => b64url(r, 64),
    "\n",
  ),
  // Prefixed provider tokens kept as data (src/core/redact/rules/vendor-tokens.ts).
  "tencent-secret-id": token((r) => "AKID" + b62(r, 32)),
  "rubygems-api-key": token((r) => "rubygems_" + hex(r, 48)),
  "buildkite-token": token((r) => "bkua_" + hex(r, 40)),
  "circleci-token": token((r) => pickOf(r, ["CCIPAT_", "CCIPRJ_"]) + b62(r, 22) + "_" + hex(r, 40)),
  "dropbox-token": token((r) => "sl." + b64url(r, 138)),
  "airtable-pat": token((r) => "pat" + b62(r, 14) + "." + hex(r, 64)),
  "hubspot-private-app-token": token((r) => pickOf(r, ["pat-na1-", "pat-eu1-"]) + uuid(r)),
  "nuget-api-key": token((r) => "oy2" + str(r, LOWER + DIGITS, 43)),
  "twitter-bearer-token": token((r) => "A".repeat(22) + b62(r, 30) + "%2B" + b62(r, 40) + "%3D" + b62(r, 30)),
  "jfrog-reference-token": token((r) => "cmVmdGtuOjAxOj" + b62(r, 50)),
  "intercom-access-token": token((r) => "dG9rOj" + str(r, B62 + "+/", 54) + "="),
  "braintree-access-token": token((r) => "access_token$production$" + str(r, LOWER + DIGITS, 16) + "$" + hex(r, 32)),
  "sonarqube-token": token((r) => pickOf(r, ["squ_", "sqp_", "sqa_"]) + hex(r, 40)),
  "shippo-token": token((r) => pickOf(r, ["shippo_live_", "shippo_test_"]) + hex(r, 40)),
  "netlify-token": token((r) => "nfp_" + b62(r, 36)),
  "pinecone-api-key": token((r) => "pcsk_" + b62(r, 5) + "_" + b62(r, 64)),
  "langsmith-api-key": token((r) => pickOf(r, ["lsv2_pt_", "lsv2_sk_"]) + hex(r, 32) + "_" + hex(r, 10)),
  "contentful-pat": token((r) => "CFPAT-" + b64url(r, 43)),
  "crates-io-token": token((r) => "cio" + b62(r, 32)),
  "resend-api-key": token((r) => "re_" + b62(r, 8) + "_" + b62(r, 24)),
  "facebook-access-token": token((r) => "EAAB" + b62(r, 150)),
  "elevenlabs-api-key": token((r) => "sk_" + hex(r, 48)),
  "dynatrace-token": token((r) => "dt0c01." + upperAlnum(r, 24) + "." + upperAlnum(r, 64)),
  "brevo-api-key": token((r) => "xkeysib-" + hex(r, 64) + "-" + b62(r, 16)),
  "posthog-personal-api-key": token((r) => "phx_" + b62(r, 43)),
  "flutterwave-secret-key": token((r) => pickOf(r, ["FLWSECK-", "FLWSECK_TEST-"]) + hex(r, 32) + "-X"),
  "new-relic-license-key": token((r) => hex(r, 36) + "NRAL"),
};

function pickOf<T>(r: Random, xs: readonly T[]): T {
  return xs[Math.floor(r() * xs.length)]!;
}

/** One sample per secret rule id. */
export const SECRET_SAMPLES: readonly SecretSample[] = Object.entries(MAKERS).map(([rule, maker]) => ({
  rule,
  make: (rng?: Random) => maker(rng ?? defaultRng()).text,
  plant: (rng?: Random) => ({ rule, ...maker(rng ?? defaultRng()) }),
}));

/** Every sample once, in rule order, from one random stream. */
export function* secretSamples(rng: Random = defaultRng()): Generator<PlantedSecret> {
  for (const s of SECRET_SAMPLES) yield s.plant(rng);
}
