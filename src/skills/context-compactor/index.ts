/**
 * Session compacts: the format in docs/design.md ("Context compactor"), extraction from a transcript, validation, and storage in
 * memory/compacts/ through the safe Workspace.
 */
export { extractCompact } from "./extract-compact.js";
export type { ExtractCompactOptions, ExtractCompactResult, ExtractCompactStats } from "./extract-compact.js";
export { renderCompact } from "./render.js";
export type { RenderOptions, Rendered } from "./render.js";
export { validateCompact } from "./validate.js";
export { refinementPrompt, type CompactReturn } from "./refine.js";
export { hostCompactPrompt, checkHostCompact, COMPACT_REPLY_MAX_TOKENS, type HostCompactCheck } from "./host-refine.js";
export { writeCompact, replaceCompact, listCompacts, latestCompact, compactStats, compactFileName, CompactFormatError, COMPACTS_DIR, COMPACTS_LOCK, DEFAULT_KEEP } from "./store.js";
export { parseCompactName, isCompactName, compareCompactNames, sortCompactNames, type CompactName } from "./order.js";
export { sameCompactContent, comparableBody } from "./same-content.js";
export { renderCompactWrite, renderCompactList, renderCompactStats, renderExtract, NO_COMPACTS } from "./render-results.js";
export { readMemoryMd } from "./memory-md.js";
export type { CompactInfo, CompactStats, WriteCompactOptions, WriteCompactResult } from "./store.js";
export { MAX_COMPACT_CHARS, TARGET_RATIO, MIN_TARGET_TOKENS, SECTIONS, TITLE_RE, META_RE, titleTime, formatCount } from "./format.js";
