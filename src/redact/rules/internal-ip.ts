/** Private, loopback, link-local and CGNAT IPv4 addresses, and IPv6 loopback, ULA and link-local
 *  addresses, with any port and path: `10.0.0.5:5432`, `192.168.1.10/admin`, `[fd12::1]:8080`.
 *  Versions with four parts (`10.2.1.0` after a `v`) and five-part numbers are not addresses. */
import type { Rule } from "../rule.js";
import { isAlnum, isDigit, isHex, runEnd } from "../chars.js";
import { isInternalIPv4, isInternalIPv6, parseIPv4 } from "../hosts.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { urlEnd } from "./url.js";

const MAX_IPV6_CHARS = 45;

function withPortAndPath(text: string, end: number): number {
  if (text.charCodeAt(end) === 58 /* : */ && isDigit(text.charCodeAt(end + 1))) end = runEnd(text, end + 1, isDigit, 5);
  if (text.charCodeAt(end) === 47 /* / */) end = urlEnd(text, end);
  return end;
}

const rule: Rule = {
  name: "internal-ip",
  ids: ["internal-ip"],
  kind: "internal-host",
  triggers: [
    { pattern: "(?<![0-9A-Za-z.])(?:10|127|172|192|169|100)\\.[0-9]", first: "1" },
    { pattern: "(?<![0-9A-Za-z:])::1(?![0-9A-Za-z:])", first: ":" },
    { pattern: "(?<![0-9A-Za-z:])(?:[fF][cdCD][0-9a-fA-F]{2}|[fF][eE][89abAB][0-9a-fA-F]):[0-9a-fA-F:]", first: "fF" },
  ],
  match({ text }, at) {
    let start = at;
    let end: number;
    if (isDigit(text.charCodeAt(at))) {
      end = runEnd(text, at, (c) => isDigit(c) || c === 46, 16);
      while (text.charCodeAt(end - 1) === 46) end--;
      if (isAlnum(text.charCodeAt(end)) || (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1)))) return null;
      const ip = parseIPv4(text.slice(at, end));
      if (ip === null || !isInternalIPv4(ip)) return null;
    } else {
      end = runEnd(text, at, (c) => isHex(c) || c === 58, MAX_IPV6_CHARS);
      const addr = text.slice(at, end);
      if (isAlnum(text.charCodeAt(end)) || !isInternalIPv6(addr)) return null;
      if (addr !== "::1" && (addr.split(":").length < 3 || (!addr.includes("::") && addr.split(":").length !== 8))) return null;
      if (text.charCodeAt(at - 1) === 91 /* [ */ && text.charCodeAt(end) === 93 /* ] */) {
        start = at - 1;
        end++;
      }
    }
    return { start, end: withPortAndPath(text, end), rule: "internal-ip", replacement: PLACEHOLDERS.internal };
  },
};
export default rule;
