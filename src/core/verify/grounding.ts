/**
 * Grounding: the concrete values of a model-written draft (numbers, amounts, versions, dates,
 * times, identifiers, file names, hosts, names) that occur nowhere in its source. Both sides are
 * normalised by src/core/statements/specifics.ts ("1,240" = "1240", "9am" = "09:00", "三千二百" =
 * "3200", "v2.3" = "2.3", case ignored), so a restated value is never reported; an invented
 * one always is, in the draft's own spelling.
 */
import { specificSpans } from "../statements/specifics.js";
import { scanSecrets } from "../redact/index.js";
import type { SourceIndex } from "./source-index.js";

export interface Ungrounded {
  /** Normalised key, e.g. `n:8444`, `w:db-02.internal`. */
  key: string;
  /** As the draft wrote it, with the word before a bare number ("port 8444"). */
  shown: string;
}

/** Redaction placeholders (`<PROJECT_ROOT>`, `<REDACTED_URL>` …) are ours, not the writer's. */
const PLACEHOLDER_RE = /<[A-Z][A-Z_]{2,40}>/g;
const TOKEN_CHAR = /[\p{L}\p{N}._:/@#%$€£¥-]/u;

/** The whole token around a span, without trailing punctuation: "v15.2" for the "15.2" in it. */
function tokenAround(text: string, index: number, raw: string): string {
  let a = index;
  let b = index + raw.length;
  while (a > 0 && b - a < 120 && TOKEN_CHAR.test(text[a - 1] as string)) a--;
  while (b < text.length && b - a < 120 && TOKEN_CHAR.test(text[b] as string)) b++;
  return text.slice(a, b).replace(/[.,:;)]+$/, "").replace(/^[(]+/, "");
}

function wordBefore(text: string, index: number): string {
  const m = /([\p{L}]{2,30})[ \t]+$/u.exec(text.slice(Math.max(0, index - 40), index));
  return m ? (m[1] as string) : "";
}

/** "db-02.internal:5432", "deploy@build-07", "api/v2": a combination of values the source holds
 *  apart. Dots are not a joint: "config.yaml" or "db-09.internal" must occur as written. */
function joinsGroundedParts(key: string, source: SourceIndex): boolean {
  if (!key.startsWith("w:") || !/[:/@]/.test(key.slice(2))) return false;
  const parts = key.slice(2).split(/[:/@]+/).filter(Boolean);
  return parts.length >= 2 && parts.every((p) => source.has(`w:${p}`) || (/^\d+$/.test(p) && source.has(`n:${Number(p)}`)));
}

export interface GroundingResult {
  ungrounded: Ungrounded[];
  /** Set lookups made: one per draft value, for linearity tests. */
  lookups: number;
}

/**
 * Secrets blanked out (newlines kept). A secret never reaches disk (every write redacts it), so
 * it is no claim to check; and the source may not hold it as written (OpenClaw masks secrets in
 * its transcript, "ghp_5c…801c"), so it would be reported, and a finding would echo it back.
 */
function withoutSecrets(text: string): string {
  let out = "";
  let at = 0;
  for (const f of scanSecrets(text)) {
    if (f.start < at) continue;
    out += text.slice(at, f.start) + text.slice(f.start, f.end).replace(/[^\r\n]/g, " ");
    at = f.end;
  }
  return out + text.slice(at);
}

/** Draft values absent from `source`. `text` is what the writer wrote, stripped of our own
 *  structure (tags, titles) by the caller. */
export function groundDraft(text: string, source: SourceIndex): GroundingResult {
  const out: Ungrounded[] = [];
  const seen = new Set<string>();
  let lookups = 0;
  // Line by line: each line of a draft starts a statement (a bullet, the summary under its
  // heading), so its capitalised first word is a sentence start, not a name.
  for (const rawLine of withoutSecrets(text).split("\n")) {
    const line = rawLine.replace(PLACEHOLDER_RE, (m) => " ".repeat(m.length));
    for (const s of specificSpans(line)) {
      if (seen.has(s.key)) continue;
      seen.add(s.key);
      lookups++;
      if (source.has(s.key) || joinsGroundedParts(s.key, source)) continue;
      let shown = tokenAround(line, s.index, s.raw);
      if (/^[\d.,]+$/.test(shown)) {
        const w = wordBefore(line, line.indexOf(shown, Math.max(0, s.index - 120)));
        if (w) shown = `${w} ${shown}`;
      }
      out.push({ key: s.key, shown });
    }
  }
  // One invented value can yield two keys ("v15.2" → n:15.2; "db-09.internal" → w: and n:9):
  // report each spelling once.
  const shownSeen = new Set<string>();
  return { ungrounded: out.filter((u) => !shownSeen.has(u.shown) && shownSeen.add(u.shown)), lookups };
}
