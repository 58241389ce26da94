// Table-driven: for every secret rule id a true positive (a realistic fake from the shared
// samples) becomes the placeholder and reports that id; for every rule module, near misses that
// must be kept byte for byte.
import { describe, it, expect } from "vitest";
import { redact, scanSecrets, SECRET_RULE_IDS, PLACEHOLDERS } from "../../src/core/redact/index.js";
import { SECRET_RULES } from "../../src/core/redact/rules/index.js";
import { SECRET_SAMPLES, mulberry32 } from "../support/secret-samples.js";

const HEX31 = "0123456789abcdef0123456789abcde";

/** Per rule module: text that looks like its format but is not a secret. */
const NEAR_MISSES: Record<string, readonly string[]> = {
  "spoken-code": ["call me on oh seven seven double oh nine double oh four five one", "booking reference seven seven three zero one one eight four", "one two three four five six", "one or two"],
  "age-secret-key": ["AGE-SECRET-KEY-1 is the prefix", "AGE-SECRET-KEY-1QPZRY9X8GF2"],
  "alibaba-access-key-id": ["LTAI5tShort", "LTAI is Alibaba's prefix"],
  "anthropic-key": ["sk-ant-api03-...", "sk-ant-api03-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "the sk-ant- prefix"],
  "atlassian-api-token": ["ATATT3xFfGF0short"],
  "aws-access-key-id": ["AKIAIOSFODNN7EXAMPLE", "AKIA1234", "XAKIAQ3EGRTYUXZ7LKPWA", "AKIAQ3EGRTYUXZ7LKPWAB"],
  "azure-ad-client-secret": ["abc1Q~short", "Q~ alone"],
  "azure-connection-string": ["AccountKey=<your-account-key>", "AccountKey=short;", "SharedAccessKey=${KEY}"],
  "azure-sas-token": ["https://example.com/img.png?sig=0123456789abcdef0123456789abcdef01234567", "sig=short&sv=2022-11-02"],
  "cloudflare-origin-ca-key": ["v1.0-abc", "v1.0-" + "a".repeat(10)],
  "databricks-token": ["dapi" + HEX31, "dapis are nice"],
  "digitalocean-token": ["dop_v1_" + "a1".repeat(31) + "a", "dop_v1_short"],
  "discord-bot-token": ["MTAx.abc.def", "NOTES.md is a file.name"],
  "discord-webhook": ["https://discord.com/api/webhooks/", "discord.com/api/webhooks/123/short"],
  "dockerhub-token": ["dckr_pat_short", "dckr_pat_ is the prefix"],
  "doppler-token": ["dp.pt.short", "dp.st. is the prefix"],
  "fcm-server-key": ["AAAA:APA91b", "AAAAbbbbccc:APA91bshort"],
  "figma-token": ["figd_short"],
  "flyio-token": ["fo1_short", "fm2_ alone"],
  "gcp-service-account": ['"private_key_id": "not-a-hex-id"', '"private_key_id": "' + HEX31 + '"'],
  "github-fine-grained-pat": ["github_pat_short", "github_pat_ is the prefix"],
  "github-token": ["ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "ghp_short", "the ghp_ prefix", "aghp_abcdefghijklmnopqrstuvwxyz0123456789"],
  "gitlab-token": ["glpat-short", "glpat-xxxxxxxxxxxxxxxxxxxx", "GR1348941short"],
  "google-api-key": ["AIzaShort", "AIza is Google's prefix"],
  "google-oauth": ["GOCSPX-short", "ya29.short", "1//0short"],
  "grafana-token": ["glc_short", "glsa_short_1234"],
  "groq-api-key": ["gsk_short"],
  "heroku-api-key": ["HRKU-short"],
  "huggingface-token": ["from huggingface_hub import hf_hub_download", "hf_short"],
  "jfrog-api-key": ["AKCpShort"],
  "linear-api-key": ["lin_api_short"],
  "mailchimp-api-key": [HEX31 + "-us6", "more-us-based"],
  "mailgun-api-key": ["key-value store", "key-" + HEX31],
  "mapbox-secret-token": ["pk.eyJ1IjoibWFwYm94IiwiYSI6ImNpeHN4In0.abcdefghijklmnopqrstuv", "sk.eyJshort"],
  "new-relic-key": ["NRAK-SHORT", "NRJS-abc"],
  "notion-token": ["secret_key_base", "ntn_123"],
  "npm-token": ["npm_config_cache", "npm_short"],
  "onepassword-token": ["ops_eyJshort", "A3-ABC"],
  "openai-key": ["sk-...", "sk-learn", "sk-1234567890", "pip install scikit-learn (sk-learn)", "sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"],
  "openrouter-key": ["sk-or-v1-short"],
  "perplexity-api-key": ["pplx-short"],
  "planetscale-token": ["pscale_tkn_short"],
  "postman-api-key": ["PMAK-short"],
  "private-key": ["-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----", "-----BEGIN CERTIFICATE-----", "BEGIN PRIVATE KEY without dashes"],
  "pulumi-token": ["pul-short"],
  "putty-private-key": ["Private-Lines: 3", "Private-MAC: 0123"],
  "pypi-token": ["pypi-AgEIcHlwaS5vcmc", "pypi-token"],
  "replicate-api-token": ["r8_short"],
  "sendgrid-api-key": ["SG.short", "SG.abc.def"],
  "sentry-token": ["sntrys_short", "sntryu_abc"],
  "shopify-token": ["shpat_short", "shpat_ is the prefix"],
  "slack-token": ["xoxb-your-bot-token-here-please", "xoxb-short", "xapp-"],
  "slack-webhook": ["https://hooks.slack.com/services/", "hooks.slack.com/services/T000/short"],
  "square-token": ["EAAAshort", "sq0atp-short"],
  "stripe-key": ["pk_live_" + "a1B2c3D4e5F6g7H8i9J0k1L2", "sk_live_short", "rk_test_"],
  "supabase-token": ["sbp_short", "sb_secret_x"],
  "tailscale-key": ["tskey-auth-short", "tskey-"],
  "telegram-bot-token": ["123:AAshort", "12345678:AA" + "a".repeat(10)],
  "terraform-cloud-token": ["abc.atlasv1.short"],
  "twilio-api-key": ["SKIP_TESTS=1", "SK" + HEX31, "SKU-12345"],
  "vault-token": ["hvs.short", "hvs. is the prefix"],
  "xai-api-key": ["xai-short", "xai-grok"],
  "vendor-tokens": [
    "AKID is Tencent's prefix", "AKIDabcdefghijklmnopqrstuvwxyzabcdef", "rubygems_short", "bkua_ is Buildkite's prefix", "CCIPAT_short_1234",
    "sl.short", "patterns and paths: path.join", "pat-na1-short", "oy2short", "A".repeat(28), "cmVmdGtu", "squ_" + HEX31, "nfp_short",
    "pcsk_short", "lsv2_pt_short", "CFPAT-short", "precious conscious ciosk", "re_build_the_index_cache_for_the_night", "EAAZZZ",
    "sk_" + "a".repeat(48), "dt0c01.short", "xkeysib-short", "phx_short", "FLWSECK-short", HEX31 + "NRAL", "NRAL is the suffix",
  ],
  jwt: ["eyJhbGciOiJIUzI1NiJ9", "eyJwYWdlIjoyfQ.eyJ4IjoxfQ.abcdef", "eyJ is how base64 JSON starts"],
  "url-credentials": ["postgres://user:${DB_PASSWORD}@db/app", "https://registry.npmjs.org/@types/node", "postgres://localhost:5432/app", "http://localhost:4873/@scope/pkg"],
  "authorization-header": ["Authorization: Bearer $TOKEN", "Bearer tokens are sent in headers.", "The Basic idea.", "Authorization: Bearer <token>", "Authorization: Basic ${CREDS}"],
  "http-cookie": ["Cookie: theme=dark; lang=en", "Set-Cookie: id=1; Path=/; HttpOnly"],
  "env-entry": ["- name: PORT\n  value: \"8080\"", "- name: DB_PASSWORD\n  value: ${DB_PASSWORD}", "- name: API_TOKEN\n  valueFrom:\n    secretKeyRef: {name: t}"],
  "env-fallback": ['process.env.PORT ?? "8080"', 'os.getenv("API_KEY", "your-api-key-here")', 'getenv("DB_PASSWORD", "changeme")', "process.env.API_KEY ?? ''"],
  // (A generated mixed-case value is random-value's wherever it stands: the directive's value here
  // is one only a secret name makes a secret.)
  "spaced-assignment": ["the token count 123456789012", "bypass zk3p9qw7xlmn2vb8", "max_tokens 4096", "idempotency_key 3f8ac167-5d3d-442d-a18c-25d56d4bf310", "--password-stdin", "IDENTIFIED BY 'changeme'"],
  "secret-block": ['variable "db_password" {\n  type = string\n  sensitive = true\n}', "tokens {\n  input = 1200\n}", "secrets:\n  token: ${{ secrets.GITHUB_TOKEN }}", "[tokens]\nmax = 4096"],
  "kubernetes-secret": ["kind: ConfigMap\ndata:\n  LOG_LEVEL: ZGVidWc=", "kind: SecretStore\ndata:\n  x: ZGVidWc=", "kind: Secret\nstringData:\n  note: hello"],
  "wifi-uri": ["WIFI:T:nopass;S:Cafe-Guest;P:;;", "WIFI:T:WPA;S:Office;P:<password>;;", "guest-wifi: ask at the desk", "WIFI:T:WPA;S:Office;P:${WIFI_PSK};;"],
  "secret-output": ["$ aws ecr get-login-password | docker login --password-stdin\nLogin Succeeded", "$ kubectl get secret app\nNAME   TYPE     DATA   AGE", "$ openssl rand -hex 32\n$ ls", "$ kubectl get secret pg -o yaml | base64 -d\nmetadata:\n  annotations:"],
  "call-argument": ['getPassword("user-service")', 'define("APP_DEBUG", "false")', 'server.login("alerts", password)', 'res.cookie("theme", "dark")', 'jwt.sign(payload, process.env.JWT_SECRET)', 'setPassword("changeme")', 't("settings.apiKey", "Enter your API key")'],
  "dsn-credentials": ['dsn := "app:${DB_PASSWORD}@tcp(db:3306)/app"', "root@tcp(db:3306)/app", 'dsn := "app:@tcp(db:3306)/app"'],
  "credential-line": ["12:30:45 the build ran", "/etc/shadow:\ndaemon:*:19700:0:99999:7:::", "replica01:5432:reporting:analyst:*", "db:5432:app:app:${PGPASSWORD}", "[smtp.example.com]:587 user@example.com:changeme"],
  "shell-default": ["${DB_PASSWORD:-}", "${PORT:-8080}", "${API_TOKEN:-$FALLBACK_TOKEN}", "${DB_PASSWORD:-changeme}", "${LOG_LEVEL-info}"],
  "shaped-pair": ["ratio 3:2 at 10:45:00", "user:alice on build v2.14.1-rc1", "login: see PR#1234 and #a1b2c3", "account: ops@example.com", "pw: ${DB_PASSWORD_2}", "db:5432:app:app:${PGPASSWORD}", "login form posts next=%2Fd&orgId=2"],
  "prose-login": ["Login page / settings are broken", "account: admin / <password>", "creds in the vault / ask ops", "login: alice/bob"],
  "prose-value-first": ["9fceb02d0ae598e95dc970b74767f19372d61af8 is the key id", "v1.2.3 is the token format", "Use this as the key", "550e8400-e29b-41d4-a716-446655440000 is the request token count"],
  "crypt-hash": ["echo $HOME$PATH", "$6$salt$hash", "PS1='$user$host$cwd$ '", "total: $5$10$15", "root:!:19700:0:99999:7:::"],
  "secret-column": ["\n| User | Password |\n|---|---|\n| ann | <set on first login> |\n| bob | changed |", "\n| Password hint | User |\n|---|---|\n| Tq8 first dog 2019 | ann |", "\nuser,pass\nann,${ANN_PASS}"],
  "pin-code": ["\nthe new PIN must be 6 digits and can't repeat the old one", "\nerror code 1045 from mysql", "\npin the config to 482866 until it's fixed", "\nPIN retry limit: 3 attempts, then PUK", "\nAlarm code changed in 2026, ask Ana", "\nCard ****7545: we will never ask for your PIN", "\nzip code 94110, door code is with reception"],
  "sql-columns": ["\nINSERT INTO users (id, name, password_hash) VALUES (1, 'ann', 'a9f3c2e71b0d4f6e8a1c3b5d7e9f0a2b');", "\nINSERT INTO api_keys (id, name, key_prefix) VALUES (2, 'ci', 'ck_9f3c2e71');", "\nINSERT INTO settings (key, value) VALUES ('theme', 'dark-mode-2026');", "\nCOPY public.tokens (id, token) FROM stdin;\n1\t\\N\n\\.\n"],
  "message-value": ['\n[{"text": "what is the staging password?"}, {"text": "it is in the vault, folder ops-2026"}]', '\n[{"text": "deploy finished"}, {"text": "a1b2c3d4e5f6a7b8c9d0"}]', '\n[{"text": "the token request failed"}, {"text": "see run 8812345"}]'],
  "named-xml-value": ["\n<key>APIBaseURL</key>\n<string>api.example.org/v2</string>", '\n<string name="oauth_client_id">marram-android-2026</string>', '\n<string name="api_key_hint">Paste your key here</string>', '\nbuildConfigField("String", "API_SECRET", "\\"${secrets.apiSecret}\\"")'],
  "recovery-codes": ["\nRecovery codes are shown once.\nRun it again in 10 minutes.", "\nBackup code refactor:\n- 9fceb02\n- 1a2b3c4\n- 77aa8b1", "\nBuild ids:\na41c7-0d93e\n5be20-77f1c\nc09d3-e8a46"],
  "bitlocker-recovery-key": ["\n111111-111111-111111-111111-111111-111111-111111-111111", "\n790371-507496-319451-502744-466774-535337-445335-782265", "\n2026-11-13 and 2026-11-14", "\n790372-507496-319451-502744-466774-535337-445335", "\n790372-507496-319451-502744-466774-535337-445335-782265-123456"],
  "payment-card": ["\ntest card 4242 4242 4242 4242", "\nIBAN DE64 3167 4214 2401 1386 46", "\nTicket 4539 0294 3602 0293", "\nIMEI 354956765646414", "\ngift card 6031 6502 1807 4013"],
  "seed-phrase": ["\nabandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", "\nzebra saddle fabric marble mirror dolphin bamboo october brave volcano spider", "\nnote: the team will review the budget and plan the next release after the holiday"],
  "byte-array-key": [
    "\nadvanced:\n  network_key: [1, 3, 5, 7, 9, 11, 13, 15, 0, 2, 4, 6, 8, 10, 12, 13]",
    "\nkey_sizes = [16, 24, 32]",
    "\npixels = [127, 255, 163, 144, 187, 138, 151, 195, 130, 99, 124, 32, 36, 180, 101, 19]",
    "\npublic_key = [127, 255, 163, 144, 187, 138, 151, 195, 130, 99, 124, 32, 36, 180, 101, 19]",
    "\nsbox_key = [0, 16, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240]",
  ],
  "spaced-password": [
    "\npassed to the bank: IBAN FR37 6024 9338 7566 5409 7358",
    "\npassphrase hint: will send when done, next week",
    "\npassport scan: Ab12 Cd34 Ef56 Gh78 Ij90 Kl12 Mn34",
    "\npassword fingerprint C15D D1FD 42FE C7F8 36D7 3F50",
  ],
  "stream-key": ["\nExample: key = xxxx-xxxx-xxxx-xxxx-xxxx", "\nORCID: 0000-0002-6647-7472", "\nsee the long-term-data-base-plan-note here", "\nsix groups: oo2m-d2t0-tb1m-thtj-tmjp-k9a2"],
  "uci-option": [
    "\nconfig wifi-iface 'passengers'\n\toption key 'CHANGE_ME'",
    "\nconfig wifi-iface 'lab'\n\toption encryption 'wep'\n\toption key '2'",
    "\nconfig wireguard_wg0 'office'\n\toption public_key '3pTvjoSzihWPC+7UmOs1gWq9kp6aXVORAtlcuNixd90='",
    "\nYou have the option key bindings in the menu",
  ],
  "licence-key": ["Enter the key as XXXXX-XXXXX-XXXXX-XXXXX-XXXXX", "Order 12345-67890-13579-24680 shipped", "build abc12-def34-ghi56-jkl78", "ref AB123-CD456-EF789"],
  "base32-seed": ["\ntest card 4242 4242 4242 4242", "\nFingerprint: A3CA 5542 56AE 2F33", "\nKEEP THIS SLIP AWAY FROM CHILDREN", "\nSerial: Ab3c De4f Gh5k Jm6n", "\nsha prefix: ab3c de4f ac5d bb6e", "\nCode: ab3c de4f gh5k"],
  "random-value": [
    "cus_9xD7lM71WpCEPw and toolu_01UM0AzTk4KCsTgaxyq3rTqv",
    "getUser2Profile, MacBookPro16 and iPhone15ProMax",
    "order 1234 shipped is b3JkZXIgMTIzNCBzaGlwcGVk in base64",
    "request id Jw7seVODZH4Xq, commit Ab3dEf9GhIjK2",
    "id,created\nUS8JMPQMyXtf70wa9DaeMM,2026-11-27",
    "sha512-Lwou7Qdn8mPRFrnndf7SfkU4UWU8T",
    "\"kid\": \"FQMtLle8b2DpidBhj0piZc\"",
    "javni ključ: RWQValMFBLexgJGIeYj7hxK2F6RO8kL6x",
    "ef5be14a20f51626-AMS",
  ],
  "mixed-password": [
    "see Order#2026-11-A7 and Ticket#20261104-b2",
    "**Revenue2026Q3** grew, ~~Draft2026v1~~ dropped",
    "query ?page=2&sort=Name9 or a=Ab1&b=Cd2x",
    "masked sk-****Ab12cdEF and AB12****cdEF99",
    "$HOME2/bin and %APPDATA%Roaming9x",
    "checksum TeAziAokm+HATedASCRnY7oEybUrUALNwl8M3qtE2nw=",
    "isReady&&count2Total and maxRetries!=Limit9x",
    "Caf%C3%A9Menu%20Item2",
    "What? Really! Version2 Is Out?",
    "abc1Q~short",
  ],
  "echoed-value": ["$ printenv API_TOKEN\nnot set", "# host:port:db:user:password\ndb1:5432:app:ann:x", "JWT_SECRET=${JWT_SECRET}\nLOG_LEVEL=debug"],
  "name-value-cells": ["| api_key | string |", "| token | The session token |", "| API_KEY | `${API_KEY}` |", "| rotate the api_key | 2026-11-30T10:00Z |"],
  netrc: ["machine learning password policy", "machine api.example.com login alice password $NETRC_PASSWORD"],
  "document-cookie": ['document.cookie = "theme=dark; path=/"', "document.cookie = `session=${token}`"],
  "prose-secret": ["request id 3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f", "the api key is your-api-key-here", "the token count is 123456789012345678", "the password is required"],
  "cli-password": ["mysql -u root -p app", "sshpass -p $PASS ssh host", "curl -u $USER:$PASS https", "mkdir -p build/out", "docker run -p 8080:80 nginx", "git checkout -b feature", "redis-cli -a $REDIS_PASSWORD ping", "htpasswd -c users.htpasswd admin"],
  assignment: [
    "password: <your password here>",
    "token count: 12",
    '"max_tokens": 4096',
    "password: string;",
    "apiKey: config.apiKey,",
    "secret: z.string().min(8),",
    "DB_PASSWORD=changeme",
    "api_key = os.getenv('API_KEY')",
    "token: ${{ secrets.GITHUB_TOKEN }}",
    "ssh_key: ~/.ssh/id_ed25519",
    "key: value",
    "publicKey: MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE",
  ],
};

describe("every secret rule id: a planted fake becomes the secret placeholder", () => {
  const rng = mulberry32(3);
  for (const sample of SECRET_SAMPLES) {
    it(`${sample.rule}`, () => {
      const planted = sample.plant(rng);
      const input = `before ${planted.text} after\n`;
      for (const mode of ["secrets", "strict"] as const) {
        const { text, findings } = redact(input, { mode });
        for (const secret of planted.secrets) expect(text, mode).not.toContain(secret);
        // Under strict a URL around the secret may be replaced whole (<REDACTED_URL>).
        if (mode === "secrets") expect(text).toContain(PLACEHOLDERS.secret);
        expect(findings.filter((f) => f.kind === "secret").map((f) => f.rule), mode).toContain(sample.rule);
      }
      expect(scanSecrets(input).map((f) => f.rule)).toContain(sample.rule);
    });
  }
});

describe("every secret rule module: near misses are kept", () => {
  it("has near misses for every module", () => {
    expect(SECRET_RULES.map((r) => r.name).filter((n) => !(n in NEAR_MISSES))).toEqual([]);
  });
  for (const [name, texts] of Object.entries(NEAR_MISSES)) {
    it(`${name}`, () => {
      for (const t of texts) {
        const input = `note: ${t}\n`;
        const r = redact(input, { mode: "secrets" });
        expect(r.text, t).toBe(input);
        expect(r.findings, t).toEqual([]);
      }
    });
  }
});

describe("secret rule ids", () => {
  it("are unique, sorted, and each has a sample generator", () => {
    expect([...SECRET_RULE_IDS]).toEqual([...new Set(SECRET_RULE_IDS)].sort());
    expect(SECRET_SAMPLES.map((s) => s.rule).sort()).toEqual([...SECRET_RULE_IDS]);
  });

  it("cover at least 40 formats", () => {
    expect(SECRET_RULE_IDS.length).toBeGreaterThanOrEqual(40);
  });
});

describe("structural secrets", () => {
  it("removes a multi-line PEM key whole, and a truncated one up to its last body line", () => {
    const body = ["MIIEowIBAAKCAQEA2b3xYv9QqZ7kJ5nO4pW8", "Lm3Hc6Ty0Rb1Ua2Vd9Xe8Zf7Gh4Ij5Kl6Mn7Op8Qr9"];
    const whole = `key:\n-----BEGIN RSA PRIVATE KEY-----\n${body.join("\n")}\n-----END RSA PRIVATE KEY-----\ndone`;
    expect(redact(whole, { mode: "secrets" }).text).toBe(`key:\n${PLACEHOLDERS.secret}\ndone`);
    // A cut key keeps its BEGIN line (no secret), so that a later append of more body is seen.
    const cut = `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join("\n")}\n[output truncated]`;
    expect(redact(cut, { mode: "secrets" }).text).toBe(`-----BEGIN OPENSSH PRIVATE KEY-----\n${PLACEHOLDERS.secret}\n[output truncated]`);
  });

  // A key written in pieces (BUG D): what the disk holds between the pieces must stay a key.
  const KEY_LINE = "MIIEowIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gun";
  const OPEN = "-----BEGIN RSA PRIVATE KEY-----";
  const S = PLACEHOLDERS.secret;
  const PIECES: Array<[string, string, string]> = [
    ["a bare header is kept (no secret yet), and is no finding", `note\n${OPEN}\n`, `note\n${OPEN}\n`],
    ["a header and a redacted body are kept as they are", `${OPEN}\n${S}\n`, `${OPEN}\n${S}\n`],
    ["body appended after a redacted body is still body", `${OPEN}\n${S}\n${KEY_LINE}\n`, `${OPEN}\n${S}\n`],
    ["the END line closes the block, which goes whole", `${OPEN}\n${S}\n${KEY_LINE}\n-----END RSA PRIVATE KEY-----\nafter`, `${S}\nafter`],
    ["a body line clipped with an ellipsis is body", `${OPEN}\n${KEY_LINE}\n${KEY_LINE.slice(0, 20)}…\nmore`, `${OPEN}\n${S}…\nmore`],
    ["prose after a cut body is not body", `${OPEN}\n${KEY_LINE}\nThe key above was rotated.`, `${OPEN}\n${S}\nThe key above was rotated.`],
    // JSON-escaped and cut before END (a tool call's argument clipped for display): the escaped
    // line breaks of a key saved on Windows keep their CR, once or twice escaped.
    ["JSON-escaped LF, clipped", `{"key": "${OPEN}\\n${KEY_LINE}\\n${KEY_LINE}\\nc…`, `{"key": "${OPEN}\\n${S}…`],
    ["JSON-escaped CRLF, clipped", `{"key": "${OPEN}\\r\\n${KEY_LINE}\\r\\n${KEY_LINE}\\r\\nc…`, `{"key": "${OPEN}\\r\\n${S}…`],
    ["JSON-escaped CRLF twice, clipped", `"{\\"key\\": \\"${OPEN}\\\\r\\\\n${KEY_LINE}\\\\r\\\\n${KEY_LINE}…`, `"{\\"key\\": \\"${OPEN}\\\\r\\\\n${S}…`],
    ["JSON-escaped CRLF, prose after the body is kept", `${OPEN}\\r\\n${KEY_LINE}\\r\\nThe key above was rotated.`, `${OPEN}\\r\\n${S}\\r\\nThe key above was rotated.`],
    // Pasted on one line, blanks for line breaks, and cut before END (BUG E).
    ["one line, clipped with an ellipsis", `rotate ${OPEN} ${KEY_LINE} ${KEY_LINE} veILfMZ…`, `rotate ${OPEN} ${S}…`],
    ["one line, cut at the end of the text", `rotate ${OPEN} ${KEY_LINE} ${KEY_LINE}`, `rotate ${OPEN} ${S}`],
    ["one line, prose after the body is kept", `rotate ${OPEN} ${KEY_LINE} after the incident`, `rotate ${OPEN} ${S} after the incident`],
    ["one line, a header followed by prose is no key", `the ${OPEN} line was rotated`, `the ${OPEN} line was rotated`],
    // The BEGIN line cut off (a statement split at the header): the END line still marks a key.
    ["an END line without BEGIN, one line", `- ${KEY_LINE} ${KEY_LINE} AB== -----END RSA PRIVATE KEY----- after the incident`, `- ${S} after the incident`],
    ["an END line without BEGIN, on lines", `x\n${KEY_LINE}\nAB==\n-----END RSA PRIVATE KEY-----\ny`, `x\n${S}\ny`],
    ["an END line without BEGIN, clipped at the front", `…${KEY_LINE.slice(40)} ${KEY_LINE} -----END EC PRIVATE KEY-----`, `…${S}`],
    ["an END line after prose only is no key", "the incident: ab -----END RSA PRIVATE KEY-----", "the incident: ab -----END RSA PRIVATE KEY-----"],
    ["a certificate's END line is no key", `cert\n${KEY_LINE}\n-----END CERTIFICATE-----`, `cert\n${KEY_LINE}\n-----END CERTIFICATE-----`],
  ];
  for (const [name, input, expected] of PIECES) {
    it(`cut private keys: ${name}`, () => {
      const r = redact(input, { mode: "secrets" });
      expect(r.text).toBe(expected);
      expect(redact(r.text, { mode: "secrets" }).text).toBe(r.text);
      if (input === expected) expect(scanSecrets(input)).toEqual([]);
    });
  }

  it("removes a JSON-escaped private key (GCP service account) and its key id", () => {
    const json = '{"type": "service_account", "private_key_id": "' + "ab12".repeat(10) + '", "private_key": "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----\\n", "client_email": "svc@proj.iam.gserviceaccount.com"}';
    const out = redact(json, { mode: "secrets" }).text;
    expect(out).toBe('{"type": "service_account", "private_key_id": "<REDACTED_SECRET>", "private_key": "<REDACTED_SECRET>\\n", "client_email": "svc@proj.iam.gserviceaccount.com"}');
  });

  it("removes the private lines of a PuTTY key cut before its MAC line, on lines or pasted on one", () => {
    const priv = ["Tpyl0ncTe6M2uepPxqbc3XUVZBQWNHv3OkqqOqhwROGvN0q8pqvVCCUjkufK0ZeZ", "hWC9iKssEgblj5qMbnsRfaPMdaUmcx3Zp4QiqXHUoFWXFcoF8AgXkc6sE95XVsN4"];
    const head = "PuTTY-User-Key-File-2: ssh-rsa Encryption: none Comment: deploy-key Public-Lines: 1 AAAAB3NzaC1yc2EAAAABJQAAAQEA";
    for (const t of [`${head} Private-Lines: 3 ${priv[0]}…`, `${head}\nPrivate-Lines: 3\n${priv.join("\n")}\n`, `${head} Private-Lines: 3 ${priv.join(" ")} Ab3… after the incident`]) {
      const out = redact(t, { mode: "secrets" }).text;
      for (const p of priv) expect(out, t).not.toContain(p);
      expect(out).toContain("Public-Lines: 1 AAAAB3NzaC1yc2EAAAABJQAAAQEA");
      expect(redact(out, { mode: "secrets" }).text).toBe(out);
    }
  });

  it("removes the key id of a service-account file pasted inside a JSON string, escaped once or twice", () => {
    const id = "b321c2f8577a990d90d3ebcb39b854bee94c2556";
    for (const t of [`"private_key_id": "${id}",`, JSON.stringify(`"private_key_id": "${id}",`), JSON.stringify(JSON.stringify({ private_key_id: id })), `private_key_id: ${id}`]) {
      const r = redact(t, { mode: "secrets" });
      expect(r.text, t).not.toContain(id);
      expect(r.findings.map((f) => f.rule), t).toContain("gcp-service-account-key-id");
    }
  });

  it("keeps the user and host of a connection URI under the secrets policy, and only removes the password", () => {
    expect(redact("DATABASE_URL=postgres://app:S3cr3t-Pw@db.example.com:5432/app", { mode: "secrets" }).text).toBe("DATABASE_URL=postgres://app:<REDACTED_SECRET>@db.example.com:5432/app");
  });

  it("removes a password that contains @ and / in a database URI", () => {
    expect(redact("mysql://root:p@ss/w0rd@db.example.com/app", { mode: "secrets" }).text).toBe("mysql://root:<REDACTED_SECRET>@db.example.com/app");
  });

  it("keeps the scheme word of an Authorization header", () => {
    expect(redact('-H "Authorization: token 0123456789abcdef0123456789abcdef01234567"', { mode: "secrets" }).text).toBe('-H "Authorization: token <REDACTED_SECRET>"');
  });

  it("removes the AWS secret that sits next to its key id (credentials.csv)", () => {
    const row = "deploy,AKIAQ3EGRTYUXZ7LKPWA,wJalrXUtnFEMI/K7MDENG/bPxRfiCYz9Tq4Lm2+0";
    const out = redact(row, { mode: "secrets" }).text;
    expect(out).toBe("deploy,<REDACTED_SECRET>,<REDACTED_SECRET>");
  });

  it("takes a value up to the next blank when its quote never closes (a truncated log line)", () => {
    expect(redact('"api_key": "Zx8q2LmN4pRt6vWy9bCd3fGh and the rest', { mode: "secrets" }).text).toBe('"api_key": "<REDACTED_SECRET> and the rest');
  });

  it("finds assignments in env, YAML, JSON, INI/TOML, code, query strings, CLI flags and XML", () => {
    const value = "Zx8q2LmN4pRt6vWy9bCd3fGh";
    const forms = [
      `export API_TOKEN=${value}`,
      `client_secret: ${value}`,
      `{"apiKey":"${value}"}`,
      `secret = "${value}"`,
      `const accessToken = '${value}';`,
      `https://example.com/cb?access_token=${value}&state=1`,
      `--api-key=${value}`,
      `<secret>${value}</secret>`,
      `'auth_token' => '${value}',`,
      `{\\"password\\":\\"${value}\\"}`,
      // JSON inside a JSON string inside a JSON string (BUG E): quotes escaped as \\\" and deeper.
      `{\\\\\\"api_key\\\\\\":\\\\\\"${value}\\\\\\"}`,
      JSON.stringify(JSON.stringify(JSON.stringify({ client_secret: value }))),
      `PGPASSWORD=${value} psql`,
      `appKey: "${value}"`,
      `PRIVATE_KEY=${value}`,
    ];
    for (const f of forms) expect(redact(f, { mode: "secrets" }).text, f).not.toContain(value);
  });
});

// BUG A: display clipping ("…") right after a secret. A placeholder is a placeholder only when
// what precedes the ellipsis is not itself secret-like (a bare prefix, short, or low variety).
describe("values clipped with an ellipsis", () => {
  const PW = "Zk3p9Qw+x7LmN2";
  const CLIPPED_SECRETS = [
    `curl -u admin:${PW}…`,
    `DB_PASSWORD=${PW}…`,
    `password: ${PW}…`,
    `mysql -u root -p${PW}…`,
    `"password": "${PW}…"`,
    `sshpass -p '${PW}…' ssh host`,
    `api_key=${PW}....`,
    `client_secret: ${PW}… and more`,
  ];
  for (const t of CLIPPED_SECRETS) {
    it(`redacts ${JSON.stringify(t)}`, () => {
      const out = redact(t, { mode: "secrets" }).text;
      expect(out).not.toContain(PW);
      expect(out).not.toContain(PW.slice(0, 8));
      expect(redact(out, { mode: "secrets" }).text).toBe(out);
    });
  }
  const STAND_INS = [
    "OPENAI_API_KEY=sk-...",
    "api_key=sk-proj-…",
    "curl -u admin:sk-…",
    "password: abcd…",
    "token: xxxxxxxxxxxx…",
    "DB_PASSWORD=aaaaaaaaaaaa…",
    "curl -u admin:YOUR_API_KEY…",
    "Authorization: Bearer sk-…",
    "mysql -u root -pabc…wxyz",
  ];
  for (const t of STAND_INS) {
    it(`keeps ${JSON.stringify(t)}`, () => {
      expect(redact(t, { mode: "secrets" }).text).toBe(t);
    });
  }
});
