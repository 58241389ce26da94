/**
 * extractCompact(): the one function the tool, the hooks and the CLI call to turn a transcript
 * into a compact. Deterministic and local; the markdown is redacted (strict by default), so it
 * can be shown or written as is.
 */
import { extract, type Digest } from "../../core/extract/digest.js";
import { redact } from "../../core/redact/index.js";
import type { RedactPolicy } from "../../core/redact/types.js";
import type { Transcript } from "../../core/transcript/types.js";
import { refinementPrompt } from "./refine.js";
import { renderCompact } from "./render.js";
import { validateCompact } from "./validate.js";

export interface ExtractCompactOptions {
  /** Time the compact is stamped with (title, and the fallback date of undated statements). */
  now: Date;
  /** MEMORY.md text: facts already there are left out. */
  memoryMd?: string;
  /** Redaction for the markdown. Default strict (secrets, paths, URLs, internal hosts). */
  policy?: RedactPolicy;
  /** Size budget in estimated tokens (default: 1/20 of the source, at least MIN_TARGET_TOKENS). */
  targetTokens?: number;
}

export interface ExtractCompactStats {
  turns: number;
  sourceTokens: number;
  compactTokens: number;
  tokensSaved: number;
  /** sourceTokens / compactTokens. */
  ratio: number;
  /** Items left out to fit the size budget, per section. */
  dropped: Record<string, number>;
  /** Spans the redaction removed from the markdown. */
  redactions: number;
}

export interface ExtractCompactResult {
  markdown: string;
  digest: Digest;
  stats: ExtractCompactStats;
  /** Opt-in LLM refinement prompt with the draft embedded. */
  refinePrompt: string;
}

export function extractCompact(transcript: Transcript, opts: ExtractCompactOptions): ExtractCompactResult {
  const digest = extract(transcript, { now: opts.now, ...(opts.memoryMd !== undefined ? { memoryMd: opts.memoryMd } : {}) });
  const rendered = renderCompact(digest, { now: opts.now, ...(opts.targetTokens ? { targetTokens: opts.targetTokens } : {}) });
  const policy: RedactPolicy = opts.policy ?? { mode: "strict" };
  const red = redact(rendered.markdown, policy);
  const markdown = red.text;
  const problems = validateCompact(markdown);
  // The renderer only emits the format; a failure here is a bug (e.g. redaction ate a heading).
  if (problems.length > 0) throw new Error(`internal error: the extracted compact failed validation: ${problems.join("; ")}`);
  const compactTokens = rendered.tokens;
  return {
    markdown,
    digest,
    stats: {
      turns: digest.turns,
      sourceTokens: digest.sourceTokens,
      compactTokens,
      tokensSaved: rendered.tokensSaved,
      ratio: compactTokens > 0 ? Math.round((digest.sourceTokens / compactTokens) * 10) / 10 : 0,
      dropped: rendered.dropped,
      redactions: red.findings.length,
    },
    refinePrompt: refinementPrompt(markdown, digest.language),
  };
}
