/**
 * Public types of the section editor. A *section* is a root-level heading and everything after
 * it up to (not including) the line of the next root-level heading of the same or a higher level
 * (fewer `#`), or the end of the file. Headings inside block quotes, lists, fenced code or HTML
 * blocks are not section boundaries: the markdown parser decides what is a heading.
 */

export type HeadingDepth = 1 | 2 | 3 | 4 | 5 | 6;

export interface SectionSelector {
  /** Heading key, e.g. "Rolling Summary". Matched against the heading's plain text with
   *  `headingKeyMatcher`: case-, space- and Unicode-form-insensitive, and a trailing
   *  parenthetical is allowed, so `## Rolling Summary (as of 14:05)` matches. */
  heading: string;
  /** Heading level: 2 for `##`. Only headings of exactly this level match (unless `anyDepth`),
   *  and a section inserted because none matched gets this level. */
  depth: HeadingDepth;
  /** Match the key at any heading level, for a section a person may have written as `#` or
   *  `###` instead of `##`. A replacement keeps the level the file has. Such a section ends at
   *  the next root heading of *any* level: under a `# Rolling Summary`, a `## My notes` that
   *  follows is the person's own section, not part of the one being replaced. */
  anyDepth?: boolean;
  /** Replaces key matching: gets the heading's plain text (markup removed), returns whether it is
   *  the section. */
  match?: (text: string) => boolean;
  /** Which match to use when several headings match (1-based, default 1: the first one). */
  occurrence?: number;
}

export interface SectionContent {
  /** Heading text written after the `#`s, e.g. "Rolling Summary (as of 14:05)". One line. It
   *  must match the selector, otherwise the next update could not find the section again. */
  title: string;
  /** Markdown placed on the lines after the heading. Any line endings (they are rewritten to the
   *  file's own); trailing blank lines are dropped. May hold deeper headings (`###` under `##`),
   *  never one of the same or a higher level. */
  body: string;
}

/** Where a missing section goes. `after-intro` (default): after frontmatter, after a leading
 *  title of a higher level (`# Title` for a `##` section) and its intro text, before the first
 *  heading of the same or a higher level; at the end of the file if there is none. `end`: at the
 *  end of the file. */
export type Placement = "after-intro" | "end";

export interface Section {
  /** Offset (UTF-16 code units, as JS string indices) of the first character of the heading's line. */
  start: number;
  /** Offset just past the section: the first character of the next boundary heading's line, or
   *  the length of the file. */
  end: number;
  /** Offset just past the heading's last character (a setext heading spans two lines). */
  headingEnd: number;
  depth: HeadingDepth;
  /** The heading's plain text, markup removed: `## **Rolling** Summary` → "Rolling Summary". */
  text: string;
  /** 1-based rank among the sections that matched the selector. */
  occurrence: number;
}

export type EditAction = "replaced" | "inserted" | "removed" | "unchanged" | "not-found";

export interface SectionEdit {
  /** The whole new file text (the same string when nothing changed). */
  text: string;
  changed: boolean;
  action: EditAction;
  /** Where the edited section now is in `text` (`null` after a removal or when not found). */
  range: { start: number; end: number } | null;
  /** How many sections matched the selector before the edit. More than 1 means duplicates: the
   *  edit touched the one chosen by `occurrence` (the first by default) and left the others. */
  matches: number;
}
