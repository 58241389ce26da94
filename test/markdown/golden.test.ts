/**
 * Golden fixtures: test/fixtures/markdown/<case>/{input.md, update.json, output.md}. Each case
 * applies update.json to input.md and must give output.md byte for byte (or throw the
 * SectionEditError code named in update.json's "error"). Every case also proves the two
 * promises of the editor: bytes outside the edited section are untouched, and applying the same
 * update again changes nothing.
 */
import { describe, it, expect } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  findSection,
  removeSection,
  replaceSection,
  upsertSection,
  SectionEditError,
  type HeadingDepth,
  type Placement,
  type SectionEdit,
  type SectionSelector,
} from "../../src/core/markdown/index.js";

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/markdown");

interface Update {
  description: string;
  op: "upsert" | "replace" | "remove";
  heading: string;
  depth: HeadingDepth;
  occurrence?: number;
  title?: string;
  body?: string;
  placement?: Placement;
  error?: string;
}

function apply(input: string, u: Update): SectionEdit {
  const selector: SectionSelector = { heading: u.heading, depth: u.depth, ...(u.occurrence ? { occurrence: u.occurrence } : {}) };
  const content = { title: u.title ?? "", body: u.body ?? "" };
  switch (u.op) {
    case "upsert":
      return upsertSection(input, selector, content, u.placement ? { placement: u.placement } : {});
    case "replace":
      return replaceSection(input, selector, content);
    case "remove":
      return removeSection(input, selector);
  }
}

const cases = fs
  .readdirSync(FIXTURES, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

describe("golden section-editor fixtures", () => {
  it("keeps a fixture for each known editing hazard", () => {
    for (const name of ["setext-heading", "fenced-code", "timestamped-heading", "duplicate-headings", "frontmatter-insert", "crlf-replace", "no-trailing-newline-replace", "rich-content", "empty-file", "missing-section-after-title"]) {
      expect(cases).toContain(name);
    }
  });

  it.each(cases)("%s", (name) => {
    const dir = path.join(FIXTURES, name);
    const input = fs.readFileSync(path.join(dir, "input.md"), "utf8");
    const u = JSON.parse(fs.readFileSync(path.join(dir, "update.json"), "utf8")) as Update;
    expect(u.description, "every case says what it proves").toBeTruthy();

    if (u.error) {
      expect(fs.existsSync(path.join(dir, "output.md")), "an error case has no output.md").toBe(false);
      let caught: unknown;
      try {
        apply(input, u);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(SectionEditError);
      expect((caught as SectionEditError).code).toBe(u.error);
      return;
    }

    const expected = fs.readFileSync(path.join(dir, "output.md"), "utf8");
    const first = apply(input, u);
    expect(first.text).toBe(expected);
    expect(first.changed).toBe(input !== expected);

    // Only the section's bytes changed: the output is the input with one span spliced.
    const old = findSection(input, { heading: u.heading, depth: u.depth, ...(u.occurrence ? { occurrence: u.occurrence } : {}) });
    if (first.action === "inserted") {
      // output = input[0, at) + (a blank line, maybe) + new section + input[at, end)
      const range = first.range!;
      const tail = first.text.slice(range.end);
      expect(input.endsWith(tail)).toBe(true);
      const at = input.length - tail.length;
      expect(first.text.slice(0, at)).toBe(input.slice(0, at));
      expect(first.text.slice(at, range.start)).toMatch(/^(?:\r\n|\r|\n){0,2}$/);
      expect(findSection(first.text, { heading: u.heading, depth: u.depth })).toMatchObject(range);
    } else if (first.changed) {
      // output = input[0, old.start) + new section (nothing, for remove) + input[old.end, end)
      expect(old).not.toBeNull();
      expect(first.text.startsWith(input.slice(0, old!.start))).toBe(true);
      expect(first.text.endsWith(input.slice(old!.end))).toBe(true);
      const middle = first.text.slice(old!.start, first.text.length - (input.length - old!.end));
      if (u.op === "remove") expect(middle).toBe("");
      else expect(middle).toBe(first.text.slice(first.range!.start, first.range!.end));
    }

    // Idempotent: the same update again leaves the same bytes (remove is not re-applied: with
    // duplicates it would remove the next one, by design).
    if (u.op !== "remove") {
      const second = apply(first.text, u);
      expect(second.text).toBe(first.text);
      expect(second.changed).toBe(false);
    }
  });
});
