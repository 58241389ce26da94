// A secret printed on the line after the line that read it by name (rules/echoed-value.ts):
// shells, REPLs and consoles. The asking line ends in the name and holds a prompt (or is the
// name alone); the output is one word. Comments, assignments, file names and multi-word output
// stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const HEX = "471662c81cce2dc8b352390af8cde58879643c0bdf8b2ef828a23d9598eb6df4";
const TOK = "DRbwNaRr2QGhcehSPHStw0WcDlNSCB1N";
const PW = "t&blWv3NLc8EPhA1";

describe("the value a prompt printed for a secret-named read", () => {
  it.each([
    [`$ printenv SESSION_SECRET\n${HEX}\n$ printenv SESSION_SECRET | wc -c\n65\n`, HEX],
    [`dev@box:~$ echo $DEPLOY_HOOK_TOKEN\n${TOK}\ndev@box:~$ exit\n`, TOK],
    [`PS C:\\ops> $env:SMTP_PASSWORD\n${PW}\n`, PW],
    [`C:\\build> echo %NEXUS_TOKEN%\n${TOK}\n`, TOK],
    [`>>> os.environ.get('PAYMENTS_HMAC_KEY')\n'${HEX}'\n>>> len(_)\n64\n`, HEX],
    [`> process.env.SESSION_SECRET\n'${TOK}'\n`, TOK],
    [`> env('DB_PASSWORD')\n= "${PW}"\n`, PW],
    [`store(prod)> ENV.fetch("SIDEKIQ_WEB_PASSWORD")\n=> "${PW}"\n`, PW],
    [`>>> SIGNING_KEY\n'${HEX}'\n`, HEX],
    [`$ terraform output -raw grafana_admin_token\n${TOK}$ terraform output -raw grafana_url\n`, TOK],
    [`127.0.0.1:6379> CONFIG GET requirepass\n1) "requirepass"\n2) "${TOK}"\n`, TOK],
    [`Data\n====\nREDIS_PASSWORD:\n----\n${HEX}\nREDIS_DB:\n----\n2\n`, HEX],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("the same read when its lines were joined into one or escaped", () => {
  it.each([
    [`- [ ] > quoted from the runbook:  >>> os.environ.get('PAYMENTS_HMAC_KEY') '${HEX}' for the deploy job.`, HEX],
    [`Blocked by  $ printenv SESSION_SECRET ${HEX}; waiting for ops.`, HEX],
    [`{"service": "billing", "note": "\\n>>> os.environ.get('PAYMENTS_HMAC_KEY')\\n'${HEX}'\\n"}`, HEX],
    [`{"note": "store(prod)> ENV.fetch(\\"API_TOKEN\\")\\n=> \\"${TOK}\\"\\n"}`, TOK],
    // A quote's `>` before the prompt that typed the read, the output joined on with `=>`.
    [`- Credentials keep being pasted into chat (> quoted from the runbook:  store(prod)> ENV.fetch("API_TOKEN") => "${HEX}" ) — new`, HEX],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // A command that has the name in it, with its flags after it.
    ["$ aws ecr get-login-password --cluster-name=production-cluster-2024 --profile deploy-role-eu-west-1 | docker login"],
    // A label, then a sentence on the same line; a search for the name.
    ["  apiKey: see the vault, not this file"],
    ["$ grep -rn API_TOKEN src/config"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("look-alikes keep their text", () => {
  it.each([
    // A comment naming the fields of the line below.
    [`# hostname:port:database:username:password\ndb1:5432:sales:report:${"*".repeat(3)}\n`],
    // An assignment whose value is a reference, then an ordinary setting.
    ["spring.mail.password=${vault.smtp.password}\nspring.mail.username=alerts\n"],
    ["JWT_SECRET=${JWT_SECRET}\nLOG_LEVEL=debug\n"],
    // A file named like a setting, and the contents it prints.
    ["$ md5sum -q ~/.pgpass\n9fceb02d0ae598e95dc970b74767f193\n"],
    // Output that is a sentence, a placeholder or a path.
    ["$ printenv API_TOKEN\nnot set\n"],
    ["$ echo $API_TOKEN\n<your-token-here>\n"],
    ["$ printenv DB_PASSWORD_FILE\n/run/secrets/db\n"],
    // A heading, then prose.
    ["Token\nA token is the unit the model reads.\n"],
  ])("keeps %s", (text) => expectKept(text));
});
