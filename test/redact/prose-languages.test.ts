// Password nouns of more languages in prose (rules/prose-secret.ts NOUNS): Portuguese, Russian
// (in both cases of its first letter), Korean and Japanese, and "passcode"; and sentences in
// those languages that name a password but give none.
import { describe, it } from "vitest";
import { expectKept, expectKeeps, expectRedacted } from "./expect-redaction.js";

const PW = "Tq8#wLm2vZr9";

describe("password nouns in more languages", () => {
  it.each([
    [`Oi Ana, a senha do roteador novo é ${PW}, troque depois.`, PW],
    [`Usuário: ops, senha ${PW}.`, PW],
    [`Новый пароль для VPN: ${PW}`, PW],
    [`Пароль: ${PW}\nЛогин: ops`, PW],
    [`서버 비밀번호는 ${PW} 입니다.`, PW],
    [`ルーターのパスワードは ${PW} です。`, PW],
    [`The door passcode is ${PW} until Friday.`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("keeps the sentence around the value", () => {
    expectKeeps(`Новый пароль для VPN: ${PW}`, ["Новый пароль для VPN"]);
    expectKeeps(`서버 비밀번호는 ${PW} 입니다.`, ["서버 비밀번호는", "입니다."]);
  });

  it.each([
    ["A senha expira em 90 dias; troque antes de 2027-01-15."],
    ["Смените пароль до 2026-12-31, иначе доступ закроют."],
    ["Забыли пароль? Нажмите «Восстановить» на странице v2.4.1."],
    ["비밀번호는 8자 이상이어야 합니다. 최근 변경일: 2026-11-02"],
    ["パスワードは12文字以上にしてください（2026年12月から）。"],
    ["Passcode length: 6 digits, rotated every 30 days since 2025-03-01."],
    ["Senhas fortes: veja a política v3.2.0 do time."],
  ])("names a password, gives none: %s", (text) => expectKept(text));
});

// The password and key nouns of 25 more languages, inflected where the language inflects them
// ("Паролата", "Lykilorðið", "çelësi", "açarı"), on the value's line and on the line above it.
describe("password and key nouns in 25 more languages", () => {
  const KEY = "9LXtnx5OSZl0pGqVtFpwuG2oSbVCi8b3";
  it.each([
    [`Adgangskoden til routeren er ${PW}.`, PW],
    [`Lykilorðið að bókhaldskerfinu er ${PW} – ekki deila því.`, PW],
    [`La contrasenya del servidor és ${PW}.`, PW],
    [`O contrasinal do xestor é ${PW}, cambiámolo onte.`, PW],
    [`Lozinka za ruter je ${PW}, ne dijeli je.`, PW],
    [`Лозинка за рутер у магацину је ${PW}, немој да је качиш.`, PW],
    [`Паролата за админ панела е ${PW} — смени я.`, PW],
    [`Geslo za strežnik je ${PW}, prosim.`, PW],
    [`Slaptažodis serveriui: ${PW}`, PW],
    [`Parole maršrutētājam: ${PW}`, PW],
    [`Wi-Fi parool on ${PW}.`, PW],
    [`Kata laluan Wi-Fi pejabat ialah ${PW}, jangan kongsi.`, PW],
    [`ოფისის Wi-Fi-ის პაროლი არის ${PW}, არავის გაუზიარო.`, PW],
    [`Cyfrinair y system archebu yw ${PW}, paid â'i rannu.`, PW],
    [`Fjalëkalimi i ruterit është ${PW}.`, PW],
    [`Die wagwoord vir die router is ${PW}.`, PW],
    [`Кеңсе Wi-Fi құпиясөзі: ${PW}, ешкімге берме.`, PW],
    [`Mühasibat proqramının şifrəsi: ${PW} — heç kimə demə.`, PW],
    [`அலுவலக Wi-Fi கடவுச்சொல் ${PW} — யாருடனும் பகிர வேண்டாம்.`, PW],
    [`دفتر کے وائی فائی کا پاس ورڈ ${PW} ہے، کسی کو مت بتانا۔`, PW],
    [`Clau de l'API de pagaments:\n${KEY}\nNo la poseu al repositori.`, KEY],
    [`Кључ за API (продукција):\n${KEY}`, KEY],
    [`API kľúč pre kuriérsku službu:\n${KEY}`, KEY],
    [`API raktas:\n${KEY}`, KEY],
    [`API atslēga laikapstākļu servisam:\n${KEY}`, KEY],
    [`API võti:\n${KEY}`, KEY],
    [`API gakoa:\n${KEY}`, KEY],
    [`Allwedd API:\n${KEY}`, KEY],
    [`Çelësi API:\n${KEY}`, KEY],
    [`API açarı:\n${KEY}`, KEY],
    [`API кілті:\n${KEY}`, KEY],
    [`API გასაღები:\n${KEY}`, KEY],
    [`API բանալին:\n${KEY}`, KEY],
    [`API விசை:\n${KEY}`, KEY],
    [`API कुञ्जी:\n${KEY}`, KEY],
    [`Žeton za dostop do registra:\n${KEY}`, KEY],
    // A noun that opens with a capital outside ASCII (Turkish, Albanian, Slovene) is found too.
    [`Şifresi: ${PW}`, PW],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it.each([
    ["अनिता: ब्याकअप इन्क्रिप्ट गर्न मेरो सार्वजनिक कुञ्जी:\nअनिता: age10qsj9s9wcnk0f9lzjymx7yyx8qnukghh6zdjaumafljfe0ddtw8xmdvma8"],
    ["Moj javni ključ za potpis: RWQValMFBLexgJGIeYj7hxK2F6RO8kL6xDdTxEFDE3s1N9OpEMwOmQR"],
    ["Blerta: Çelësi publik i WireGuard për laptopin tim:\nBlerta: xlfPRDjp7Z+0v2fgwj0vuzsp9YTWWEO1jliHChXco4A="],
    ["Паролата трябва да е поне 12 знака; сменена на 2026-11-02."],
    ["Lozinka ističe za 90 dana, promijenite je prije 2027-01-15."],
    ["Parole de la chanson: 3 couplets, version v2.1.0."],
    ["API raktas galioja iki 2027-03-01, užsakymas Nr. 44821."],
  ])("names a credential, gives none, or a public key: %s", (text) => expectKept(text));
});

// Sinhala, Mongolian (Cyrillic and the traditional script), Lao, Khmer, Hausa and Amharic nouns,
// and the punctuation of the scripts below the CJK range (rules/prose-secret.ts WIDE_PUNCT):
// a value right before the Armenian full stop `։` or after the Ethiopic colon `፦` is read whole.
describe("password and key nouns of six more languages, and their scripts' punctuation", () => {
  const PASS = "Kq7mWx2vLp9z";
  const KEY = "4f9a8c2e1b7d6f3a0c5e9b2d8a1f6c3e";
  it.each([
    [`ආයුබෝවන් නිමල්, රවුටරයේ Wi-Fi මුරපදය: ${PASS}\nඅද රෑ මම එය වෙනස් කරනවා.`, PASS],
    [`Таны түр нууц үг — ${PASS}. Анх нэвтэрсний дараа солино уу.`, PASS],
    [`ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ᠄ ${PASS}᠃`, PASS],
    [`ສະບາຍດີ ນ້ອຍ, ລະຫັດຜ່ານ Wi-Fi: ${PASS}`, PASS],
    [`សួស្តី សុភា! ពាក្យសម្ងាត់ Wi-Fi៖ ${PASS} ។`, PASS],
    [`Sannu Aisha, kalmar sirri ta Wi-Fi: ${PASS}`, PASS],
    [`Maɓallin API: ${KEY} — an ƙirƙira shi yau.`, KEY],
    [`ሰላም ሀና፣ የዋይፋይ የይለፍ ቃል፦ ${PASS} ነው።`, PASS],
    [`Երթուղիչի ադմինի գաղտնաբառը՝ ${PASS}։ Խնդրում եմ ոչ մեկին չփոխանցես։`, PASS],
  ])("%s", (text, secret) => expectRedacted(text, secret));

  it("keeps the sentence around the value", () => {
    expectKeeps(`Երթուղիչի ադմինի գաղտնաբառը՝ ${PASS}։`, ["Երթուղիչի ադմինի գաղտնաբառը՝", "։"]);
    expectKeeps(`ሰላም ሀና፣ የዋይፋይ የይለፍ ቃል፦ ${PASS} ነው።`, ["ሰላም ሀና፣ የዋይፋይ የይለፍ ቃል፦", "ነው።"]);
  });

  it.each([
    ["Таны нууц үг 90 хоногийн дараа дуусна (2027-01-15)."],
    ["ពាក្យសម្ងាត់ត្រូវមាន 12 តួអក្សរ ។"],
    ["Kalmar sirri dole ta kasance haruffa 12 ko fiye (v2.4.1)."],
    ["የይለፍ ቃል ቢያንስ 12 ፊደላት መሆን አለበት። ስሪት 3.2.0"],
    ["Գաղտնաբառը պետք է ունենա 12 նիշ՝ 2026-12-01-ից։"],
  ])("names a password, gives none: %s", (text) => expectKept(text));
});
