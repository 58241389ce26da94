/**
 * Inputs built to make a redaction rule work hard: a megabyte of the rule's trigger repeated,
 * the trigger followed by a megabyte of its own alphabet, near misses repeated, all without a
 * newline. A rule that backtracks or rescans turns these quadratic. linearity.test.ts checks that
 * each completes; bench/redact.bench.mjs compares the work at 1 MB and 4 MB (self-contained,
 * erasable TypeScript only).
 */

export interface AdversarialInput {
  name: string;
  make(chars: number): string;
}

function repeatTo(unit: string, chars: number): string {
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

/** Hand-written shapes for rules whose triggers are not literals, and for the pass itself. */
const SHAPES: ReadonlyArray<[string, string, string?]> = [
  // [name, repeated unit, optional prefix]
  ["letters only", "a"],
  ["base64 run", "aB3+/x9Z"],
  ["hex run", "0123456789abcdef"],
  ["dots", "."],
  ["dotted quad near miss", "10.0.0."],
  ["dotted numbers", "1.2."],
  ["colons", ":"],
  ["ipv6 ula near miss", "fd00:"],
  ["ipv6 loopback repeated", "::1::1"],
  ["slashes", "/"],
  ["path segments", "/a"],
  ["spaced path segments", "/Users/a b"],
  ["backslashes", "\\"],
  ["unc near miss", "\\\\ab\\"],
  ["windows drive repeated", "C:\\a"],
  ["tildes", "~/"],
  ["quotes", '"'],
  ["quoted path", '"/home/a '],
  ["equals", "="],
  ["assignment keyword repeated", "password="],
  ["assignment no operator", "password "],
  ["json key repeated", '"api_key": "'],
  ["token keyword colon", "token:"],
  ["bearer repeated", "Bearer "],
  ["authorization repeated", "Authorization: "],
  ["cookie repeated", "Cookie: a="],
  ["url schemes repeated", "ab://"],
  ["url credentials near miss", "https://user:pass"],
  ["url no end", "a", "https://example.com/"],
  ["pem begin without end", "-----BEGIN RSA PRIVATE KEY-----"],
  ["pem body without end", "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo=\\n", "-----BEGIN PRIVATE KEY-----\\n"],
  ["putty without mac", "Private-Lines: 1 "],
  ["jwt parts", "eyJhbGciOiJub25lIn0."],
  ["discord near miss", "MTAxMjM0NTY3ODkwMTIzNDU2.abcdef"],
  ["telegram near miss", "123456789:AA"],
  ["mailchimp near miss", "0123456789abcdef0123456789abcdef-us"],
  ["internal host suffix repeated", "a.local"],
  ["host labels", "a."],
  ["localhost ports", "localhost:1"],
  ["cli commands", "mysql -p"],
  ["sas signatures", "sv=1&sig="],
  ["placeholders", "<REDACTED_SECRET>"],
  ["env entry names repeated", "- name: DB_PASSWORD\n"],
  ["env entry name without value", "name: API_TOKEN "],
  ["env entry json names", '{"name": "API_TOKEN", '],
  ["env fallback without literal", 'process.env.API_KEY ?? '],
  ["getenv without close", 'getenv("API_KEY", '],
  ["netrc pairs without password", "machine a login b "],
  ["netrc keys repeated", "login password "],
  ["prose nouns repeated", "the key is "],
  ["prose noun then words", " a", "password"],
  ["cjk nouns repeated", "密钥是"],
  ["prose colon lines", "key:\n"],
  ["cookie from code", 'document.cookie = "a=b; '],
  ["byte literal wrappers", "secret = []byte("],
];

/** Every shape, plus three shapes per literal trigger: repeated, followed by its alphabet,
 *  and a near miss (too short a body) repeated. */
export function adversarialInputs(literalTriggers: readonly string[]): AdversarialInput[] {
  const out: AdversarialInput[] = SHAPES.map(([name, unit, prefix]) => ({
    name,
    make: (chars: number) => (prefix ?? "") + repeatTo(unit, chars - (prefix?.length ?? 0)),
  }));
  // Found secrets that share their start, then their start over and over (recurrence.ts looks
  // every found value up again at each place its start stands).
  out.push({
    name: "found secrets sharing a start, then the start repeated",
    make: (chars: number) => {
      let head = "";
      for (let k = 0; head.length < chars / 2; k++) head += `password=Qx7abcdef${k.toString(36).padStart(4, "0")}\n`;
      return head + repeatTo("Qx7abcdef0 Qx7abcdefQx7abcdef", chars - head.length);
    },
  });
  // Numbers nothing explains, every few characters (code-context.ts reads around each): on one
  // long line, as the rows of a table under one header, and beside a code's noun each time.
  const numbers = (unit: string) => (chars: number) => {
    let s = "";
    for (let k = 0; s.length < chars; k++) s += unit.replace("N", String(102938 + ((k * 7919) % 800000)));
    return s.slice(0, chars);
  };
  out.push({ name: "unexplained numbers on one line", make: numbers("see N then ") });
  out.push({ name: "unexplained numbers in a table's rows", make: (chars) => "name,door PIN,type,notes\n" + numbers("a,N,b,c\n")(chars - 24) });
  out.push({ name: "unexplained numbers beside a code's noun", make: numbers("door N, ") });
  out.push({ name: "unexplained numbers after a bracket and a label's colon", make: numbers("a) : N door ") });
  // Misread codes on one long line (code-context.ts reads each with a regex and its line).
  out.push({ name: "misread codes beside a code's noun on one line", make: numbers("safe NO, ") });
  // Byte lists that open at every bracket and run to 64 values (byte-array-key.ts), named keys
  // with one value short of a list, and `key:` lines over block lists that never end.
  out.push({ name: "byte lists after a key's name", make: (chars) => repeatTo("key = [1, 22, 3, 44, 5, 66, 7, 88, 9, 100, 11, 120, 13, 140, 15, 160, 17, 180, 19, 200, 21, 220, 23, 240, 25, 250, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, 61, 62, 63, 64, 65 ", chars) });
  out.push({ name: "block lists under a key's name", make: (chars) => repeatTo("network_key:\n  - 12\n  - 200\n", chars) });
  out.push({ name: "unclosed brackets of numbers", make: (chars) => repeatTo("[1, 2, 3, 4, 5, 6, 7, 8, (9, 10, {11, 12, ", chars) });
  // Groups of four after "pass" that never make six (spaced-password.ts).
  out.push({ name: "groups of four after pass", make: (chars) => repeatTo("pass Ab1c De2f Gh3k Jm4n Pq5r ", chars) });
  // Hyphenated groups of four that never make five, or make six (stream-key.ts).
  out.push({ name: "hyphenated groups of four", make: (chars) => repeatTo("ab1c-de2f-gh3k-jm4n-pq5r-st6u-", chars) });
  // UCI option lines with long values and no end quote (uci-option.ts).
  out.push({ name: "UCI options without an end quote", make: (chars) => repeatTo("\n\toption key 'Yodelumber045 ", chars) });
  // A UCI configuration joined onto one line, options after quoted values (uci-option.ts).
  out.push({ name: "UCI options joined on one line", make: (chars) => repeatTo("config a 'b' option key 'Yodelumber045' option x '", chars) });
  // Objects under a secret's name that never close, members split by commas (secret-block.ts).
  out.push({ name: "JSON objects under a secret's name", make: (chars) => repeatTo('"passwords": {"a": "Zk3p9Qw7xLmN2vB8", "b": 1, ', chars) });
  // Queries whose output rows go on (sql-columns.ts), and pipe-separated rows under them.
  out.push({ name: "select lists over pipe rows", make: (chars) => "select a, token from t\n" + repeatTo("1|Zk3p9Qw7xLmN2vB8\n", chars - 23) });
  out.push({ name: "select lists repeated", make: (chars) => repeatTo("select a, token, b, c, d from t ", chars) });
  // Misread labels everywhere (ocr-nouns.ts), and chat stamps over codes (code-context.ts).
  out.push({ name: "misread labels repeated", make: (chars) => repeatTo("passw0rd c0de P1N l0gin ", chars) });
  out.push({ name: "chat stamps over codes", make: (chars) => repeatTo("[26/10/2026, 08:53:02] Rosie: the hangar code? 2752028\n", chars) });
  for (const t of [...new Set(literalTriggers)]) {
    out.push({ name: `${t} repeated`, make: (chars) => repeatTo(t, chars) });
    out.push({ name: `${t} + alphabet run`, make: (chars) => t + repeatTo("aZ09_-", chars - t.length) });
    out.push({ name: `${t} near miss`, make: (chars) => repeatTo(`${t}aZ09 `, chars) });
  }
  return out;
}
