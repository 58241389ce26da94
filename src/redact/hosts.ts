/**
 * Which hosts are internal (→ `<INTERNAL_URL>`) and which the policy allows to be kept. Internal
 * means not routable on the public internet or named by a private naming convention: RFC 1918,
 * loopback, link-local, CGNAT (Tailscale), IPv6 ULA and link-local, `localhost`, single-label
 * intranet names, and the `.internal .local .corp .lan .localdomain .intranet .home.arpa` TLDs.
 */

/** Private-use TLDs and suffixes (lower case, with the leading dot). */
export const INTERNAL_SUFFIXES = [".internal", ".local", ".corp", ".lan", ".localdomain", ".intranet", ".home.arpa", ".localhost"] as const;

/** Parses dotted-quad IPv4; null when `s` is not one. By hand: it runs for every address in a
 *  log. */
export function parseIPv4(s: string): [number, number, number, number] | null {
  // The parts are held in one number until the address is whole: most hosts are names, and
  // fail at their first letter without allocating.
  let packed = 0;
  let part = 0;
  let digits = 0;
  let value = 0;
  for (let i = 0; i <= s.length; i++) {
    const c = i < s.length ? s.charCodeAt(i) : 46;
    if (c >= 48 && c <= 57) {
      if (++digits > 3) return null;
      value = value * 10 + (c - 48);
    } else if (c === 46) {
      if (digits === 0 || value > 255 || part > 3) return null;
      packed = packed * 256 + value;
      part++;
      digits = 0;
      value = 0;
    } else return null;
  }
  if (part !== 4) return null;
  return [Math.floor(packed / 2 ** 24), Math.floor(packed / 2 ** 16) % 256, Math.floor(packed / 256) % 256, packed % 256];
}

export function isInternalIPv4(ip: readonly number[]): boolean {
  const [a, b] = ip as [number, number];
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
  const a = addr.toLowerCase();
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
  let h = host.toLowerCase();
  if (h.endsWith(".")) h = h.slice(0, -1);
  if (h.startsWith("[") && h.endsWith("]")) return isInternalIPv6(h.slice(1, -1));
  if (h.includes(":")) return isInternalIPv6(h);
  const ip = parseIPv4(h);
  if (ip) return isInternalIPv4(ip);
  if (h === "localhost") return true;
  // A name without a dot resolves only on a private network (http://jenkins:8080/).
  if (!h.includes(".")) return /^[a-z0-9-]+$/.test(h);
  return INTERNAL_SUFFIXES.some((s) => h.endsWith(s));
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
