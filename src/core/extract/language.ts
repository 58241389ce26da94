/**
 * The conversation's language, from what the user wrote: Chinese when CJK characters carry at
 * least as much as the Latin letters around them (a Han character ≈ a word ≈ 3–4 letters), so
 * "我们用 Postgres 吧" counts as Chinese and an English turn with one Chinese name does not.
 */
import type { Turn } from "../transcript/types.js";
import { isCjkLetterCodePoint, isKanaCodePoint } from "../text/cjk.js";

/** `ja` only switches the summary sentences: cue patterns exist for English and Chinese. */
export type Language = "en" | "zh" | "ja";

const CJK_WEIGHT = 3; // letters one CJK character stands for
const SAMPLE_CHARS = 200_000; // the language is settled long before this many characters

interface Counts {
  cjk: number;
  kana: number;
  latin: number;
}

function counts(text: string, acc: Counts): void {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) acc.latin++;
    else if (isCjkLetterCodePoint(c)) {
      acc.cjk++;
      if (isKanaCodePoint(c)) acc.kana++;
    }
  }
}

const KANA_SHARE_JA = 0.2; // Japanese prose is kana-heavy; Chinese has none

function decide(c: Counts): Language {
  if (!(c.cjk > 0 && c.cjk * CJK_WEIGHT >= c.latin)) return "en";
  return c.kana >= c.cjk * KANA_SHARE_JA ? "ja" : "zh";
}

export function detectLanguage(turns: readonly Turn[]): Language {
  const user: Counts = { cjk: 0, kana: 0, latin: 0 };
  const all: Counts = { cjk: 0, kana: 0, latin: 0 };
  let seen = 0;
  for (const t of turns) {
    if (t.external || t.role === "tool") continue;
    if (seen > SAMPLE_CHARS) break;
    seen += t.text.length;
    counts(t.text, all);
    if (t.role === "user") counts(t.text, user);
  }
  return decide(user.cjk + user.latin > 0 ? user : all);
}

export function textLanguage(text: string): Language {
  const acc: Counts = { cjk: 0, kana: 0, latin: 0 };
  counts(text, acc);
  return decide(acc);
}
