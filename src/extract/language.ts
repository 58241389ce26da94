/**
 * The conversation's language, from what the user wrote: Chinese when CJK characters carry at
 * least as much as the Latin letters around them (a Han character ≈ a word ≈ 3–4 letters), so
 * "我们用 Postgres 吧" counts as Chinese and an English turn with one Chinese name does not.
 */
import type { Turn } from "../transcript/types.js";
import { isCjkCodePoint } from "./tokens.js";

export type Language = "en" | "zh";

const CJK_WEIGHT = 3; // letters one CJK character stands for
const SAMPLE_CHARS = 200_000; // the language is settled long before this many characters

function counts(text: string, acc: { cjk: number; latin: number }): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) acc.latin++;
    else if (c >= 0x3040 && isCjkCodePoint(c) && !(c >= 0x3000 && c <= 0x303f) && !(c >= 0xff00 && c <= 0xff20)) acc.cjk++;
  }
}

export function detectLanguage(turns: readonly Turn[]): Language {
  const user = { cjk: 0, latin: 0 };
  const all = { cjk: 0, latin: 0 };
  let seen = 0;
  for (const t of turns) {
    if (t.external || t.role === "tool") continue;
    if (seen > SAMPLE_CHARS) break;
    seen += t.text.length;
    counts(t.text, all);
    if (t.role === "user") counts(t.text, user);
  }
  const pick = user.cjk + user.latin > 0 ? user : all;
  return pick.cjk > 0 && pick.cjk * CJK_WEIGHT >= pick.latin ? "zh" : "en";
}

export function textLanguage(text: string): Language {
  const acc = { cjk: 0, latin: 0 };
  counts(text, acc);
  return acc.cjk > 0 && acc.cjk * CJK_WEIGHT >= acc.latin ? "zh" : "en";
}
