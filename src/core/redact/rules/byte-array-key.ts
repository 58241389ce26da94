/**
 * A key written out as its bytes: a setting or variable named for a key, a pre-shared key or a
 * secret whose value is a list of 16 to 64 byte values, decimal or `0x` hex. Zigbee2MQTT writes
 * its network key so (`network_key: [127, 255, 163, …]`, or one `- 127` per line once it has
 * generated one), and so do C, Arduino and LoRaWAN sketches (`static const uint8_t APPKEY[16] =
 * { 0x7f, 0xff, … };`) and Python (`AES_KEY = bytes([…])`).
 *
 * The name is not enough (`key_sizes: [16, 24, 32]`) and the shape is not either (an image's
 * pixels, a lookup table): a key's bytes are many, varied and large. So: 16 values at least,
 * 8 distinct at least, 4 of them 16 or more (the documented examples, `[1, 3, 5, 7, … 13]`, are
 * small counting numbers), and no arithmetic run (`0, 1, 2, … 15`). See docs/design.md,
 * "Redaction".
 */
import type { Finder, Rule } from "../rule.js";
import { span } from "../rule.js";
import { isBlank, isDigit, isHex } from "../chars.js";

const MIN_BYTES = 16;
const MAX_BYTES = 64;
const MIN_DISTINCT_BYTES = 8;
/** Values of 16 or more a key's bytes hold at least (a random 16-byte key: all but ~1). */
const MIN_LARGE_BYTES = 4;
const LARGE_BYTE = 16;
/** How far back on its line the name and operator before the list are read. */
const MAX_LEAD_CHARS = 120;

/** The name and operator that end right before a list (`network_key: `, `"key": `,
 *  `uint8_t APPKEY[16] = `, `AES_KEY = bytes(`, `byte[] psk = new byte[] `). */
const LEAD = /([A-Za-z_][\w.-]*)["']?\s*(?:\[\s*\d*\s*\])?\s*(?::=|=|:)\s*(?:[A-Za-z_][\w.]*\s*\(\s*|new\s+\w+\s*\[\s*\]\s*|\(\s*\w+\s*\[\s*\]\s*\)\s*)?$/;

/** Is `name` a key's, a pre-shared key's or a secret's (and not a public key's)? */
function keyName(name: string): boolean {
  const low = name.toLowerCase();
  if (low.includes("public") || low.includes("pub_") || low.includes("pubkey")) return false;
  return low.endsWith("key") || low.endsWith("psk") || low.endsWith("secret") || low.endsWith("token");
}

/** One byte value at `i` (`127`, `0x7f`, `0X7F`): [its value, its end], or null. */
function byteAt(text: string, i: number): [number, number] | null {
  if (text.charCodeAt(i) === 48 && (text.charCodeAt(i + 1) | 32) === 120) {
    let e = i + 2;
    while (e < i + 4 && isHex(text.charCodeAt(e))) e++;
    if (e === i + 2 || isHex(text.charCodeAt(e))) return null;
    return [parseInt(text.slice(i + 2, e), 16), e];
  }
  let e = i;
  while (e < i + 3 && isDigit(text.charCodeAt(e))) e++;
  if (e === i || isDigit(text.charCodeAt(e))) return null;
  const v = Number(text.slice(i, e));
  return v <= 255 ? [v, e] : null;
}

/** Do these bytes look like a key's (see the file's comment)? */
function keyBytes(values: number[]): boolean {
  if (values.length < MIN_BYTES || values.length > MAX_BYTES) return false;
  if (new Set(values).size < MIN_DISTINCT_BYTES) return false;
  if (values.filter((v) => v >= LARGE_BYTE).length < MIN_LARGE_BYTES) return false;
  const step = values[1]! - values[0]!;
  return !values.every((v, k) => k === 0 || v - values[k - 1]! === step);
}

/**
 * The list that opens at `q` (`[`, `{` or `(`), read to its closing bracket: [first value's
 * start, last value's end], or null when it is not a list of byte values.
 */
function bracketList(text: string, q: number): [number, number] | null {
  const close = text.charCodeAt(q) === 91 ? 93 : text.charCodeAt(q) === 123 ? 125 : 41;
  const values: number[] = [];
  let i = q + 1;
  let first = -1;
  let last = -1;
  for (;;) {
    while (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) i++;
    if (text.charCodeAt(i) === close && values.length > 0) break;
    const b = byteAt(text, i);
    if (b === null || values.length === MAX_BYTES) return null;
    if (first === -1) first = i;
    values.push(b[0]);
    last = i = b[1];
    while (isBlank(text.charCodeAt(i)) || text.charCodeAt(i) === 10 || text.charCodeAt(i) === 13) i++;
    if (text.charCodeAt(i) === 44) i++;
    else if (text.charCodeAt(i) !== close) return null;
  }
  return keyBytes(values) ? [first, last] : null;
}

/** A YAML block list under the key whose `:` is at `q` (`network_key:` then `  - 127` per
 *  line): [first value's start, last value's end], or null. */
function blockList(text: string, q: number): [number, number] | null {
  const values: number[] = [];
  let i = q + 1;
  let first = -1;
  let last = -1;
  while (values.length <= MAX_BYTES) {
    // The next line: blanks, `-`, a blank, a value, the line's end.
    if (text.charCodeAt(i) === 13) i++;
    if (text.charCodeAt(i) !== 10) break;
    let j = i + 1;
    while (isBlank(text.charCodeAt(j))) j++;
    if (text.charCodeAt(j) !== 45 || !isBlank(text.charCodeAt(j + 1))) break;
    j += 2;
    while (isBlank(text.charCodeAt(j))) j++;
    const b = byteAt(text, j);
    if (b === null) break;
    let e = b[1];
    while (isBlank(text.charCodeAt(e))) e++;
    if (e < text.length && text.charCodeAt(e) !== 10 && text.charCodeAt(e) !== 13) break;
    if (first === -1) first = j;
    values.push(b[0]);
    last = b[1];
    i = e;
  }
  return keyBytes(values) ? [first, last] : null;
}

/** The name before the list or the colon at `q`, read back on its line. */
function nameBefore(text: string, q: number): string | null {
  let s = q;
  while (s > 0 && q - s < MAX_LEAD_CHARS && text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 13) s--;
  const m = LEAD.exec(text.slice(s, q));
  return m ? m[1]! : null;
}

const listFinder = (anchor: string): Finder => ({
  anchor,
  next: "0123456789 \t\n\r",
  find(text, q) {
    return q;
  },
});

const rule: Rule = {
  name: "byte-array-key",
  ids: ["byte-array-key"],
  kind: "secret",
  triggers: [listFinder("["), listFinder("{"), listFinder("("), { anchor: ":", next: "\n\r", find: (_text, q) => q }],
  match({ text }, at) {
    const block = text.charCodeAt(at) === 58;
    const found = block ? blockList(text, at) : bracketList(text, at);
    if (found === null) return null;
    const name = nameBefore(text, block ? at + 1 : at);
    if (name === null || !keyName(name)) return null;
    return span(found[0], found[1], "byte-array-key");
  },
};
export default rule;
