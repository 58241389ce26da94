/**
 * Facts already in MEMORY.md are not repeated in a digest (docs/design.md, "Context
 * compactor"). Matching is by content terms, so a reworded line still counts.
 */
import { contentTerms, coverage } from "./terms.js";

const KNOWN_COVERAGE = 0.8; // 80% of an item's terms on one MEMORY.md line: already known

export interface KnownFilter {
  isKnown(text: string): boolean;
  isKnownValue(label: string, value: string): boolean;
}

export function knownFilter(memoryMd: string | undefined): KnownFilter {
  if (!memoryMd || !memoryMd.trim()) return { isKnown: () => false, isKnownValue: () => false };
  const lines = memoryMd
    .split("\n")
    .map((l) => l.replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, "").trim())
    .filter((l) => l.length > 0 && !l.startsWith("#"));
  const lineTerms = lines.map((l) => ({ lower: l.toLowerCase(), terms: contentTerms(l) }));
  return {
    isKnown(text) {
      const t = contentTerms(text);
      if (t.size === 0) return false;
      return lineTerms.some((l) => coverage(t, l.terms) >= KNOWN_COVERAGE);
    },
    isKnownValue(label, value) {
      const v = value.toLowerCase();
      const keyWords = [...contentTerms(label)];
      return lineTerms.some((l) => l.lower.includes(v) && (keyWords.length === 0 || keyWords.some((k) => l.terms.has(k))));
    },
  };
}
