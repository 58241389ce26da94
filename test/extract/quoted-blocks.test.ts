// A block in quote marks over several lines of a message is something pasted in (an e-mail, an
// ad, a page): src/core/extract/segment.ts leaves it out of the authored prose, as it does quoted
// `>` lines. A quote that opens and closes on one line, or a word in quotes, is the user's own.
import { describe, expect, it } from "vitest";
import { authoredLines } from "../../src/core/extract/segment.js";

describe("quoted blocks", () => {
  it.each([
    ["straight quotes", 'ok look what came in:\n"🎉 DIWALI DHAMAKA 🎉 Royal Tent House\n30% off all bookings, code DIWALI30\ncall 98110 04417"\nignore that one'],
    ["guillemets", "Ça vient d'arriver :\n« FORMATION CONTINUE — Webinaire\nBaux commerciaux, 10 pièges à éviter\nSandrine Ouellet, avocate | 514 555-0183 »\nOn n'y va pas."],
    ["corner brackets", "家长群里发的：\n「老师您好\n孩子每天写到十一点，太累了，谢谢老师🙏」\n你看怎么回"],
  ])("drops a pasted block in %s", (_name, text) => {
    const lines = authoredLines(text);
    expect(lines).toHaveLength(2);
    expect(lines.join("\n")).not.toMatch(/DIWALI30|Webinaire|十一点/);
  });

  it.each([
    ["a quote on one line", '"We ship Friday," she said.\nThe launch is on 4 Dec.'],
    ["a word in quotes that opens the line", '"Quick" is what we call the plan.\nWe go with it, and call the build "Zed"'],
    ["an opening mark that never closes", '"hmm\nlet\'s use Postgres 16\nand pin it'],
  ])("keeps %s", (_name, text) => {
    expect(authoredLines(text)).toHaveLength(text.split("\n").length);
  });
});
