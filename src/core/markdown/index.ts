/**
 * AST-located, byte-preserving markdown section editing. The parser (unified + remark-parse +
 * remark-frontmatter) says where sections are; edits splice the source string at those offsets
 * and never re-stringify the file. See types.ts for what a section is and edit-section.ts for
 * the spacing rules that make updates idempotent.
 */
export type { HeadingDepth, SectionSelector, SectionContent, Placement, Section, SectionEdit, EditAction } from "./types.js";
export { SectionEditError, type SectionEditErrorCode } from "./errors.js";
export { findSection, findSections } from "./find-section.js";
export { upsertSection, replaceSection, insertSection, removeSection, type UpsertOptions } from "./edit-section.js";
export { renderSection } from "./render-section.js";
export { headingKeyMatcher, normalizeHeadingText } from "./match-heading.js";
export { headingText } from "./heading-text.js";
export { parseRootBlocks, parseMarkdown, PARSE_CHUNK_CHARS, type RootBlock, type ParseOptions } from "./parse-root-blocks.js";
export { joinPlainRuns, JOIN_MIN_LINES } from "./join-plain-runs.js";
export { detectLineEnding, type LineEnding } from "./line-ending.js";
export { readFrontmatter, type Frontmatter } from "./frontmatter.js";
