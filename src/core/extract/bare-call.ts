/**
 * "foo.bar(baz);", "arr[0](x)", "  print(x)": a call standing alone on its line, which is code
 * rather than prose.
 *
 * The test is the one of /^[^a-zA-Z<Han>]*[\w$.\]]+\s*\(.*\)\s*;?\s*$/ (Han as in text/cjk.ts), as a loop. Why:
 * in that regex the letter-free prefix and the name both match digits, `_`, `$`, `.` and `]`, so
 * on a run of them that is not followed by "(" the engine tries every split of the run (n²/2
 * steps): a 20,000-character turn of digits took 2–3 s, and a 1 MB transcript of them half a
 * minute. The loop reads each character a bounded number of times.
 */
import { hasHan } from "../text/cjk.js";

const isSpace = (c: string): boolean => c.trim() === ""; // exactly \s, one UTF-16 unit
const isNameChar = (c: string): boolean => /[\w$.\]]/.test(c);
const isLetter = (c: string): boolean => /[a-zA-Z]/.test(c) || hasHan(c);
const isLineTerminator = (c: string): boolean => c === "\n" || c === "\r" || c === "\u2028" || c === "\u2029";

export function isBareCallLine(line: string): boolean {
  // The close: ")" followed by nothing but spaces and at most one ";". It is unique when it exists.
  let close = line.length;
  while (close > 0 && isSpace(line[close - 1] as string)) close--;
  if (line[close - 1] === ";") {
    close--;
    while (close > 0 && isSpace(line[close - 1] as string)) close--;
  }
  close--;
  if (close < 0 || line[close] !== ")") return false;

  // `.*` between "(" and ")" crosses no line terminator: an opening "(" must come after the last one.
  let from = 0;
  for (let i = close - 1; i >= 0; i--) {
    if (isLineTerminator(line[i] as string)) {
      from = i + 1;
      break;
    }
  }
  // The prefix before the name holds no letter: the name's run must start at or before the first one.
  let firstLetter = line.length;
  for (let i = 0; i < line.length; i++) {
    if (isLetter(line[i] as string)) {
      firstLetter = i;
      break;
    }
  }
  // Each "(" looks back over its spaces and the name run before them. Those stretches of
  // distinct "(" never overlap ("(" is neither), so the whole scan is linear.
  for (let open = line.indexOf("(", from); open !== -1 && open < close; open = line.indexOf("(", open + 1)) {
    let end = open;
    while (end > 0 && isSpace(line[end - 1] as string)) end--;
    let start = end;
    while (start > 0 && isNameChar(line[start - 1] as string)) start--;
    if (start < end && start <= firstLetter) return true;
  }
  return false;
}
