/**
 * Which hosts are internal (→ `<INTERNAL_URL>`) and which the policy allows to be kept. Internal
 * means not routable on the public internet or named by a private naming convention: RFC 1918,
 * loopback, link-local, CGNAT (Tailscale), IPv6 ULA and link-local, `localhost`, single-label
 * intranet names, and the `.internal .local .corp .lan .localdomain .intranet .home.arpa` TLDs.
 */

import { lowerAscii } from "./chars.js";

/** Private-use TLDs and suffixes (lower case, with the leading dot). */
export const INTERNAL_SUFFIXES = [".internal", ".local", ".corp", ".lan", ".localdomain", ".intranet", ".home.arpa", ".localhost"] as const;

/** Parses dotted-quad IPv4; null when `s` is not one. */
export function parseIPv4(s: string): [number, number, number, number] | null {
  const n = ipv4In(s, 0, s.length);
  return n === -1 ? null : [Math.floor(n / 2 ** 24), Math.floor(n / 2 ** 16) % 256, Math.floor(n / 256) % 256, n % 256];
}

/** The dotted-quad IPv4 address `text[start, end)` as one number (a·2^24 + b·2^16 + c·2^8 + d),
 *  or -1 when it is not one. By hand and in place: it runs for every address and host name in
 *  a log. */
export function ipv4In(text: string, start: number, end: number): number {
  let packed = 0;
  let part = 0;
  let digits = 0;
  let value = 0;
  for (let i = start; i <= end; i++) {
    const c = i < end ? text.charCodeAt(i) : 46;
    if (c >= 48 && c <= 57) {
      if (++digits > 3) return -1;
      value = value * 10 + (c - 48);
    } else if (c === 46) {
      if (digits === 0 || value > 255 || part > 3) return -1;
      packed = packed * 256 + value;
      part++;
      digits = 0;
      value = 0;
    } else return -1;
  }
  return part === 4 ? packed : -1;
}

/** isInternalIPv4 for an address from ipv4In. */
export function isInternalIPv4Number(n: number): boolean {
  return isInternalFirstOctets(Math.floor(n / 2 ** 24), Math.floor(n / 2 ** 16) % 256);
}

export function isInternalIPv4(ip: readonly number[]): boolean {
  return isInternalFirstOctets(ip[0]!, ip[1]!);
}

function isInternalFirstOctets(a: number, b: number): boolean {
  return (
    a === 10 || // RFC 1918
    a === 127 || // loopback
    (a === 172 && b >= 16 && b <= 31) || // RFC 1918
    (a === 192 && b === 168) || // RFC 1918
    (a === 169 && b === 254) || // link-local
    (a === 100 && b >= 64 && b <= 127) // RFC 6598 CGNAT (Tailscale, carrier NAT)
  );
}

/** IPv6 loopback, unspecified, ULA (fc00::/7), link-local (fe80::/10), and IPv4-mapped private. */
export function isInternalIPv6(addr: string): boolean {
  const a = lowerAscii(addr);
  if (a === "::1" || a === "::") return true;
  if (/^f[cd][0-9a-f]{2}:/.test(a)) return true;
  if (/^fe[89ab][0-9a-f]:/.test(a)) return true;
  const mapped = /^::ffff:([0-9.]+)$/.exec(a);
  if (mapped) {
    const ip = parseIPv4(mapped[1]!);
    return ip !== null && isInternalIPv4(ip);
  }
  return false;
}

/** `host` without port; IPv6 with or without brackets. */
export function isInternalHost(host: string): boolean {
  let h = lowerAscii(host);
  if (h.endsWith(".")) h = h.slice(0, -1);
  if (h.startsWith("[") && h.endsWith("]")) return isInternalIPv6(h.slice(1, -1));
  if (h.includes(":")) return isInternalIPv6(h);
  const ip = ipv4In(h, 0, h.length);
  if (ip !== -1) return isInternalIPv4Number(ip);
  if (h === "localhost") return true;
  // A name without a dot resolves only on a private network (http://jenkins:8080/).
  if (!h.includes(".")) return /^[a-z0-9-]+$/.test(h);
  // Only a name ending like one of the suffixes (`l`, `p`, `n`, `t`, `a`) can end in one.
  if (SUFFIX_LAST_CHARS.indexOf(h.charAt(h.length - 1)) === -1) return false;
  for (const s of INTERNAL_SUFFIXES) if (h.endsWith(s)) return true;
  return false;
}
const SUFFIX_LAST_CHARS = INTERNAL_SUFFIXES.map((s) => s.charAt(s.length - 1)).join("");

/**
 * The one rule for an `allowHosts` entry, wherever it comes from (the plugin config, a
 * RedactPolicy, `context-kit redact --allow-host`): a host name (`github.com`) or a wildcard for
 * its subdomains (`*.example.com`); labels of letters, digits and inner hyphens; no scheme, port,
 * path or trailing dot. Also the JSON Schema pattern of `redaction.allowHosts` (config.ts).
 */
export const ALLOW_HOST_PATTERN = "^(\\*\\.)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*$";
const ALLOW_HOST_RE = new RegExp(ALLOW_HOST_PATTERN);

export function isAllowHostEntry(entry: unknown): entry is string {
  return typeof entry === "string" && ALLOW_HOST_RE.test(entry);
}

/** `allowHosts` entries: an exact host (`github.com`) or a wildcard (`*.example.com`, which
 *  matches subdomains but not the apex). Comparison is case-insensitive. */
export function isAllowedHost(host: string, allowHosts: readonly string[] | undefined): boolean {
  if (!allowHosts || allowHosts.length === 0) return false;
  let h = host.toLowerCase();
  if (h.endsWith(".")) h = h.slice(0, -1);
  for (const entry of allowHosts) {
    const e = entry.toLowerCase();
    if (e.startsWith("*.")) {
      if (h.endsWith(e.slice(1)) && h.length > e.length - 1) return true;
    } else if (h === e) return true;
  }
  return false;
}
