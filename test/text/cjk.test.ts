// One definition of CJK text (src/core/text/cjk.ts): the regexes and the code-point tests agree
// with each other, and no other file of src/ spells out a CJK range of its own.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CJK_LETTER_RE, HAN_RE, countHan, hasHan, isCjkCodePoint, isCjkLetterCodePoint, isCjkPunctuationCodePoint, isHanCodePoint, isKanaCodePoint } from "../../src/core/text/cjk.js";

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = path.join(dir, n);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("CJK character classes", () => {
  it("the regexes and the code-point tests agree on every BMP code point", () => {
    const disagree: string[] = [];
    for (let cp = 0; cp < 0x10000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const ch = String.fromCharCode(cp);
      if (HAN_RE.test(ch) !== isHanCodePoint(cp)) disagree.push(`han ${cp.toString(16)}`);
      if (CJK_LETTER_RE.test(ch) !== (isHanCodePoint(cp) || isKanaCodePoint(cp) || (cp >= 0xac00 && cp <= 0xd7af))) disagree.push(`letter ${cp.toString(16)}`);
      if (isCjkLetterCodePoint(cp) && !isCjkCodePoint(cp)) disagree.push(`letter outside the token class ${cp.toString(16)}`);
      if (isCjkPunctuationCodePoint(cp) && isCjkLetterCodePoint(cp)) disagree.push(`punctuation counted as a letter ${cp.toString(16)}`);
    }
    expect(disagree).toEqual([]);
  });

  it("Han covers Extension A, the Unified block and compatibility ideographs, not the hexagram symbols between them", () => {
    expect(["㐀", "中", "豈", "𠀀"].map((c) => isHanCodePoint(c.codePointAt(0) as number))).toEqual([true, true, true, true]);
    expect(isHanCodePoint(0x4dc0)).toBe(false); // ䷀ YIJING HEXAGRAM SYMBOL
    expect(hasHan("用 Postgres 吧")).toBe(true);
    expect(hasHan("ひらがな カタカナ 한국어")).toBe(false);
    expect(countHan("我们用 Postgres 吧，好。")).toBe(5);
  });

  it("tokenizes CJK punctuation and fullwidth forms like letters, but counts only letters as letters", () => {
    for (const c of "，。「！") expect([isCjkCodePoint(c.codePointAt(0)!), isCjkLetterCodePoint(c.codePointAt(0)!)]).toEqual([true, false]);
    for (const c of "あア한Ａ") expect([isCjkCodePoint(c.codePointAt(0)!), isCjkLetterCodePoint(c.codePointAt(0)!)]).toEqual([true, true]);
  });

  it("no file of src/ but cjk.ts spells out a CJK range", () => {
    const RANGE = /\\u(?:3[04]00|4e00|9fff|f900|3040|30ff|ac00)|\\u\{2[0-9a-f]{4}\}|0x(?:3[04]00|4e00|9fff|f900|3040|30ff|ac00|ff00)\b|Script=Han|\\p\{Han\}/i;
    const offenders = sourceFiles(SRC)
      .filter((f) => !f.endsWith(path.join("text", "cjk.ts")))
      .flatMap((f) => readFileSync(f, "utf8").split("\n").map((line, i) => ({ f, i, line })))
      .filter(({ line }) => RANGE.test(line))
      .map(({ f, i, line }) => `${path.relative(SRC, f)}:${i + 1}: ${line.trim().slice(0, 100)}`);
    expect(offenders).toEqual([]);
  });
});
