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
