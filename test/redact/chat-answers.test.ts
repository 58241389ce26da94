// A credential asked for or named in one chat message and given, bare, in the next: "Piotr: a
// hasło?" / "Marek: <value>" (lone-value-line.ts speakers, question and label leads, through
// rules/prose-secret.ts), and the password, key and token nouns of more languages. And the chat
// and config lines that look the same but give no secret.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const PW = "vR7qLm2xTz9wKp4N";
const HEX = "9e3c41d07a5b28f6c1e0d94b7a2f6e83";
const UUID = "7d2f9a40-3c1e-4b8a-9f5d-2e6c0b1a8d47";

describe("the answer to a message that names a credential", () => {
  it.each([
    ["a question, answered by another speaker", `Ingrid: what's the router password again?\nTomas: ${PW}\nIngrid: thanks`, PW],
    ["a request without a question mark", `Olga: скинь токен для вебхука\nИгорь: ${HEX}`, HEX],
    ["the same speaker, after a colon", `Тарас: ключ API від складу:\nТарас: ${HEX}`, HEX],
    ["a WhatsApp export line with its stamp", `[03/12/26, 09:14:02] Femke: wat is het wachtwoord van de kassa?\n[03/12/26, 09:15:40] Joost: ${PW}`, PW],
    ["a label line holding only the noun", `логин: deploy\nпароль\n${PW}\nне свети в общем чате`, PW],
    ["a label after a speaker", `Sara: رمز عبور:\n${PW}`, PW],
    ["Hebrew, a question", `דנה: מה הסיסמה של הנתב?\nאבי: ${PW}`, PW],
    ["Thai, the noun inside a run of words", `นิด: ขอรหัสผ่านเข้าระบบบัญชีหน่อย\nต้น: ${PW}`, PW],
    ["KakaoTalk's [name] [time] lines", `[민지] [오전 5:11] 공유기 관리자 비밀번호 뭐였지?\n[준호] [오전 5:12] ${PW}\n[민지] [오전 5:14] 고마워`, PW],
    ["LINE's tab-separated export", `04:52\t美咲\tWi-Fiのパスワード何だっけ？\n04:54\t健太\t${PW}\n04:55\t美咲\tありがとう！`, PW],
    ["WhatsApp on Android, a door code asked for mid-line", "19.10.2026 12:40 - Emre: Ofis kapısının şifresi neydi? Kartımı unuttum\n19.10.2026 12:43 - Zeynep: 877116\n", "877116"],
    ["Arabic without the article", `[12/10/26, 12:19:17] Omar: ما هي كلمة سر شبكة الواي فاي؟\n[12/10/26, 12:22:12] Layla: ${PW}`, PW],
    ["Japanese, a long aside before the value's line", `検証環境のAPIキー（古いものは無効化済み）：\n${HEX}`, HEX],
    ["Romanian", `Cheia API pentru mediul de test:\n${UUID}`, UUID],
    ["Greek, a request", `Νίκος: Στείλε μου τον κωδικό πρόσβασης του ταμείου\nΕλένη: ${PW}`, PW],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it("keeps the speakers and the messages around the value", () => {
    expectKeeps(`Ingrid: what's the router password again?\nTomas: ${PW}\nIngrid: thanks`, ["Ingrid: what's the router password again?", "Tomas: ", "Ingrid: thanks"]);
  });

  it.each([
    ["a setting under a statement about passwords", `Пароль не хранится в заметках.\ntokenizer: ${HEX}`],
    ["a label that names another thing", `Ingrid: where did the token request fail?\nCommit: ${HEX}`],
    ["a request id in the answer", `Ingrid: the key rotation failed?\nTomas: request id ${UUID}`],
    ["a statement, then a speaker with an id", `Femke: het wachtwoord staat in de kluis.\nJoost: ${UUID}`],
    ["a pgpass header comment over its line", "# hostname:port:database:username:password\ndb-main:5432:*:replicator:SAUSWL0WXCh8n18fIR8E\n".replace("SAUSWL0WXCh8n18fIR8E", "")],
    ["a short number after a question about a password", "Anna: how long must the wifi password be?\nBo: 12"],
    ["a number after a question about something else", "Anna: what's the order number for the router?\nBo: 448213"],
    ["Italian 'parola' with a word after it", "La parola chiave del progetto è Aurora, scelta il 12 maggio."],
    ["a Polish public key", "Zofia: mój klucz publiczny age do szyfrowania: age1qyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqszqgpqyqs8w6ps7"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("password, key and token nouns of more languages", () => {
  it.each([
    [`heslo k wifi pro hosty je ${PW}`, PW],
    [`รหัสผ่าน wifi ชั้น 2 คือ ${PW}`, PW],
    [`API-nyckel till bokföringen: ${UUID}`, UUID],
    [`API-sleutel voor de webshop (live): ${HEX}`, HEX],
    [`Lösenordet till NAS:en är ${PW}`, PW],
    [`Yeni şifresi ${PW} oldu.`, PW],
    [`mật khẩu wifi quán là ${PW}`, PW],
    [`kata sandi server: ${PW}`, PW],
    [`टोकन नहीं, पासवर्ड चाहिए: ${PW}`, PW],
    [`کلید API سرویس پیامک: ${HEX}`, HEX],
    [`токен для деплоя: ${HEX}`, HEX],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["Czech: a password policy", "heslo musí mít alespoň 12 znaků, změna každých 90 dní (od 2026-01-01)"],
    ["Swedish: a password talked about", "Lösenordet ligger i valvet sedan v2.4.1, fråga Anna."],
    ["Turkish: a reset with an order number", "Şifre sıfırlama talebi 2026-11-20 tarihinde alındı, sipariş 448213."],
  ])("names one, gives none: %s", (_name, text) => expectKept(text));
});

describe("a code asked for and answered in the next message", () => {
  it.each([
    ["after a header line of its own and a blank line", "  Also the office copier wants an admin PIN when I scan to email?\n\n  [Helen Oduya, 27 Oct 2026 15:10]\n  It's 834810. Scan-to-email only, please.", "834810"],
    ["a few words before the number", "Dan: what's the alarm code again?\nMo: sure, 551902 then OFF", "551902"],
    ["a line that ends in a copula after the noun", "Aisha, the key safe was reset. The alarm code is\n  108502\nthanks", "108502"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a count of digits in the answer", "Dan: how long is the new door PIN?\n\n[Mo, 10:02]\nIt's 6 digits now"],
    ["a year in the answer", "Dan: when did the alarm code change?\nMo: in 2024, I think"],
    ["a number far into a longer answer", "Dan: what's the alarm code?\nMo: no idea, ask the landlord, his flat is 1234"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

describe("a code named on a line that ends in a label's colon, given in the next message", () => {
  it.each([
    ["an Android WhatsApp export", "27/10/2026, 17:30 - Helen Oduya: New one for P1 and P2 (same code now):\n27/10/2026, 17:31 - Helen Oduya: 451491", "451491"],
    ["a WhatsApp export, 'code' in another language's sentence", "[13/10/2026, 09:11:56] Papa Didier: Code ya sika ezali:\n[13/10/2026, 09:12:02] Papa Didier: 736041", "736041"],
  ])("%s", (_name, text, secret) => expectRedacted(text, secret));

  it.each([
    ["a postal code", "Postal code:\n10115"],
    ["an exit code", "Exit code:\n13725"],
    ["a code followed by source code", "Here is the code:\nconst retries = 40000;"],
  ])("leaves alone %s", (_name, text) => expectKept(text));
});

// An aside between a credential's noun and the label's colon is not the clause's words: a
// passphrase of plain words after it stands where it would stand right after the noun.
describe("an aside before a label's colon", () => {
  it.each([
    ["Backup encryption passphrase (restic, nightly at 02:00): jungle-sketch-asthma-eternal-exhibit", "jungle-sketch-asthma-eternal-exhibit"],
    ["Wi-Fi passphrase (guest network, 5 GHz): lantern-otter-cobalt-river", "lantern-otter-cobalt-river"],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    // Words between the noun and the aside still make the clause a sentence about the noun.
    "Passphrase rules (since the audit, 2026): four-random-words-minimum",
    "passphrase (see the runbook, step 4) for the backup set",
  ])("keeps %s", (text) => expectKept(text));
});
