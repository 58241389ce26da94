/**
 * Property tests (fast-check): random markdown around the section, then an update. The text
 * before and after the section is byte-identical, the section is found again exactly where it
 * was written, and a second identical update changes nothing. Plus: the chunked, inline-less
 * structure parse agrees with one whole remark parse on every generated file.
 */
import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  findSection,
  parseMarkdown,
  parseRootBlocks,
  upsertSection,
  SectionEditError,
  type SectionContent,
  type SectionSelector,
} from "../../src/core/markdown/index.js";
import { headingAt, headingTexts } from "../../src/core/markdown/heading-at.js";

const SEL: SectionSelector = { heading: "Rolling Summary", depth: 2 };
const RUNS = Number(process.env.CK_PROPERTY_RUNS ?? 150); // raise locally to search harder

// ---------------------------------------------------------------------------------- generators
const word = fc.constantFrom(
  "alpha", "beta", "δέλτα", "数据", "测试", "🚀", "✅", "👩‍💻", "*em*", "_u_", "**b**", "`code`", "<b>", "[link](x)", "[ref][r]",
  "\\*", "&amp;", "#", "##", "1.", "-", "+", ">", "|", "~~~", "```", "---", "===", "<!--", "-->", "Rolling", "Summary", "(as of 10:00)",
);
const words = fc.array(word, { minLength: 1, maxLength: 8 }).map((ws) => ws.join(" "));
/** A line that cannot open a block: it starts with a letter. */
const textLine = words.map((w) => `Text ${w}`);
const decoy = fc.constantFrom("## Rolling Summary", "# Rolling Summary", "## Rolling Summary (as of 01:00)", "Rolling Summary", "## Notes");

/** Closed blocks: none leaves a fence, HTML block or comment open, none is a root `## Rolling Summary`. */
const block = (maxDepthHeading: number) =>
  fc.oneof(
    fc.array(textLine, { minLength: 1, maxLength: 3 }).map((ls) => ls.join("\n")),
    fc.tuple(fc.integer({ min: maxDepthHeading, max: 6 }), words).map(([d, w]) => `${"#".repeat(d)} Heading ${w}`),
    fc.tuple(fc.constantFrom("```", "~~~", "````"), fc.array(fc.oneof(decoy, textLine), { maxLength: 3 })).map(([f, ls]) => [f + "md", ...ls, f].join("\n")),
    fc.tuple(decoy, textLine).map(([d, t]) => `- item\n  - ${d}\n    1. ${t}\n- ${d}`),
    fc.tuple(decoy, textLine).map(([d, t]) => `> ${d}\n> ${t}`),
    decoy.map((d) => `<!--\n${d}\n-->`),
    decoy.map((d) => `<div>\n${d}\n</div>`),
    fc.constant("| 字段 | 值 |\n| --- | --- |\n| 状态 | 🚀 |"),
    fc.constant("***"),
    decoy.map((d) => `    ${d}`),
    fc.constant("[r]: https://example.com \"title\""),
  );
const blocks = (min: number, max: number, minDepth: number) => fc.array(block(minDepth), { minLength: min, maxLength: max });
const sep = fc.constantFrom("\n\n", "\n\n\n");

const oldHeading = fc.constantFrom(
  "## Rolling Summary",
  "## Rolling Summary (as of 09:12)",
  "   ## rolling   summary ##",
  "Rolling Summary\n---------------",
  "## **Rolling** Summary (as of 23:59)",
);

const field = fc.array(fc.constantFrom("done", "wip", "数据", "🚀", "*x*", "`y`", "a_b", "<tag>", "#1", "[z]", "—"), { minLength: 1, maxLength: 6 }).map((w) => w.join(" "));
const content: fc.Arbitrary<SectionContent> = fc.oneof(
  fc.tuple(field, field, field, field, field, fc.constantFrom("09:00", "14:05", "23:59")).map(([a, b, c, d, e, t]) => ({
    title: `Rolling Summary (as of ${t})`,
    body: `- Completed: ${a}\n- In progress: ${b}\n- Decisions: ${c}\n- Blockers: ${d}\n- Next: ${e}`,
  })),
  blocks(0, 4, 3).map((bs) => ({ title: "Rolling Summary", body: bs.join("\n\n") })),
);

interface Doc {
  before: string;
  old: string;
  after: string;
  eol: "\n" | "\r\n";
}

/** before + old section + after, with `after` starting at a boundary heading (or empty). */
const docWithSection: fc.Arbitrary<Doc> = fc
  .record({
    frontmatter: fc.boolean(),
    before: blocks(0, 5, 1),
    heading: oldHeading,
    body: blocks(0, 3, 3),
    afterHeading: fc.constantFrom("# Heading Top", "## Heading Notes", "Heading Setext\n=="),
    after: blocks(0, 4, 1),
    hasAfter: fc.boolean(),
    sep,
    crlf: fc.boolean(),
    finalNewline: fc.boolean(),
  })
  .map((r) => {
    const fm = r.frontmatter ? "---\ntitle: x\n# yaml comment\n---\n" : "";
    // An indented heading right after a list would continue the list item: end with a paragraph.
    const tail = r.heading.startsWith(" ") && r.before.length > 0 ? ["Text before."] : [];
    const before = fm + [...r.before, ...tail].map((b) => b + r.sep).join("");
    const after = r.hasAfter ? [r.afterHeading, ...r.after].join(r.sep) + (r.finalNewline ? "\n" : "") : "";
    const oldCore = [r.heading, ...r.body].join(r.sep);
    const old = r.hasAfter ? oldCore + r.sep : oldCore + (r.finalNewline ? "\n" : "");
    const eol = r.crlf ? "\r\n" : "\n";
    const conv = (s: string) => (r.crlf ? s.replace(/\n/g, "\r\n") : s);
    return { before: conv(before), old: conv(old), after: conv(after), eol } as Doc;
  });

/** Markdown-significant character soup: anything at all, open fences included. */
const soup = fc.string({ unit: fc.constantFrom("#", "#", " ", "\n", "\n", "\r\n", "`", "~", "-", "*", ">", "<", "!", "[", "]", "=", "|", "\\", "a", "R", "1", ".", "\t", "数", "🚀", "Rolling Summary"), maxLength: 300 });

// ---------------------------------------------------------------------------------- properties
function structureOf(blocks: { node: { type: string; depth?: number }; start: number; end: number }[]) {
  return blocks.map((b) => `${b.node.type}${b.node.depth ?? ""}@${b.start}-${b.end}`);
}

function wholeParse(source: string) {
  return parseMarkdown(source).children.map((n) => ({ node: n as { type: string; depth?: number }, start: n.position!.start.offset!, end: n.position!.end.offset! }));
}

describe("section editor properties", () => {
  it("replacing a section leaves the text before and after it byte-identical, and is idempotent", () => {
    fc.assert(
      fc.property(docWithSection, content, (d, c) => {
        const source = d.before + d.old + d.after;
        const found = findSection(source, SEL);
        expect(found).toMatchObject({ start: d.before.length, end: d.before.length + d.old.length });
        const first = upsertSection(source, SEL, c);
        expect(first.action === "replaced" || first.action === "unchanged").toBe(true);
        expect(first.text.startsWith(d.before)).toBe(true);
        expect(first.text.endsWith(d.after)).toBe(true);
        expect(first.range).toEqual({ start: d.before.length, end: first.text.length - d.after.length });
        expect(findSection(first.text, SEL)).toMatchObject(first.range!);
        const second = upsertSection(first.text, SEL, c);
        expect(second.changed).toBe(false);
        expect(second.text).toBe(first.text);
        // The new section uses the file's line ending only (LF when the file has none yet).
        const section = first.text.slice(first.range!.start, first.range!.end);
        expect(section.replace(/\r\n/g, "").includes("\r")).toBe(false);
        if (d.eol === "\r\n" && /\n/.test(source)) expect(/(^|[^\r])\n/.test(section)).toBe(false);
      }),
      { numRuns: RUNS },
    );
  });

  it("inserting a missing section only adds bytes at one point, and is idempotent", () => {
    fc.assert(
      fc.property(docWithSection, content, (d, c) => {
        const source = d.before + d.after; // no section at all
        const first = upsertSection(source, SEL, c);
        expect(first.action).toBe("inserted");
        const range = first.range!;
        const tail = first.text.slice(range.end);
        expect(source.endsWith(tail)).toBe(true);
        const at = source.length - tail.length;
        expect(first.text.slice(0, at)).toBe(source.slice(0, at));
        expect(first.text.slice(at, range.start)).toMatch(/^(?:\r\n|\n){0,2}$/);
        const second = upsertSection(first.text, SEL, c);
        expect(second.text).toBe(first.text);
      }),
      { numRuns: RUNS },
    );
  });

  it("on arbitrary markdown-like text, an update either is refused cleanly or splices one span and is idempotent", () => {
    const c: SectionContent = { title: "Rolling Summary (as of 14:05)", body: "- Completed: x\n- Next: y" };
    fc.assert(
      fc.property(soup, (source) => {
        let first;
        try {
          first = upsertSection(source, SEL, c);
        } catch (err) {
          expect(err).toBeInstanceOf(SectionEditError);
          expect((err as SectionEditError).code).toBe("cannot-insert");
          return;
        }
        const range = first.range!;
        const tail = first.text.slice(range.end);
        expect(source.endsWith(tail)).toBe(true);
        const headLen = source.length - tail.length;
        // Everything before the section's start is the source's own prefix, plus at most a
        // blank line an insert adds.
        const head = first.text.slice(0, range.start);
        const kept = head.replace(/(?:\r\n|\r|\n){0,2}$/, "");
        expect(source.startsWith(first.action === "inserted" ? head.slice(0, headLen) : head)).toBe(true);
        expect(kept.length).toBeLessThanOrEqual(headLen);
        expect(upsertSection(first.text, SEL, c).text).toBe(first.text);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it("the chunked structure parse finds the same root blocks as one whole remark parse", () => {
    const docs = fc.oneof(
      docWithSection.map((d) => d.before + d.old + d.after),
      soup,
    );
    fc.assert(
      fc.property(docs, fc.integer({ min: 1, max: 120 }), (source, chunkChars) => {
        const whole = structureOf(wholeParse(source));
        expect(structureOf(parseRootBlocks(source, { chunkChars }))).toEqual(whole);
        expect(structureOf(parseRootBlocks(source))).toEqual(whole);
        // Heading texts parsed in one batch equal each heading parsed alone.
        const headings = parseRootBlocks(source).filter((b) => b.node.type === "heading");
        expect(headingTexts(source, headings)).toEqual(headings.map((h) => headingAt(source, h).text));
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
