/**
 * URLs with a scheme. Under `strict` a URL becomes `<REDACTED_URL>` unless its host is in
 * `allowHosts`, and `<INTERNAL_URL>` when the host is internal (hosts.ts); `file://` URLs are
 * paths. Secrets inside URLs were already replaced in the first pass, so an allowed URL keeps
 * `<REDACTED_SECRET>` where its token was.
 */
import type { Rule, ScanContext, Span } from "../rule.js";
import { indexOfWithin, isAlnum, isAlpha, runStart, startsWithCi } from "../chars.js";
import { isAllowedHost, isInternalHost } from "../hosts.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { pathSpan } from "./path-replacement.js";

const MAX_SCHEME_CHARS = 32;
const MAX_URL_CHARS = 8192;

const isSchemeChar = (c: number): boolean => isAlnum(c) || c === 43 || c === 46 || c === 45;
/** Characters a URL cannot contain unescaped, plus non-ASCII (CJK prose often follows a URL
 *  without a space: `见https://x.cn/a。`). */
function isUrlStop(c: number): boolean {
  return c <= 32 || c === 34 || c === 39 || c === 60 || c === 62 || c === 96 || c === 92 || c === 94 || c === 123 || c === 125 || c === 124 || c > 126;
}

/** End of the URL starting at `from`, with trailing punctuation and unbalanced brackets off. */
export function urlEnd(text: string, from: number): number {
  const limit = Math.min(text.length, from + MAX_URL_CHARS);
  let i = from;
  while (i < limit) {
    const c = text.charCodeAt(i);
    if (c === 60 && text.startsWith(PLACEHOLDERS.secret, i)) {
      i += PLACEHOLDERS.secret.length; // a redacted credential stays inside its URL
      continue;
    }
    if (isUrlStop(c)) break;
    i++;
  }
  // Balance brackets: "(see https://x.com/a_(b))" keeps the inner pair, drops the outer ")".
  let end = i;
  for (;;) {
    const last = text.charAt(end - 1);
    if (".,;:!?*".includes(last) && end > from) {
      end--;
      continue;
    }
    if ((last === ")" || last === "]") && end > from) {
      const open = last === ")" ? "(" : "[";
      const seg = text.slice(from, end);
      if (seg.split(open).length < seg.split(last).length) {
        end--;
        continue;
      }
    }
    break;
  }
  return end;
}

/** Host of the authority at `from` (no user info, no port), and where the authority ends. */
function parseAuthority(text: string, from: number, end: number): { host: string; hostEnd: number } {
  let authEnd = from;
  while (authEnd < end) {
    const c = text.charCodeAt(authEnd);
    if (c === 47 /* / */ || c === 63 /* ? */ || c === 35 /* # */) break;
    if (c === 60 /* < */ && text.startsWith(PLACEHOLDERS.secret, authEnd)) authEnd += PLACEHOLDERS.secret.length;
    else authEnd++;
  }
  const authority = text.slice(from, authEnd);
  const at = authority.lastIndexOf("@");
  let hostPort = at >= 0 ? authority.slice(at + 1) : authority;
  if (hostPort.startsWith("[")) {
    const close = hostPort.indexOf("]");
    return { host: close > 0 ? hostPort.slice(0, close + 1) : hostPort, hostEnd: authEnd };
  }
  const colon = hostPort.indexOf(":");
  if (colon >= 0) hostPort = hostPort.slice(0, colon);
  return { host: hostPort, hostEnd: authEnd };
}

export function classifyUrl(ctx: ScanContext, start: number, end: number, host: string, rule: string): Span | null {
  if (host.length === 0) return null;
  if (isInternalHost(host)) return { start, end, rule: "internal-url", replacement: PLACEHOLDERS.internal, kind: "internal-host" };
  if (isAllowedHost(host, ctx.allowHosts)) return null;
  return { start, end, rule, replacement: PLACEHOLDERS.url, kind: "url" };
}

const rule: Rule = {
  name: "url",
  ids: ["url", "internal-url", "file-url"],
  kind: "url",
  triggers: ["://"],
  match(ctx, at) {
    const { text } = ctx;
    const start = runStart(text, at, isSchemeChar, MAX_SCHEME_CHARS);
    // One-letter "schemes" are drive letters (C://), handled as Windows paths.
    if (at - start < 2 || !isAlpha(text.charCodeAt(start))) return null;
    const end = urlEnd(text, at + 3);
    if (at - start === 4 && startsWithCi(text, "file", start)) {
      const pathStart = indexOfWithin(text, 47 /* / */, at + 3, end);
      if (pathStart === -1) return null;
      const p = pathSpan(ctx, pathStart, end, "file-url");
      return { ...p, start, rule: p.rule === "workspace-path" ? "workspace-path" : "file-url" };
    }
    const { host } = parseAuthority(text, at + 3, end);
    return classifyUrl(ctx, start, end, host, "url");
  },
};
export default rule;
