import { describe, it, expect } from "vitest";
import {
  detectLineEnding,
  findSection,
  findSections,
  headingKeyMatcher,
  insertSection,
  parseMarkdown,
  parseRootBlocks,
  readFrontmatter,
  removeSection,
  renderSection,
  upsertSection,
  SectionEditError,
  type SectionSelector,
} from "../../src/core/markdown/index.js";
import { pick } from "../reliability/support/scale.js";
import { endsWithBlankLine } from "../../src/core/markdown/line-ending.js";

const SEL: SectionSelector = { heading: "Rolling Summary", depth: 2 };
const CONTENT = { title: "Rolling Summary (as of 14:05)", body: "- Completed: x" };

function codeOf(fn: () => unknown): { code: string; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof SectionEditError) return { code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a SectionEditError");
}

describe("headingKeyMatcher", () => {
  const m = headingKeyMatcher("Rolling Summary");
  it.each(["Rolling Summary", "rolling   summary", "Rolling Summary (as of 14:05)", " ROLLING SUMMARY (draft) ", "Ｒｏｌｌｉｎｇ Ｓｕｍｍａｒｙ"])("matches %j", (t) => {
    expect(m(t)).toBe(true);
  });
  it.each(["Rolling Summary Archive", "Old Rolling Summary", "Rolling Summary (a) (b)", "Rolling Summary (as of (x))", "Rolling Summaries"])("does not match %j", (t) => {
    expect(m(t)).toBe(false);
  });
});

describe("line endings", () => {
  it("detects the first line ending, LF for a file without one", () => {
    expect(detectLineEnding("a\r\nb\nc")).toBe("\r\n");
    expect(detectLineEnding("a\rb")).toBe("\r");
    expect(detectLineEnding("")).toBe("\n");
  });
  it("counts a CRLF as one line ending when looking for a blank last line", () => {
    expect(endsWithBlankLine("x\r\n")).toBe(false);
    expect(endsWithBlankLine("x\r\n\r\n")).toBe(true);
    expect(endsWithBlankLine("x\n \t\n")).toBe(true);
    expect(endsWithBlankLine("\n")).toBe(true);
    expect(endsWithBlankLine("x")).toBe(false);
  });
});

describe("parseRootBlocks", () => {
  function shape(src: string, chunkChars?: number) {
    return parseRootBlocks(src, chunkChars ? { chunkChars } : {}).map((b) => `${b.node.type}@${b.start}-${b.end}`);
  }
  function whole(src: string) {
    return parseMarkdown(src).children.map((n) => `${n.type}@${n.position!.start.offset}-${n.position!.end.offset}`);
  }

  // 40 KB is about ten pieces of the default 4 KB, each cut next to fences, HTML comments and lists;
  // the long run (CONTEXT_KIT_RELIABILITY=long) parses 200 KB.
  const BIG = pick(40_000, 200_000);
  it(`agrees with one whole parse on a ${BIG / 1000} KB file cut into many pieces`, () => {
    let src = "---\ntitle: big\n# comment\n---\n";
    for (let i = 0; src.length < BIG; i++) {
      src += `## Section ${i}\n\nText *${i}* with \`code\`.\n\n- a\n  - b\n\n\`\`\`\n## not a heading ${i}\n\`\`\`\n\n<!--\n# hidden ${i}\n-->\n\n`;
    }
    expect(shape(src)).toEqual(whole(src));
  });

  it("does not cut inside frontmatter at a `#` comment line", () => {
    const src = "---\na: 1\n# comment\n---\n## Real\n";
    expect(shape(src, 1)).toEqual(["yaml@0-22", "heading@23-30"]);
  });

  it("grows a piece past an unclosed fence instead of cutting inside it", () => {
    const src = "# T\n\n```\n## in code\n## still code\n";
    expect(shape(src, 1)).toEqual(whole(src));
    expect(shape(src, 1).map((s) => s.split("@")[0])).toEqual(["heading", "code"]);
  });

  it("rejects a chunk size that is not a positive integer, naming it", () => {
    expect(() => parseRootBlocks("x", { chunkChars: 0 })).toThrow(/chunkChars/);
  });
});

describe("findSections", () => {
  const src = "# T\n\n## Rolling Summary (as of 1:00)\na\n\n## Other\n\n## rolling summary\nb\n";
  it("lists duplicates in file order with their occurrence, and findSection picks by occurrence", () => {
    const all = findSections(src, SEL);
    expect(all.map((s) => [s.occurrence, s.text])).toEqual([
      [1, "Rolling Summary (as of 1:00)"],
      [2, "rolling summary"],
    ]);
    expect(findSection(src, SEL)?.start).toBe(all[0]!.start);
    expect(findSection(src, { ...SEL, occurrence: 2 })?.start).toBe(all[1]!.start);
    expect(findSection(src, { ...SEL, occurrence: 3 })).toBeNull();
  });
  it("ends a section at the next heading of the same or a higher level, not at a deeper one", () => {
    const s = "## Rolling Summary\na\n### Sub\nb\n# Top\n";
    expect(findSection(s, SEL)).toMatchObject({ start: 0, end: s.indexOf("# Top") });
  });
  it("accepts a custom match function instead of the key", () => {
    const s = "## Summary @ 14:05\nx\n";
    expect(findSection(s, { heading: "", depth: 2, match: (t) => t.startsWith("Summary @") })?.text).toBe("Summary @ 14:05");
  });
  it("reports how many sections matched, so callers can warn about duplicates", () => {
    expect(upsertSection(src, SEL, CONTENT).matches).toBe(2);
  });
});

describe("option errors name the option and the allowed values", () => {
  it.each([
    [{ heading: "X", depth: 7 }, /depth: expected an integer from 1 to 6/],
    [{ heading: "", depth: 2 }, /heading: expected a non-empty heading key/],
    [{ heading: "X", depth: 2, occurrence: 0 }, /occurrence: expected an integer ≥ 1/],
  ])("selector %j", (sel, re) => {
    const e = codeOf(() => findSection("", sel as SectionSelector));
    expect(e.code).toBe("invalid-option");
    expect(e.message).toMatch(re);
  });
  it("placement", () => {
    const e = codeOf(() => upsertSection("", SEL, CONTENT, { placement: "top" as never }));
    expect(e.message).toMatch(/placement: expected one of "after-intro", "end"/);
  });
  it("title with a line break, empty title, non-string body", () => {
    expect(codeOf(() => renderSection(2, { title: "a\nb", body: "" }, "\n")).message).toMatch(/title: must be one line/);
    expect(codeOf(() => renderSection(2, { title: " ", body: "" }, "\n")).message).toMatch(/title: expected non-empty/);
    expect(codeOf(() => renderSection(2, { title: "t", body: 5 as never }, "\n")).message).toMatch(/body: expected a string/);
  });
  it("a title the selector would not find again", () => {
    const e = codeOf(() => upsertSection("", SEL, { title: "Summary", body: "" }));
    expect(e.code).toBe("unsafe-content");
    expect(e.message).toMatch(/would not match/);
  });
  it("an occurrence beyond the duplicates that exist", () => {
    const e = codeOf(() => upsertSection("## Rolling Summary\n", { ...SEL, occurrence: 2 }, CONTENT));
    expect(e.code).toBe("occurrence-missing");
  });
});

describe("edits", () => {
  it("insertSection adds a second section even when one exists (upsert would replace)", () => {
    const once = upsertSection("# T\n", SEL, CONTENT).text;
    const twice = insertSection(once, SEL, CONTENT, { placement: "end" });
    expect(findSections(twice.text, SEL)).toHaveLength(2);
    expect(twice.text.startsWith(once)).toBe(true);
  });
  it("removeSection removes exactly the section's bytes and reports not-found after", () => {
    const src = "# T\n\n## Rolling Summary\nx\n\n## Notes\ny\n";
    const r = removeSection(src, SEL);
    expect(r.text).toBe("# T\n\n## Notes\ny\n");
    expect(removeSection(r.text, SEL).action).toBe("not-found");
  });
  it("an unchanged replacement returns the same string and changed: false", () => {
    const first = upsertSection("# T\n", SEL, CONTENT);
    const again = upsertSection(first.text, SEL, CONTENT);
    expect(again).toMatchObject({ changed: false, action: "unchanged", text: first.text });
  });
  it("a body may hold deeper headings, and they stay inside the section", () => {
    const r = upsertSection("# T\n\n## Notes\n", SEL, { title: "Rolling Summary", body: "### Detail\ntext" });
    expect(findSection(r.text, SEL)).toMatchObject(r.range!);
    expect(r.text).toBe("# T\n\n## Rolling Summary\n### Detail\ntext\n\n## Notes\n");
  });
});

describe("anyDepth", () => {
  const ANY: SectionSelector = { ...SEL, anyDepth: true };

  it("finds the key at any level; without it only the given level matches", () => {
    const src = "# Rolling Summary (as of 07:07)\n- a\n\n### Rolling Summary\n- b\n";
    expect(findSections(src, SEL)).toEqual([]);
    expect(findSections(src, ANY).map((s) => s.depth)).toEqual([1, 3]);
  });

  it("a replacement keeps the file's level; the section ends at the next heading of any level", () => {
    const src = "# Rolling Summary (as of 07:07)\n- old\n\n## My notes\nmine\n";
    const e = upsertSection(src, ANY, CONTENT);
    expect(e.action).toBe("replaced");
    expect(e.text).toBe("# Rolling Summary (as of 14:05)\n- Completed: x\n\n## My notes\nmine\n");
  });

  it("a new section gets the selector's level", () => {
    expect(upsertSection("# Title\n", ANY, CONTENT).text).toBe("# Title\n\n## Rolling Summary (as of 14:05)\n- Completed: x\n");
  });

  it("refuses a body holding a heading of any level (it would end the section)", () => {
    const e = codeOf(() => upsertSection("", ANY, { title: CONTENT.title, body: "### deeper" }));
    expect(e.code).toBe("unsafe-content");
    expect(e.message).toMatch(/next heading of any level/);
    expect(codeOf(() => findSections("", { ...SEL, anyDepth: "yes" as never })).message).toMatch(/^anyDepth: expected true, false or nothing/);
  });
});

describe("readFrontmatter", () => {
  it("parses YAML frontmatter with the yaml package", () => {
    const fm = readFrontmatter("---\ntitle: x\ntags: [a, b]\n---\n# T\n");
    expect(fm).toMatchObject({ format: "yaml", data: { title: "x", tags: ["a", "b"] }, start: 0 });
  });
  it("returns TOML raw, reports invalid YAML, and null without frontmatter", () => {
    expect(readFrontmatter("+++\na = 1\n+++\n")).toMatchObject({ format: "toml", raw: "a = 1" });
    expect(readFrontmatter("---\na: [\n---\n")?.error).toBeTruthy();
    expect(readFrontmatter("# T\n---\na: 1\n---\n")).toBeNull();
    expect(readFrontmatter("---\nnever closed\n")).toBeNull();
  });
});
