// worker_threads script: times one regular expression on adversarial inputs derived from its own
// source (its literals, the characters its classes accept, a string shaped like a match), at a
// size S and at 4×S. Posts {kind:"start"} before each timing so the parent's watchdog knows
// which input a runaway regex is stuck on, and {kind:"done"} with the timings after.
//
// Plain JS on purpose: it runs inside a worker thread, outside vitest's TypeScript transform.
import { parentPort, workerData } from "node:worker_threads";
import { cpuMs, cpuNow } from "../../support/cpu-time.mjs";

// Candidate characters: a class's representatives are the candidates it accepts.
const CANDIDATES = ["a", "Z", "0", "9", "_", "-", ".", "/", ":", " ", "\n", "\t", "<", ">", "(", ")", "[", "]", "\"", "'", "=", "@", "#", ",", "*", "`", "|", "\\", "中", "é", "。", "!", "?", "+", "~", "&", "%", "$", "{", "}"];

/** Splits a regex source into a light token list: enough to build sample strings and collect
 *  literals and character classes, not a full parser. */
function tokens(src) {
  const out = [];
  for (let i = 0; i < src.length; ) {
    const c = src[i];
    if (c === "\\") {
      const n = src[i + 1] ?? "";
      if (n === "u" && src[i + 2] === "{") {
        const end = src.indexOf("}", i);
        out.push({ t: "lit", v: String.fromCodePoint(parseInt(src.slice(i + 3, end), 16)) });
        i = end + 1;
      } else if (n === "u") {
        out.push({ t: "lit", v: String.fromCharCode(parseInt(src.slice(i + 2, i + 6), 16)) });
        i += 6;
      } else if (n === "x") {
        out.push({ t: "lit", v: String.fromCharCode(parseInt(src.slice(i + 2, i + 4), 16)) });
        i += 4;
      } else if (n === "p" || n === "P") {
        const end = src.indexOf("}", i);
        out.push({ t: "class", src: src.slice(i, end + 1) });
        i = end + 1;
      } else if (n === "k") {
        const end = src.indexOf(">", i);
        out.push({ t: "skip" });
        i = end + 1;
      } else if (/[dDwWsS]/.test(n)) {
        out.push({ t: "class", src: "\\" + n });
        i += 2;
      } else if (/[bB]/.test(n) || /[1-9]/.test(n)) {
        out.push({ t: "skip" });
        i += 2;
      } else {
        const map = { n: "\n", t: "\t", r: "\r", f: "\f", v: "\v", 0: "\0" };
        out.push({ t: "lit", v: map[n] ?? n });
        i += 2;
      }
    } else if (c === "[") {
      let j = i + 1;
      if (src[j] === "^") j++;
      if (src[j] === "]") j++;
      while (j < src.length && src[j] !== "]") j += src[j] === "\\" ? 2 : 1;
      out.push({ t: "class", src: src.slice(i, j + 1) });
      i = j + 1;
    } else if (c === "(") {
      const m = /^\((\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>))?/.exec(src.slice(i));
      const kind = m[1] ?? "";
      out.push({ t: "open", look: kind === "?=" || kind === "?!" || kind === "?<=" || kind === "?<!" });
      i += m[0].length;
    } else if (c === ")") {
      out.push({ t: "close" });
      i++;
    } else if (c === "|") {
      out.push({ t: "alt" });
      i++;
    } else if (c === "*" || c === "+" || c === "?") {
      out.push({ t: "q", lo: c === "+" ? 1 : 0, hi: c === "?" ? 1 : Infinity });
      i++;
      if (src[i] === "?") i++;
    } else if (c === "{" && /^\{\d+(,\d*)?\}/.test(src.slice(i))) {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(src.slice(i));
      const lo = Number(m[1]);
      // `range`: written `{n,m}`, a repeat count that varies (hasQuantifier).
      out.push({ t: "q", lo, hi: m[2] ? (m[3] ? Number(m[3]) : Infinity) : lo, range: !!m[2] });
      i += m[0].length;
      if (src[i] === "?") i++;
    } else if (c === "." ) {
      out.push({ t: "class", src: "." });
      i++;
    } else if (c === "^" || c === "$") {
      out.push({ t: "skip" });
      i++;
    } else {
      out.push({ t: "lit", v: c });
      i++;
    }
  }
  return out;
}

/** Whether a pattern's source repeats something without a small fixed bound (`*`, `+`, `{n,}`,
 *  `{n,m}`). Without such a quantifier every match has a bounded length, so a search costs a
 *  bounded amount per position: linear whatever the input (redos.test.ts screens only the others). */
export function hasQuantifier(source) {
  return tokens(source).some((t) => t.t === "q" && (t.hi === Infinity || t.range === true));
}

function classReps(classSrc, flags) {
  let re;
  try {
    re = new RegExp(classSrc, flags.replace(/[gy]/g, ""));
  } catch {
    return ["a"];
  }
  const reps = CANDIDATES.filter((c) => re.test(c));
  return reps.length > 0 ? reps : ["a"];
}

/** A string shaped like a match of one token list: the first alternative of every group,
 *  lookarounds dropped, each quantified atom repeated min(max(lo,1),3) times. */
function sample(toks, flags) {
  let out = "";
  let depth = 0;
  let skipAltAt = -1; // once an alternative is taken at a depth, skip its siblings
  let lookDepth = -1;
  const stack = [];
  let last = "";
  for (let i = 0; i < toks.length; i++) {
    const tk = toks[i];
    if (tk.t === "open") {
      stack.push(out.length);
      depth++;
      if (tk.look && lookDepth === -1) lookDepth = depth;
      continue;
    }
    if (tk.t === "close") {
      const start = stack.pop() ?? 0;
      last = out.slice(start);
      if (lookDepth === depth) {
        out = out.slice(0, start);
        last = "";
        lookDepth = -1;
      }
      if (skipAltAt === depth) skipAltAt = -1;
      depth--;
      continue;
    }
    if (skipAltAt !== -1 && depth >= skipAltAt) continue;
    if (tk.t === "alt") {
      skipAltAt = depth === 0 ? 0 : depth;
      if (depth === 0) break;
      continue;
    }
    if (tk.t === "q") {
      const times = Math.min(Math.max(tk.lo, 1), 3) - 1;
      for (let k = 0; k < times; k++) out += last;
      if (tk.lo === 0 && tk.hi === 1) continue;
      continue;
    }
    if (tk.t === "lit") last = tk.v;
    else if (tk.t === "class") last = classReps(tk.src, flags)[0];
    else last = "";
    out += last;
  }
  return out;
}

/** Top-level alternatives of a token list (so each gets its own sample). */
function alternatives(toks) {
  const alts = [[]];
  let depth = 0;
  for (const tk of toks) {
    if (tk.t === "open") depth++;
    if (tk.t === "close") depth--;
    if (tk.t === "alt" && depth === 0) alts.push([]);
    else alts.at(-1).push(tk);
  }
  return alts;
}

function literalRuns(toks) {
  const runs = new Set();
  let cur = "";
  for (const tk of toks) {
    if (tk.t === "lit") cur += tk.v;
    else {
      if (tk.t === "q" && cur.length > 1) cur = cur.slice(0, -1);
      if (cur.length >= 2) runs.add(cur);
      cur = "";
    }
  }
  if (cur.length >= 2) runs.add(cur);
  return [...runs];
}

/** Adversarial input builders: each returns a string of about n code units. */
export function families(source, flags) {
  const toks = tokens(source);
  const pumps = new Set();
  for (const tk of toks) {
    if (tk.t === "class") for (const c of classReps(tk.src, flags).slice(0, 4)) pumps.add(c);
    if (tk.t === "lit" && tk.v.length === 1) pumps.add(tk.v);
  }
  const pump = [...pumps].slice(0, 14);
  const runs = literalRuns(toks).sort((a, b) => b.length - a.length).slice(0, 6);
  const samples = [...new Set(alternatives(toks).map((a) => sample(a, flags)).filter((s) => s.length > 0))].slice(0, 4);
  const rep = (unit, n) => (unit.length === 0 ? "" : unit.repeat(Math.max(1, Math.ceil(n / unit.length))).slice(0, n));
  const fams = [];
  for (const c of pump) fams.push([`${JSON.stringify(c)}×n`, (n) => rep(c, n)]);
  // A run the pattern can consume, ended by a character it cannot: `\s+$`, `\s*\(` and friends
  // retry from every position of the run.
  for (const c of pump.slice(0, 6)) {
    const end = ["x", "!", "\u0001"].find((t) => !pumps.has(t)) ?? "\u0001";
    fams.push([`${JSON.stringify(c)}×n+${JSON.stringify(end)}`, (n) => rep(c, n - 1) + end]);
  }
  for (const r of runs) {
    fams.push([`${JSON.stringify(r)}×n`, (n) => rep(r, n)]);
    for (const c of pump.slice(0, 4)) fams.push([`${JSON.stringify(r)}+${JSON.stringify(c)}×n`, (n) => r + rep(c, n - r.length)]);
  }
  for (const s of samples) {
    fams.push([`sample ${JSON.stringify(s.slice(0, 30))}×n`, (n) => rep(s, n)]);
    if (s.length > 1) fams.push([`near-miss ${JSON.stringify(s.slice(0, 29))}×n`, (n) => rep(s.slice(0, -1), n)]);
    fams.push([`sample+last×n`, (n) => s + rep(s.at(-1), n - s.length)]);
    fams.push([`half-sample+pump×n`, (n) => s.slice(0, Math.ceil(s.length / 2)) + rep(s.charAt(Math.ceil(s.length / 2)) || "a", n)]);
    fams.push([`(sample+" ")×n`, (n) => rep(s + " ", n)]);
    fams.push([`(sample+"\\n")×n`, (n) => rep(s + "\n", n)]);
  }
  return fams.slice(0, 48);
}

function runOnce(re, text) {
  const g = new RegExp(re.source, re.flags.replace(/[gy]/g, "") + "g");
  let count = 0;
  for (let m = g.exec(text); m !== null; m = g.exec(text)) {
    count++;
    if (m[0].length === 0) g.lastIndex++;
  }
  return count;
}

// CPU time of this worker thread (test/support/cpu-time.mjs): the screen runs beside other
// test files, whose load must not read as a superlinear pattern.
function time(re, text) {
  let best = Infinity;
  for (let k = 0; k < 3; k++) {
    const t0 = cpuNow();
    runOnce(re, text);
    best = Math.min(best, cpuNow() - t0);
  }
  return best;
}

// Only when started as the screen worker (entry-drive.mjs imports `families` from here too).
if (parentPort && workerData?.role === "screen") {
  parentPort.on("message", ({ index, source, flags, size, skip, only, floorMs, ratio }) => {
    const re = new RegExp(source, flags);
    const fams = families(source, flags);
    const results = [];
    const end = only ? Math.min(fams.length, (skip ?? 0) + 1) : fams.length;
    for (let f = skip ?? 0; f < end; f++) {
      const [name, build] = fams[f];
      parentPort.postMessage({ kind: "start", index, family: f, name });
      const large = build(size * 4);
      // The parent calls an input superlinear only when the large run takes more than floorMs
      // (support/redos.ts), and the best of three runs is never slower than the first; so when
      // one large run stays under it the verdict is already "linear", and the three small and
      // three large runs would only confirm it (most of the screen's time went there).
      const first = floorMs === undefined ? Infinity : cpuMs(() => runOnce(re, large));
      if (first <= floorMs) {
        results.push({ family: f, name, tSmall: NaN, tLarge: first });
        continue;
      }
      const small = build(size);
      let tSmall = time(re, small);
      let tLarge = time(re, large);
      // A superlinear reading is taken again before it is reported, as a timeout is (support/redos.ts):
      // a thread's CPU clock on a loaded box can read a linear run of microseconds as milliseconds
      // (a clean-clone CI run flagged `\d+` on 8 KB). Work that is superlinear reads so twice.
      if (ratio !== undefined && tLarge > floorMs && tLarge > ratio * Math.max(tSmall, 0.01)) {
        const again = { tSmall: time(re, small), tLarge: time(re, large) };
        if (!(again.tLarge > floorMs && again.tLarge > ratio * Math.max(again.tSmall, 0.01))) ({ tSmall, tLarge } = again);
      }
      results.push({ family: f, name, tSmall, tLarge });
    }
    parentPort.postMessage({ kind: "done", index, results, families: fams.length });
  });
}
