// A secret in the cell right of its name, in a key/value table (rules/name-value-cells.ts):
// Markdown, box drawing, CLI tables, psql's expanded display. A name cell that is not a secret
// name alone, a cell of several words, a type or a placeholder stays.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const TOK = "DEca4jsUl6oDA7ZsQx57DUFB5rd5fM7q";
const HEX = "017cf8e1ba53fb614cbbc85844ed30cba89c25642989ba1120558dbf918e6bc7";

describe("the value beside a secret name in a table row", () => {
  it.each([
    [`| Name | Value |\n|---|---|\n| LOG_FORMAT | json |\n| INTERNAL_API_TOKEN | ${TOK} |\n| CACHE_TTL | 300 |\n`, TOK],
    [`| Variable | Value | Notes |\n|---|---|---|\n| CALLBACK_SECRET | \`${HEX}\` | shared with the PSP |\n`, HEX],
    [`┌────────────────┬──────────┐\n│ Variable       │ Value    │\n│ RESEND_API_KEY │ ${TOK} │\n└────────────────┴──────────┘\n`, TOK],
    [`+------------+----------------------------------+\n| Field      | Value                            |\n| secret     | ${HEX} |\n+------------+----------------------------------+\n`, HEX],
    [`-[ RECORD 1 ]-+-----------------------\nid            | 4\nsmtp_password | Vortex+139dapple!\nupdated_at    | 2026-10-05\n`, "Vortex+139dapple!"],
    // The name in code quotes too, as an assistant's reply writes a table.
    [`| Variable | Value | Masked |\n|---|---|---|\n| \`DEPLOY_USER\` | \`release\` | no |\n| \`HOOK_TOKEN\` | \`${HEX}\` | yes |\n`, HEX],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("look-alikes keep their text", () => {
  it.each([
    // A schema table: the value cell is a type or a sentence.
    ["| Field | Type | Notes |\n|---|---|---|\n| api_key | string | required |\n| token | The session token, see below | |\n"],
    // A placeholder, a reference, an empty cell.
    ["| API_KEY | `${API_KEY}` |\n| DB_PASSWORD | <from vault> |\n| JWT_SECRET |  |\n"],
    // A name cell that says more than the name.
    ["| rotate the api_key | 2026-11-30T10:00Z |\n| token count | 123456789 |\n"],
    // Public and publishable keys.
    ["| STRIPE_PUBLISHABLE_KEY | pk_test_TYooMQauvdEDq54NiTphI7jx |\n| public_key | MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE |\n"],
    ["| `API_KEY` | `${API_KEY}` |\n| `token count` | 123456789 |\n"],
  ])("keeps %s", (text) => expectKept(text));
});
