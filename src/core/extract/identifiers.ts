/**
 * Identifiers named in authored prose go to Technical Context as `label: value`: a file or a
 * path ("warehouse/brambleway.duckdb", "m7_podwyzka_2027-03.md"), or a reference code in
 * capitals and digits ("CWF-2027-0419", "SZK/2026/118", "INC-0448213", "MSCU4410387"). They are
 * what a user looks up again (a case number, the file with the draft), and the sentence that
 * names them may land in any section. Selected by shape, not by the words around them: a path,
 * a file name whose stem has a digit, `_` or `-` (not "package.json"), or a code; the label is
 * the words right before the value ("the ID is CWF-2027-0419" → "ID").
 *
 * Each value is its own entry (keyed by the value, not the label): two case numbers under the
 * same word are two cases, and neither makes the other stale. See docs/design.md, "Extraction
 * floor".
 */
import type { TechValue } from "./techfacts.js";

const MAX_IDS_PER_CLAUSE = 3;
const MAX_LABEL_WORDS = 2;
const MAX_VALUE_CHARS = 80;
/** A clause longer than this is a dump, not a sentence that names a value. */
const MAX_CLAUSE_CHARS = 2_000;
const EXTENSIONS = "csv|tsv|xlsx?|docx?|pptx?|pdf|json|jsonl|ya?ml|toml|ini|md|txt|sql|py|ipynb|ts|js|go|rs|sh|parquet|duckdb|db|sqlite|log|zip|gz|tex|html?|png|jpe?g|svg|geojson|xml|conf|env";
/** A path of two or more segments with a file name, or of three or more segments. */
// (A match starts only at a token's start, never after a joiner inside one: linear on long runs.)
const PATH_RE = new RegExp(String.raw`(?<![\w/:.*-])(?:~?/|\.{1,2}/)?[\w.*-]+(?:/[\w.*-]+)+\.(?:${EXTENSIONS})\b|(?<![\w/:.*-])[A-Za-z_][\w.-]*/[\w.-]+/[\w.*/-]+`, "g");
/** A file name with a known extension and a letter in its stem. */
const FILE_RE = new RegExp(String.raw`(?<![\w/.@*-])[\w-]*[A-Za-z][\w-]*\.(?:${EXTENSIONS})(?![\w.])`, "g");
/** A reference code: capitals and digits in groups joined by `-` or `/` (at least one of each
 *  kind), or a container-style code (four capitals and six or seven digits). */
const CODE_RE = /(?<![\w/.-])(?:[A-Z][A-Z0-9]*(?:[-/][A-Z0-9]+)+|\d+(?:[-/][A-Z0-9]+)*[-/][A-Z]{2,}(?:[A-Z]*\d[A-Z0-9]*|[A-Z]*(?:[-/][A-Z0-9]+)*[-/][A-Z0-9]*\d[A-Z0-9]*)|[A-Z]{3}U\d{7})(?![\w/-])/g;
/** A number of seven or more digits, alone: an account, a ticket, an application. Not an amount
 *  or a count (a currency sign, a separator, or a lower-case word it counts or measures after
 *  it: "12000000 rows", "4500000 km"), not a phone (a `+` or spaces). */
const DIGITS_RE = /(?<![\w.,/:$€£¥₹+#-])\d{7,12}(?![\w.,/:%-]|\s*%|\s+(?!(?:if|and|or|but|so|for|from|is|was|on|in|at|to|by|as|with|which|that|the|a|an|you|u)\b)[a-z]+\b)/g;
/** Products named like a file ("Next.js", "Node.js", "Vue.js"): a capitalised word, or a
 *  runtime's own name, before `.js`. */
const PRODUCT_JS = /^(?:[A-Z][a-z]+|node|next|vue|nuxt|express|three|chart|d3)\.js$/;
const STOP = new Set(["is", "are", "was", "the", "a", "an", "our", "my", "its", "you", "your", "we", "i", "they", "their", "he", "she", "it", "this", "these", "those", "re", "ll", "ve", "s", "d", "m", "see", "also", "in", "at", "to", "of", "on", "for", "and", "with", "from", "that", "no", "nr", "number", "es", "ist", "est", "el", "la", "le", "de", "der", "die", "das", "w", "z", "na", "do", "è", "é", "son", "sind", "são"]);

function labelBefore(text: string, at: number, fallback: string): string {
  // Words of letters only: a code or a number before the value is another value, not its name.
  const words = text.slice(Math.max(0, at - 60), at).split(/[\s:=#(),*`"'’|]+/).filter((w) => /^\p{L}[\p{L}_.-]*$/u.test(w));
  const kept: string[] = [];
  for (let i = words.length - 1; i >= 0 && kept.length < MAX_LABEL_WORDS; i--) {
    const w = words[i]!;
    if (STOP.has(w.toLowerCase())) {
      if (kept.length > 0) break;
      continue;
    }
    kept.unshift(w);
  }
  const label = kept.join(" ");
  return label ? label.charAt(0).toUpperCase() + label.slice(1) : fallback;
}

/** A code that is only a date, a time or a version ("2026-11-20", "v2/3"): no capital letter
 *  group of its own, or digits only. */
function isCode(v: string): boolean {
  if (!/\d/.test(v) || !/[A-Z]/.test(v)) return false;
  // A quarter, a half or a fiscal year ("Q4-2025", "H2/2026", "FY-2027") is a date.
  if (/^(?:Q[1-4]|H[12]|FY|CW|KW|W\d{1,2})[-/](?:19|20)\d\d$/.test(v)) return false;
  // "PR-2" and "Q3" name too little; a code has four or more characters with a digit group.
  return v.length >= 5;
}

/** A path segment that is a run of random base64 (key or token material, whose `/` made it
 *  look like a path: a line of a PEM body): 20 or more letters and digits with no word break,
 *  both cases and a digit. Nobody names a file or folder so, and a fragment of a secret alone
 *  no longer matches the rule that would redact it. */
function isRandomRun(segment: string): boolean {
  return segment.length >= 20 && /^[A-Za-z0-9+=]+$/.test(segment) && /[a-z]/.test(segment) && /[A-Z]/.test(segment) && /\d/.test(segment);
}

export function identifiersIn(text: string): TechValue[] {
  if (text.length > MAX_CLAUSE_CHARS || !/\d|\/|\./.test(text) || text.includes("://")) return [];
  const out: TechValue[] = [];
  const seen = new Set<string>();
  const add = (value: string, at: number, fallback: string, label = labelBefore(text, at, fallback)): void => {
    if (out.length >= MAX_IDS_PER_CLAUSE || value.length > MAX_VALUE_CHARS || seen.has(value)) return;
    for (const s of seen) if (s.includes(value)) return;
    seen.add(value);
    out.push({ key: `ref ${value.toLowerCase()}`, label, value, kind: "config" });
  };
  for (const m of text.matchAll(PATH_RE)) if (/[A-Za-z]/.test(m[0]) && !/^\d+\/\d+(?:\/\d+)?$/.test(m[0]) && !m[0].split("/").some(isRandomRun)) add(m[0], m.index ?? 0, "File");
  // A bare file name says which file when its stem is specific ("tidewater_feature_v6.docx"),
  // not when every project has one ("package.json", "README.md").
  for (const m of text.matchAll(FILE_RE)) if (!PRODUCT_JS.test(m[0]) && /[\d_-]/.test(m[0].slice(0, m[0].lastIndexOf(".")))) add(m[0], m.index ?? 0, "File");
  for (const m of text.matchAll(CODE_RE)) if (isCode(m[0])) add(m[0], m.index ?? 0, "Reference");
  // A bare number needs a name before it ("Ticket 2611095512"): its label, read once.
  for (const m of text.matchAll(DIGITS_RE)) {
    const label = /^(?:19|20)\d{6}$/.test(m[0]) ? "" : labelBefore(text, m.index ?? 0, "");
    if (label) add(m[0], m.index ?? 0, "Number", label);
  }
  return out;
}
