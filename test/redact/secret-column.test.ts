// Tables whose header names a secret column (rules/secret-column.ts, table.ts): Markdown
// tables and CSV / TSV / `;` text. The column's cells go, the header and the other columns
// stay; placeholders, plain words and dates in the column, columns the value does not belong
// to ("Password hint"), and rows that only look like a header are kept.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const PW = "Tq8#wLm2vZr9";
const PW2 = "river-stone-basket-41";
const KEY = "Zk3pQ9wX7mL2vN8rT4yB6cH1";

describe("a column headed by a secret noun", () => {
  it.each([
    [`| Host | User | Password | Notes |\n|------|------|----------|-------|\n| nas | admin | ${PW} | RAID 6 |\n| cam | viewer | \`${PW2}\` | lobby |\n`, [PW, PW2]],
    [`name,email,db_password,role\nann,ann@example.org,${PW},admin\nbob,bob@example.org,"${PW2}",dev\n`, [PW, PW2]],
    [`service\tAPI Key\towner\nbilling\t${KEY}\tann\n`, [KEY]],
    [`Benutzer;Passwort;Abteilung\nmaria;${PW};Einkauf\r\nlukas;${PW2};Lager\r\n`, [PW, PW2]],
    [`| Сервер | Пароль |\n| :--- | :---: |\n| db1 | ${PW} |\n`, [PW]],
    [`| 機器 | パスワード |\n|---|---|\n| ルーター | ${PW} |\n`, [PW]],
    [`| 장비 | 비밀번호 |\n|---|---|\n| 공유기 | ${PW2} |\n`, [PW2]],
    [`设备,密码\n路由器,${PW}\n`, [PW]],
    [`card,holder,PIN\nvisa-01,ann,48213\n`, ["48213"]],
    [`Device | Login | Password\n--- | --- | ---\nswitch | ops | ${PW}\n`, [PW]],
    [`user,pass\nann,!VEQ5~a6m4FMxE\n`, ["!VEQ5~a6m4FMxE"]],
    // A box-drawn result (DuckDB, sqlite's box mode) and an org-mode table.
    [`┌──────────┬──────────────────────────┐\n│ name     │ api_token                │\n├──────────┼──────────────────────────┤\n│ backup   │ ${KEY} │\n└──────────┴──────────────────────────┘\n`, [KEY]],
    [`| Service | Login | Secret |\n|---------+-------+--------|\n| Grafana | admin | ${PW} |\n`, [PW]],
    // psql's result table: a rule of dashes joined by "+" under the header.
    [`app=> select id, api_token from users limit 2;\n id  | api_token\n-----+----------------------------------\n 107 | ${KEY}\n 108 | Rw5nH2kX9pL4mQ8vT1cZ7bJ3\n(2 rows)\n`, [KEY, "Rw5nH2kX9pL4mQ8vT1cZ7bJ3"]],
    // MySQL's client output and a reStructuredText grid table: rules framed by `+`, one between
    // every two rows in the grid.
    [`mysql> select id, user, app_password from coaches;\n+----+------------+--------------+\n| id | user       | app_password |\n+----+------------+--------------+\n| 1  | coach.anna | bxe1yfrKA9pS |\n| 2  | coach.tom  | NE8zh4NfH6IG |\n+----+------------+--------------+\n2 rows in set (0.00 sec)`, ["bxe1yfrKA9pS", "NE8zh4NfH6IG"]],
    [`+----------------+------------+----------------+\n| Supplier       | Login      | Password       |\n+================+============+================+\n| AnvilDesk      | harrowbank | sZaDNK1hcgtr8g |\n+----------------+------------+----------------+\n| Supplier trade | HBF-2231   | toO9qdocBXO9_l |\n+----------------+------------+----------------+`, ["sZaDNK1hcgtr8g", "toO9qdocBXO9_l"]],
    // A MediaWiki table.
    [`{| class="wikitable"\n! System !! User !! Password !! Notes\n|-\n| OnAir Deck (Studio A) || studioa || rMYfMb5Odz6q || presenters\n|-\n| Logger || logger || KDlB6zxNAMVkEN || keep 42 days\n|}`, ["rMYfMb5Odz6q", "KDlB6zxNAMVkEN"]],
    // Cells between runs of pipes, with no separator row: Muse, XWiki, MoinMoin, Jira.
    [` Device       || Login   || Password\n Router        | admin    | nfm2jmlWgZnM\n Webcam        | viewer   | 5dkLkZNV07\n`, ["nfm2jmlWgZnM", "5dkLkZNV07"]],
    [`|=System|=User|=Password|=Notes\n|Chiller web panel|service|lkBaXoRojPp3p|contractor visits quarterly\n`, ["lkBaXoRojPp3p"]],
    [`||'''System'''||'''Login'''||'''Password'''||\n||Music box||pi||cWJiLLXAG1Zm5c||\n`, ["cWJiLLXAG1Zm5c"]],
    [`||Service||Account||Password||\n|Scouting app|team4471|wIHcb2hQUlXQKye|\n`, ["wIHcb2hQUlXQKye"]],
    // \`|\` without a frame or a separator row: a pipe-separated export, sqlite's \`.headers on\`.
    [`supplier|account|login|password|notes\nHorolink Trade|HL-70482|orders@|4YwlzG1qTGEF|free postage over 60\nJewel Bearing Co|JB-4672|marrowtick|A5nLK1AkiDkqU|min order 25\n`, ["4YwlzG1qTGEF", "A5nLK1AkiDkqU"]],
  ])("%s", (text, secrets) => {
    for (const s of secrets) expectRedacted(text, s);
  });

  it("keeps the header, the other columns, and the text around the table", () => {
    const text = `Inventory\n\n| Host | User | Password | Notes |\n|---|---|---|---|\n| nas | admin | ${PW} | RAID 6 |\n\nUpdate after the move.`;
    expectKeeps(text, ["Inventory", "| Host | User | Password | Notes |", "| nas | admin |", "| RAID 6 |", "Update after the move."]);
    expectKeeps(`name,email,db_password,role\nann,ann@example.org,${PW},admin\n`, ["name,email,db_password,role", "ann,ann@example.org,", ",admin"]);
  });

  it.each([
    // Placeholders, empty cells, plain words and dates in a password column.
    [`| User | Password |\n|---|---|\n| ann | <set on first login> |\n| bob | \${BOB_PASS} |\n| cid | *** |\n| dan | - |\n| eve | n/a |\n| fay |  |\n| gus | changed |\n| hal | 2026-11-30 |\n`],
    // The value belongs to another word of the header.
    [`| Account | Password hint | Password last changed |\n|---|---|---|\n| ann | Tq8 first dog 2019 | 2026-01-05 |\n| bob | ${PW2} | 2026-02-11 |\n`],
    [`secret name,namespace,created\ndb-creds-v2,prod,2026-10-01\napp-secret-2024x,prod,2026-10-02\n`],
    [`| Token expiry | Scope |\n|---|---|\n| 2026-12-31T00:00Z | repo |\n`],
    // `Key` alone heads the key of a key/value table; `Pin` a pin number.
    [`| Key | Value |\n|---|---|\n| region | eu-west-1b7 |\n| bucket | logs-2026-archive9 |\n`],
    [`| Sort key | Region |\n|---|---|\n| Order#2026-11-A7 | eu |\n`],
    [`| Pin | Function |\n|---|---|\n| 17 | GPIO17 |\n| 1 | 3V3 |\n`],
    // A row of a client's table under its rule, whose first cell names a password: data, not a header.
    [`+-----------------+-------------------+\n| option_name     | option_value      |\n+-----------------+-------------------+\n| smtp_pass       | placeholder-only  |\n| backup_ftp_pass | see the vault     |\n+-----------------+-------------------+\n`],
    [`|| Login || Note ||\n|| ann_pass || kept as it is ||\n|| bob_pass_2026 || kept too ||\n`],
    // A noun in a data row: the row above has as many fields, so this row is no header.
    [`item,owner,comment\nrouter,ann,see password\nswitch,bob,Quartz-7781x\n`],
    // No table: the next line has another number of fields, or there is no separator row.
    [`password,user\nQuartz-7781x\n`],
    [`| Password |\n| Quartz-7781x |\n`],
    // A psql result whose column the value does not belong to, and a rule of dashes that joins nothing.
    [` id | token_expiry\n----+---------------------\n  7 | 2026-12-31 00:00:00\n`],
    [`name | password\n-----------------\nann | Quartz-7781x\n`],
    [`│ name │ token_expiry │\n├──────┼──────────────┤\n│ ann  │ 2026-12-31   │\n`],
    // A framed table's column that is no secret's.
    [`+----+--------------+\n| id | token_expiry |\n+----+--------------+\n| 7  | 2026-12-31   |\n+----+--------------+`],
    // An exclamation in prose, and a wiki table's column that is no secret's.
    [`Password changed! Please log in again!! Thanks\n| ann || Quartz-7781x\n`],
    [`{| class="wikitable"\n! Name !! Token expiry\n|-\n| ann || 2026-12-31\n|}`],
    // \`|\` between words of prose, with no row under it that splits the same way.
    [`password|passphrase: see the docs\nQuartz-7781x is the example\n`],
  ])("kept: %s", (text) => expectKept(text));
});

describe("a table flattened onto one line (flat-table.ts)", () => {
  const PW = "nz@3IJN6usUMYk";
  it.each([
    [`- Decided to rotate the deploy credential name,db_password,role ann,${PW},admin after the incident`],
    [`- We decided:  | Host | User | Password | |---|---|---| | nas | admin | ${PW} | for now`],
    [`- 决定使用新的密钥  name,db_password,role ann,${PW},admin  部署到生产环境。`],
    [JSON.stringify({ service: "billing", note: `\n| Host | User | Password |\n|---|---|---|\n| nas | admin | ${PW} |\n` })],
    // The CSV kept apart by escaped line breaks inside a JSON string (seed 876864353 of the
    // no-secret-on-disk test leaked it into a daily note and keep.md).
    [JSON.stringify({ service: "billing", note: `\nname,db_password,role\nann,${PW},admin\n` })],
  ])("redacts the secret cell of %s", (text) => expectRedacted(text, PW));

  it.each([
    ["columns name,password_hint,role then ann,my dog,admin"],
    ["We compared a,b,c with 1,2,3 yesterday and password,notes,owner with x,y,z"],
    ["| Name | Password policy | |---|---| | ann | min 12 chars |"],
    [JSON.stringify({ note: "\nname,password_hint,role\nann,my-dog-rex,admin\n" })],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a CSV header is a line of labels", () => {
  it.each([
    ['"password": "Passwort",\nstd::map<int, int> m; auto x = a::b::c;'],
    ["password = os.getenv(x), token = None\nalpha = beta(), gamma = delta"],
  ])("keeps code and JSON whose lines split into as many fields: %s", (text) => expectKept(text));
});

describe("columns headed by a setting's short name, a numbered PIN or PUK, or a network table's Key", () => {
  it("redacts a psk column", () => {
    const text = "site,peer_ip,psk,ike\nmilano-hq,192.0.2.7,xOX1i93GDDvCCfWw2MK9b04RwK8a,ikev2\ntorino-wh,192.0.2.8,W65JhpYWEJRxAm2ZDKiPK8B8QXXp,ikev2\n";
    expectRedacted(text, "xOX1i93GDDvCCfWw2MK9b04RwK8a");
    expectRedacted(text, "W65JhpYWEJRxAm2ZDKiPK8B8QXXp");
    expectKeeps(text, ["milano-hq", "ikev2"]);
  });

  it("redacts the PUK1 and PUK2 columns of a SIM register", () => {
    const text = "ICCID,Plan,PIN1,PUK1,PIN2,PUK2,Assigned to\n8944818979707406623,IoT 1GB,0000,22689349,1234,49735236,Van 07\n";
    expectRedacted(text, "22689349");
    expectRedacted(text, "49735236");
    expectKeeps(text, ["8944818979707406623", "IoT 1GB", "Van 07"]);
  });

  it("reads a bare Key column as the password in a table of networks", () => {
    const text = "| Network | SSID | Key | Used by |\n|---|---|---|---|\n| Scanners | DEPOT-SCAN | Hazel.hollow64 | handhelds |\n| Guest | DEPOT-GUEST | (open) | drivers |\n";
    expectRedacted(text, "Hazel.hollow64");
    expectKeeps(text, ["DEPOT-SCAN", "(open)", "handhelds"]);
  });

  it.each([
    // A bare Key column elsewhere is the key of a key/value table.
    "| Key | Value |\n|---|---|\n| theme | dark-mode-2 |\n| locale | en-GB |\n",
    "| Setting | Key | Notes |\n|---|---|---|\n| cache | user_profile_v2 | 24 h |\n",
    // A numbered column that is no secret's.
    "Name,Address1,Address2\nAda,12 Mill Lane,Flat 3\n",
  ])("keeps %j", (text) => {
    expectKept(text);
  });
});

describe("a spreadsheet export's title row above the header", () => {
  it("is a title, not a row of data: the header under it still names the PIN column", () => {
    const text = "Glossbook staff export;;;;;\nName;Role;Colour;Till PIN;Web login;Commission %\nJade Morris;Senior Stylist;#E91E63;840749;jade.m;40\nPriya Shah;Colourist;#3F51B5;998394;priya.s;38\n";
    expectRedacted(text, "840749");
    expectRedacted(text, "998394");
    expectKeeps(text, ["Glossbook staff export", "jade.m", "#E91E63"]);
  });

  it("near miss: a row with two filled fields above is data, so the row under it is no header", () => {
    const text = "Ada;Admin;;;;\nName;Role;Colour;Till PIN;Web login;Commission %\nJade Morris;Senior Stylist;#E91E63;840749;jade.m;40\n";
    expectKeeps(text, ["840749"]);
  });
});

// A form's export (Google Forms, Microsoft Forms, a survey tool) heads its columns with the
// form's questions: a question mark ends the header line, and a note in brackets says how to
// fill the column in. Both still name the column.
describe("a form export's questions as the header", () => {
  it("reads a column named outside a note in brackets, under a header that ends in a question", () => {
    const text = "Timestamp,Full name,Shift or office?,Door PIN (6 digits - choose your own),Password for the booking app (min 10 characters),First aid done?\n2026/10/20 11:57:02 am GMT,Dana Hale,Shift,615094,Vq3_hn82KpLw,Not yet\n2026/10/23 9:23:09 am GMT,Ola Berg,Office,880412,mT7-rw2Yc9Qz,Yes\n";
    for (const v of ["615094", "Vq3_hn82KpLw", "880412", "mT7-rw2Yc9Qz"]) expectRedacted(text, v);
    expectKeeps(text, ["Dana Hale", "Not yet", "First aid done?"]);
  });

  it.each([
    ["a question with two commas over a line of as many", "Do you want the password, the PIN, or both?\nAnn, Bob, and Cy asked for 615094 already\n"],
    ["a note that names the secret while the column holds something else", "Name,Reminder (password hint),Role\nann,Vq3_hn82KpLw,admin\n"],
  ])("near miss: keeps %s", (_name, text) => expectKept(text));
});

// Columns aligned by blanks under a rule of one dash run per column: `sqlcmd`, SQL*Plus,
// PowerShell's Format-Table, `net user`. The runs give the columns' starts.
describe("columns aligned under a rule of dash runs", () => {
  it("reads the secret column of a result with three columns or more", () => {
    const text = "1> SELECT login, role, temp_password FROM dbo.staff;\n2> GO\nlogin           role       temp_password\n--------------- ---------- --------------------\na.osei          Driver     qR7vTz2LmW9pKd\nj.berg          Escort     Hn4-wq8ZpL3cXv\n\n(2 rows affected)\n";
    expectRedacted(text, "qR7vTz2LmW9pKd");
    expectRedacted(text, "Hn4-wq8ZpL3cXv");
    expectKeeps(text, ["a.osei          Driver", "(2 rows affected)"]);
  });

  it("keeps the other columns and a plain word in the secret one", () => {
    const text = "Name      Enabled Password           Description\n----      ------- --------           -----------\nkiosk     True    Rb7-hh2Lq9vZ       Till kiosk\nbackup    False   changed            Old account\n";
    expectRedacted(text, "Rb7-hh2Lq9vZ");
    expectKeeps(text, ["backup    False   changed            Old account", "Till kiosk"]);
  });

  it.each([
    ["a heading over a Markdown rule", "Password rotation notes\n---\nrotate every 90 days, qR7vTz2 is the ticket prefix\n"],
    ["a column the value does not belong to", "USERNAME   ACCOUNT_STATUS   PASSWORD_VERSIONS\n---------- ---------------- -----------------\nSCOTT      OPEN             11G 12C\n"],
  ])("near miss: keeps %s", (_name, text) => expectKept(text));
});
