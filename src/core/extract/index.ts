/**
 * Deterministic extractor (English and Chinese): Transcript → Digest, rolling-summary fields,
 * and code-point weighted token estimates.
 */
export { extract, MAX_ITEMS } from "./digest.js";
export type { Digest, DigestItem, DigestStats, ExtractOptions } from "./digest.js";
export { rollingFields, fitFields, MAX_ROLLING_FIELD_CHARS, MAX_ROLLING_TOTAL_CHARS } from "./rolling.js";
export type { RollingFields } from "./rolling.js";
export { estimateTokens, cjkShare, isCjkCodePoint } from "../text/tokens.js";
export { detectLanguage, textLanguage } from "./language.js";
export type { Language } from "./language.js";
export type { FactTag } from "./detect.js";
export { maskSecrets } from "./sensitive.js";
