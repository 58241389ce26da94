/**
 * Builder for the most common rule shape: a distinctive literal prefix (`ghp_`, `xoxb-`, `AIza`)
 * followed by a body of bounded length. Most provider formats are this shape, so most rule
 * modules are a single `tokenRule({...})` call.
 */
import type { Rule, Skip, Span, Trigger } from "./rule.js";
import { span } from "./rule.js";
import { isAlnum, isTokenChar } from "./chars.js";
import { isPlaceholderToken } from "./values.js";

/** Longest tail a token may be extended by when it runs on past its nominal length: the whole
 *  run is redacted (a partial token is a leak), and the scanner is told to skip it. */
const MAX_TOKEN_EXTENSION_CHARS = 256 * 1024;

export interface TokenRuleSpec {
  name: string;
  /** prefix → rule id. Longer prefixes are tried first. */
  prefixes: Readonly<Record<string, string>>;
  /** Regex source for the body after the prefix (or one per prefix). Bounded quantifiers only. */
  body: string | Readonly<Record<string, string>>;
  /** What to do when the body is followed by more token characters ([A-Za-z0-9_-]):
   *  `extend` (distinctive prefix: it is still this token, redact the whole run) or
   *  `reject` (weak prefix such as `SK`: a longer word is something else). */
  tail: "extend" | "reject";
  /** Characters the tail may extend over (default: token characters). */
  tailChar?: (c: number) => boolean;
  /** Extra check on the matched body. */
  accept?: (body: string) => boolean;
  /** Triggers, when the prefixes themselves are poor ones (made only of common characters). */
  triggers?: readonly Trigger[];
}

export function tokenRule(spec: TokenRuleSpec): Rule {
  const prefixes = Object.keys(spec.prefixes).sort((a, b) => b.length - a.length);
  const bodies = new Map<string, RegExp>();
  for (const p of prefixes) {
    const src = typeof spec.body === "string" ? spec.body : spec.body[p];
    if (src === undefined) throw new Error(`redact: ${spec.name}: no body pattern for prefix ${p}`);
    bodies.set(p, new RegExp(`(?:${src})`, "y"));
  }
  const tailChar = spec.tailChar ?? isTokenChar;
  return {
    name: spec.name,
    ids: [...new Set(Object.values(spec.prefixes))],
    kind: "secret",
    triggers: spec.triggers ?? prefixes,
    match({ text }, at): Span | Skip | null {
      // A prefix glued to a preceding letter or digit is part of some other word.
      if (at > 0 && isAlnum(text.charCodeAt(at - 1))) return null;
      let prefix: string | undefined;
      for (let k = 0; k < prefixes.length && prefix === undefined; k++) if (text.startsWith(prefixes[k]!, at)) prefix = prefixes[k];
      if (prefix === undefined) return null;
      const bodyStart = at + prefix.length;
      const body = bodies.get(prefix)!;
      body.lastIndex = bodyStart;
      if (!body.test(text)) return null;
      let end = body.lastIndex;
      if (end < text.length && tailChar(text.charCodeAt(end))) {
        if (spec.tail === "reject") return null;
        const limit = Math.min(text.length, end + MAX_TOKEN_EXTENSION_CHARS);
        while (end < limit && tailChar(text.charCodeAt(end))) end++;
      }
      const b = text.slice(bodyStart, end);
      // A template or an implausible body: every later trigger inside it is a suffix of the
      // same run and fails the same way, so the scanner need not ask again before `end`.
      if (isPlaceholderToken(b)) return { skipTo: end };
      if (spec.accept && !spec.accept(b)) return { skipTo: end };
      return span(at, end, spec.prefixes[prefix]!);
    },
  };
}
