/** Private, loopback, link-local and CGNAT IPv4 addresses, and IPv6 loopback, ULA and link-local
 *  addresses, with any port and path: `10.0.0.5:5432`, `192.168.1.10/admin`, `[fd12::1]:8080`.
 *  Versions with four parts (`10.2.1.0` after a `v`) and five-part numbers are not addresses. */
import type { Rule } from "../rule.js";
import { locationSpan } from "../rule.js";
import { isAlnum, isDigit, isHex, runEnd } from "../chars.js";
import { ipv4In, isInternalIPv4Number, isInternalIPv6 } from "../hosts.js";
import { PLACEHOLDERS } from "../placeholders.js";
import { withPortAndPath } from "./url.js";

const MAX_IPV6_CHARS = 45;
const isDigitOrDot = (c: number): boolean => isDigit(c) || c === 46;
const isHexOrColon = (c: number): boolean => isHex(c) || c === 58;
const FIRST_OCTETS = ["10", "127", "172", "192", "169", "100"];

/** `text[at, at+4)` is a ULA (`fc..`, `fd..`) or link-local (`fe8.`–`feb.`) group, any case: by
 *  hand, as this runs at most colons of a log (timestamps). */
function isPrivateIPv6Group(text: string, at: number): boolean {
  if ((text.charCodeAt(at) | 32) !== 102 /* f */) return false;
  const b = text.charCodeAt(at + 1) | 32;
  if (b === 99 /* c */ || b === 100 /* d */) return isHex(text.charCodeAt(at + 2)) && isHex(text.charCodeAt(at + 3));
  if (b !== 101 /* e */) return false;
  const c = text.charCodeAt(at + 2);
  return (c === 56 || c === 57 || (c | 32) === 97 || (c | 32) === 98) /* 8 9 a b */ && isHex(text.charCodeAt(at + 3));
}

const rule: Rule = {
  name: "internal-ip",
  ids: ["internal-ip"],
  kind: "internal-host",
  triggers: [
    // IPv4: the first dot, after one of the private first octets.
    {
      anchor: ".",
      prev: "0279",
      next: "0123456789",
      find(text, q) {
        // Cheap rejections first: this runs at every dot of the text.
        const last = text.charCodeAt(q - 1);
        if (last !== 48 && last !== 50 && last !== 55 && last !== 57) return -1; // 10 100 172 192 127 169
        if (!isDigit(text.charCodeAt(q + 1))) return -1;
        for (const octet of FIRST_OCTETS) {
          const s = q - octet.length;
          if (s >= 0 && text.startsWith(octet, s)) return s;
        }
        return -1;
      },
    },
    // IPv6: `::1`, or the first colon after a ULA (fc/fd) or link-local (fe8–feb) group.
    {
      anchor: ":",
      next: ":0123456789abcdefABCDEF",
      find(text, q) {
        if (q >= 4 && isPrivateIPv6Group(text, q - 4)) return q - 4;
        const prev = q > 0 ? text.charCodeAt(q - 1) : 32;
        if (text.charCodeAt(q + 1) === 58 && text.charCodeAt(q + 2) === 49 && prev !== 58 && !isAlnum(prev)) return q;
        return -1;
      },
    },
  ],
  match({ text }, at) {
    // Not inside a longer number or word (1.10.0.0.1, v10.0.0.1, std::1).
    const prev = at > 0 ? text.charCodeAt(at - 1) : 32;
    if (isAlnum(prev) || prev === 46 || prev === 58) return null;
    let start = at;
    let end: number;
    if (isDigit(text.charCodeAt(at))) {
      end = runEnd(text, at, isDigitOrDot, 16);
      while (text.charCodeAt(end - 1) === 46) end--;
      if (isAlnum(text.charCodeAt(end)) || (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1)))) return null;
      const ip = ipv4In(text, at, end);
      if (ip === -1 || !isInternalIPv4Number(ip)) return null;
    } else {
      end = runEnd(text, at, isHexOrColon, MAX_IPV6_CHARS);
      const addr = text.slice(at, end);
      if (isAlnum(text.charCodeAt(end)) || !isInternalIPv6(addr)) return null;
      if (addr !== "::1" && (addr.split(":").length < 3 || (!addr.includes("::") && addr.split(":").length !== 8))) return null;
      if (text.charCodeAt(at - 1) === 91 /* [ */ && text.charCodeAt(end) === 93 /* ] */) {
        start = at - 1;
        end++;
      }
    }
    return locationSpan(start, withPortAndPath(text, end), "internal-ip", undefined, PLACEHOLDERS.internal);
  },
};
export default rule;
