// A generated password standing alone, in any language, with no name beside it
// (rules/mixed-password.ts): upper and lower case, a digit and a symbol that words and
// identifiers never hold inside them. What else mixes them (references, queries, masks,
// markdown, variables, expressions, base64) is ruled out by its structure.
import { describe, it } from "vitest";
import { expectKept, expectRedacted } from "./expect-redaction.js";

const PW = "Vessel?5500nomad~";

describe("a generated password with no name beside it", () => {
  it.each([
    [`[23:05] Burak: şifre: ${PW}`, PW],
    [`Ghi chú bàn giao\n- Mật khẩu: ${PW}\n`, PW],
    [`- سرور: ${PW} (تغییر داده شود)`, PW],
    [`root on the NAS is ${PW}`, PW],
    [`[17:07] Neha: ${PW}\n[17:08] Neha: note kar lo`, PW],
    [`Hakan: parola eskiden h9rM*imZIb%iacSC'ydi, dün Ny?2c^^z#U?ysM68'ye değiştirdim`, "h9rM*imZIb%iacSC"],
    [`Hakan: parola eskiden h9rM*imZIb%iacSC'ydi, dün Ny?2c^^z#U?ysM68'ye değiştirdim`, "Ny?2c^^z#U?ysM68"],
    ["كلمة السر للراوتر هي Mbxi=hIHaZ~DG7FH", "Mbxi=hIHaZ~DG7FH"],
    ['      - "MINIO_ROOT_PASSWORD=Gr4vel^968Urchin"', "Gr4vel^968Urchin"],
    ["the wiki says **Fennel+920Kestrel%** for the backup FTP", "Fennel+920Kestrel%"],
    ['{"note": "\\n[07:10] Luca: Zyhomt#374otvqV\\n"}', "Zyhomt#374otvqV"],
    // Its only strong symbol right after a weak one.
    ["| kovac-dental | postmaster | IGx97hQ1RWt7n+&E  |", "IGx97hQ1RWt7n+&E"],
    ['{"note": "\\nZyhomt#374otvqV\\tok"}', "Zyhomt#374otvqV"],
  ])("redacts %s", (text, secret) => expectRedacted(text, secret));
});

describe("look-alikes keep their text", () => {
  it.each([
    ["see Order#2026-11-A7 and Ticket#20261104-b2 for the refund"],
    ["**Revenue2026Q3** grew and ~~Draft2026v1~~ was dropped"],
    ["the link ends ?page=2&sort=Name9 and a=Ab1&b=Cd2x"],
    ["masked keys: sk-****Ab12cdEF and AB12****cdEF99"],
    ["copy it to $HOME2/bin or %APPDATA%Roaming9x"],
    ["checksum TeAziAokm+HATedASCRnY7oEybUrUALNwl8M3qtE2nw= matches"],
    ["if isReady&&count2Total and maxRetries!=Limit9x then"],
    ["the slug was Caf%C3%A9Menu%20Item2 before"],
    ["What? Really! Version2 Is Out? Ship It!"],
    ["abc1Q~short is too short to be one"],
    ["https://example.com/Download?Build=A1b2&x=Y%7Ez and C:/Users/Ann^2026x"],
    ["#Q3Goals2026 and @Alice_2026 in the channel"],
    ["C:\\Users\\Ann\\Backup%2026Q3x\\data and Build#Q3\\Ann^2026x"],
  ])("keeps %s", (text) => expectKept(text));
});
