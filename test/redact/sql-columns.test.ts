// Database statements and dumps that give values by column (rules/sql-columns.ts): the values of
// a column named like a secret go, the rest of the row stays; hashes, prefixes, NULLs and
// settings tables whose `key` is a setting's name are kept.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const A = "27e006cbe14ac5bf01a0f59ef59ef1a8cb157e9a";
const B = "L--0v5ftZgV4fFa5M2Z_klWWZU-kn0dm";
const C = "fq3nwuVB4lzBLAvGNPWyEj0ZDfHPCPjsEMjQSuINamo=";

describe("a value in a column named like a secret", () => {
  it.each([
    ["INSERT with a column list", `INSERT INTO api_keys (id, tenant_id, name, secret, created_at)\nVALUES ('0cc3476d-cf93-4e94-9fe6-dc7db6c041da', 42, 'billing-sync', '${A}', now());`, A],
    ["several tuples", `INSERT INTO integrations (provider, client_id, client_secret, enabled) VALUES\n  ('ledgerly', 'lg_client_4977', '${B}', true),\n  ('parcelhub', 'ph-17556', '${A}', true);`, A],
    ["MySQL backticks", "INSERT INTO `oauth_clients` (`id`, `name`, `secret`, `revoked`) VALUES (3,'Mobile app','" + B + "',0);", B],
    ["psql COPY rows", `COPY public.webhook_endpoints (id, url, signing_secret, created_at) FROM stdin;\n1\thooks/in\t${C}\t2026-11-29 10:00:00+00\n\\.\n`, C],
    ["a COPY flattened onto a digest line", `- COPY public.webhooks (id, url, signing_secret) FROM stdin; 3\thooks/in\t${B} 4\thooks/out\t${A} \\.`, A],
    ["a COPY inside a JSON string", JSON.stringify({ note: `COPY public.webhooks (id, url, signing_secret) FROM stdin;\n3\thooks/in\t${B}\n\\.\n` }), B],
    ["an INSERT inside a JSON string", JSON.stringify({ note: `\nINSERT INTO api_clients (id, name, client_secret) VALUES (7, 'billing-sync', '${A}');\n` }), A],
    ["a key column in a keys table", `COPY public.api_keys (id, name, key, created_at) FROM stdin;\n1\twarehouse-sync\t${A}\t2026-10-27\n\\.\n`, A],
    // The rows a shell prints under a query: the select list names the columns.
    ["sqlite3 output under its query", `$ sqlite3 bot.db "select id, name, token from bots"\n1|standup-bot|${A}\n2|deploy-notifier|${B}\n$ ls`, B],
    ["tab-separated output", `SELECT u.id, u.name, u.password FROM users u;\n1\talice\t${B}\n2\tbob\tNULL`, B],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the other columns", () => {
    expectKeeps(`INSERT INTO integrations (provider, client_id, client_secret) VALUES ('ledgerly', 'lg_client_4977', '${B}');`, ["'ledgerly'", "'lg_client_4977'"]);
  });

  it.each([
    ["a hash column", "INSERT INTO users (id, email, password_hash) VALUES (1, 'a@example.org', 'sha256:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08');"],
    ["a settings table's key", "INSERT INTO settings (key, value) VALUES ('theme', 'dark-mode-2026');"],
    ["NULL and \\N", "INSERT INTO tokens (id, token) VALUES (1, NULL);\nCOPY public.tokens (id, token) FROM stdin;\n1\t\\N\n\\.\n"],
    ["no secret column", "INSERT INTO orders (id, ref, total) VALUES (1, 'ORD-2026-0042', 129.90);"],
    ["a query's output without a secret column", `select id, name from users\n1|${B}`],
    ["a select list with an expression", `select count(*), token from t\n3|${B}`],
    ["rows with another number of fields", `select id, name, token from bots\n1|${B}`],
  ])("keeps %s", (_name, text) => expectKept(text));
});
