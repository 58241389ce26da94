// Secrets on command lines, in HTTP headers and in the positional formats of credential files
// and connection strings: a command's own password flag (rules/cli-password.ts), cookies and
// Authorization in any case or quoting (http-cookie.ts, authorization-header.ts), Go MySQL DSNs
// (dsn-credentials.ts), .pgpass and sasl_passwd lines (credential-line.ts), shell defaults
// (shell-default.ts). Each with the look-alikes that must stay.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Zk3p9Qw7xLmN2vB8";
const TOKEN = "Yt7Kq2Lm9Np4Rs6Vw8Xz1Bc3";

describe("a command's password flag", () => {
  it.each([
    [`$ redis-cli -h cache -a ${PW} ping\nPONG`, PW],
    [`ldapsearch -x -H ldaps://ldap -D "cn=admin,dc=corp" -w '${PW}' -b "dc=corp" "(uid=jdoe)"`, PW],
    [`ldapmodify -D cn=admin -w ${PW} -f change.ldif`, PW],
    [`docker login -u ci -p ${PW} registry.example.com`, PW],
    [`htpasswd -b -c users.htpasswd admin ${PW}`, PW],
    [`htpasswd -bnBC 10 admin ${PW}`, PW],
    [`127.0.0.1:6379> AUTH default ${PW}\nOK`, PW],
    [`AUTH ${PW}`, PW],
    [`$ smbclient //fs01/finance -U 'CORP\\jdoe%${PW}'\nTry "help" to get a list of possible commands.`, PW],
    [`smbclient //nas/backup -U backup%Quincefennel669 -c 'ls'`, "Quincefennel669"],
    [`smbclient --user=CORP/jdoe%${PW} //fs01/x`, PW],
    [`dev@box:~$ sqlcmd -S tcp:10.13.102.210,1433 -U sa -P '&2=zuv8bNZdaSk' -Q "SELECT @@VERSION"`, "&2=zuv8bNZdaSk"],
    [`bcp dbo.orders out orders.dat -S sql01 -U loader -PYodel481+trellis -c`, "Yodel481+trellis"],
    // Oracle's user/password@service, and PowerShell's plain-text SecureString.
    [`sqlplus system/9j78J3w6iqNF@ORCLPDB1 @nightly_report.sql`, "9j78J3w6iqNF"],
    [`$ expdp scott/Tiger2pass9x@orcl directory=dp_dir dumpfile=hr.dmp`, "Tiger2pass9x"],
    [`SQL> connect scott/Tiger2pass9x`, "Tiger2pass9x"],
    [`rman target sys/Orcl2026x@prod`, "Orcl2026x"],
    [`$secure = ConvertTo-SecureString "quartz-hazel-willow-60" -AsPlainText -Force`, "quartz-hazel-willow-60"],
    [`$cred = New-Object PSCredential("CORP\\svc", (ConvertTo-SecureString -AsPlainText -Force -String 'Obsidian.lichen68'))`, "Obsidian.lichen68"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["redis-cli -a $REDIS_PASSWORD ping"],
    ["docker run -p 8080:80 nginx"],
    ["git checkout -b feature/login"],
    ["htpasswd -c users.htpasswd admin"],
    ["ldapsearch -x -W -D cn=admin"],
    ["AUTH is required before any command."],
    ["grep -w token src/ -a"],
    ["smbclient //fs01/finance -U 'CORP\\jdoe'"],
    ["smbclient -U jdoe //fs01/x -c 'get report%202026.pdf'"],
    ["sqlcmd -S sql01 -U sa -P $SA_PASSWORD -Q 'select 1'"],
    ["mysql -h db -P 3306 -u root"],
    ["sqlplus / as sysdba"],
    ["sqlplus $DB_USER/$DB_PASS@db"],
    ["please connect the/folder first"],
    ["ConvertTo-SecureString $env:SVC_PASSWORD -AsPlainText -Force"],
    ['ConvertTo-SecureString "01000000d08c9ddf0115d1118c7a00c04fc297eb0100000043"'],
  ])("keeps %s", (text) => expectKept(text));
});

describe("cookies and Authorization, however written", () => {
  it.each([
    [`2026-07-17T02:05:47Z debug response headers: {"Set-Cookie": "connect.sid=s%3A${TOKEN}.BtO8zvo9DlRdd0QIWDI3; Path=/; HttpOnly"}`, `s%3A${TOKEN}.BtO8zvo9DlRdd0QIWDI3`],
    [`{'Cookie': 'session_id=${TOKEN}; theme=dark'}`, TOKEN],
    [`curl -b "session=${TOKEN}--0b6df3b1cc2fda29853b2e45d7452af9475e7800" -sS "$API_BASE"`, `${TOKEN}--0b6df3b1cc2fda29853b2e45d7452af9475e7800`],
    [`curl --cookie 'sid=${TOKEN}' https://api.example.com`, TOKEN],
    [`curl -s -H 'authorization: bearer b5307340a66a0c45f1ec59cd49eb64aa7b5a1518' -X DELETE "$JOBS_URL"`, "b5307340a66a0c45f1ec59cd49eb64aa7b5a1518"],
    [`AUTHORIZATION: BASIC ZGVwbG95OiR7UFd9a2V5MTIz`, "ZGVwbG95OiR7UFd9a2V5MTIz"],
    [`headers = {"Authorization": "Bearer AAAAAAAAAAAAAAAAAAAAAiNlAFV3sLhgRa8iGKLH1%2BVsG9tRzAoBtnR17Pvy96UmGAkW%3D0SUkmKU3SixJ3Uz568Bjn391iSVYlh"}`, "AAAAAAAAAAAAAAAAAAAAAiNlAFV3sLhgRa8iGKLH1%2BVsG9tRzAoBtnR17Pvy96UmGAkW%3D0SUkmKU3SixJ3Uz568Bjn391iSVYlh"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['{"Set-Cookie": "theme=dark; Path=/"}'],
    ["git checkout -b session-fix"],
    ["curl -b cookies.txt https://example.com"],
    ["authorization: bearer $TOKEN"],
    ["the authorization: bearer scheme is standard"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("connection strings and credential files", () => {
  it.each([
    [`dsn := "inventory:${PW}@tcp(db:3306)/inventory?parseTime=true"`, PW],
    [`DSN=app:${PW}@unix(/run/mysqld/mysqld.sock)/app`, PW],
    [`# pgpass entry for the reporting replica\nreplica01:5432:reporting:analyst:${PW}\n`, PW],
    [`# superuser fallback, any host\n*:*:*:postgres:${PW}`, PW],
    [`# sasl_passwd for the outbound relay\n[smtp.mailgun.org]:587 postmaster@mg.example.com:${PW}\n`, PW],
    // Pasted into a JSON string, the file's lines are escaped newlines.
    [JSON.stringify({ service: "billing", note: `\n*:*:*:postgres:${PW}\n` }), PW],
    [JSON.stringify({ note: `# relay\n[smtp.example.com]:587 postmaster@example.com:${PW}\nnext` }), PW],
    // Restated inside a sentence or a bullet, as digests and distilled files write it.
    [`- Decided to rotate the deploy credential *:*:*:postgres:${PW} after the incident`, PW],
    [`- [TECH] config value:  replica01:5432:reporting:analyst:${PW} `, PW],
    [`Let's go with the new key  [smtp.example.com]:587 postmaster@example.com:${PW}  for the deploy job.`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ['dsn := "app:${DB_PASSWORD}@tcp(db:3306)/app"'],
    ["root@tcp(db:3306)/app"],
    ["12:30:45 the build ran at 2026-07-17T02:05:47Z"],
    ["sessionKey: agent:main:telegram:group:-1001234567890"],
    ["db:5432:app:app:${PGPASSWORD}"],
    ["The ratio was 3:2:1:0:5 in the last run."],
    ['{"note": "\\nThe ratio was 3:2:1:0:5 in the last run\\n"}'],
    ["The ratio was 3:2:1:0:5 in the last run, then 1:1:2:3:5."],
    ["link-local fe80::1:2:3:4 and MAC 00:1a:2b:3c:4d:5e on eth0"],
    ["the score went 10:15:30:45:60 over the five rounds"],
    ["MD5 fingerprint: 80:71:39:40:27:56:7d:c0:78:f5:e6:20:89:4c:06:57"],
  ])("keeps %s", (text) => expectKept(text));
});

describe("a secret as a shell default", () => {
  it.each([
    [`export PGPASSWORD=\${PGPASSWORD-${PW}}\npsql -h db -U app -c 'select 1'`, PW],
    [`DB_PASSWORD=\${DB_PASSWORD:-${PW}}`, PW],
    [`: "\${API_TOKEN:=${TOKEN}}"`, TOKEN],
    [`export PW=\${PW_OVERRIDE-'${PW}'}`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["${PORT:-8080}"],
    ["${API_TOKEN:-$FALLBACK_TOKEN}"],
    ["${DB_PASSWORD:-}"],
    ["${LOG_LEVEL-info}"],
    ["${API_TOKEN:?API_TOKEN must be set}"],
  ])("keeps %s", (text) => expectKept(text));
});
