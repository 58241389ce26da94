#!/usr/bin/env node
// Golden equivalence for speed work on redaction: redacts the same inputs with a reference build
// (REDACT_EQUIV_BASE: a `dist` directory built from the commit to compare against) and with this
// checkout's `dist`, and requires byte-identical text and identical findings under five policies
// and through redactBytes. Inputs: both bench corpora (bench/redact.bench.mjs, dumped with
// REDACT_BENCH_DUMP), slices of them cut at random offsets, the hard negatives, every secret
// sample in three settings, every adversarial input at 64 KB, and random sentences of nouns,
// values, paths, URLs and separators.
//
//   work=$(mktemp -d)
//   npm run build && cp -r dist "$work/base-dist"     (on the commit to compare against, before the change)
//   REDACT_BENCH_MB=4 REDACT_BENCH_DUMP="$work/corpus" node bench/redact.bench.mjs
//   REDACT_EQUIV_BASE="$work/base-dist" REDACT_EQUIV_CORPUS="$work/corpus" node bench/redact-equiv.mjs
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { SECRET_SAMPLES, mulberry32 } from "../test/support/secret-samples.ts";
import { HARD_NEGATIVES, SECRETS_POLICY_NEGATIVES } from "../test/redact/hard-negatives.ts";
import { adversarialInputs } from "../test/redact/adversarial.ts";

const base = process.env.REDACT_EQUIV_BASE;
if (!base) {
  console.error("redact-equiv: set REDACT_EQUIV_BASE to the dist directory of the reference build (see the header of this file).");
  process.exit(2);
}
const load = async (dist) => ({
  ...(await import(pathToFileURL(path.join(dist, "core/redact/index.js")).href)),
  ...(await import(pathToFileURL(path.join(dist, "core/redact/bytes.js")).href)),
  ...(await import(pathToFileURL(path.join(dist, "core/redact/rules/index.js")).href)),
});
const ref = await load(path.resolve(base));
const cur = await load(path.resolve(import.meta.dirname, "../dist"));

const WORKSPACE = path.join(os.tmpdir(), "ck-bench-workspace");
const POLICIES = [
  { mode: "strict", workspaceDir: WORKSPACE },
  { mode: "strict" },
  { mode: "secrets" },
  { mode: "strict", workspaceDir: WORKSPACE, preserveLines: true, allowHosts: ["example.com", "*.github.com"] },
  { mode: "secrets", preserveLines: true },
];

let inputs = 0;
let failures = 0;
const sameFindings = (a, b) => a.length === b.length && a.every((f, i) => f.kind === b[i].kind && f.rule === b[i].rule && f.start === b[i].start && f.end === b[i].end);
function check(name, text) {
  inputs++;
  for (const [pi, p] of POLICIES.entries()) {
    const a = ref.redact(text, p);
    const b = cur.redact(text, p);
    if (a.text !== b.text || !sameFindings(a.findings, b.findings)) {
      if (failures++ < 10) console.error(`DIFFERS: ${name}, policy ${pi} (${JSON.stringify(p)}), ${text.length} chars`);
    }
  }
  const bytes = Buffer.from(text, "utf8");
  const a = ref.redactBytes(bytes, POLICIES[0]);
  const b = cur.redactBytes(bytes, POLICIES[0]);
  if (!a.output.equals(b.output) || JSON.stringify(a.findings) !== JSON.stringify(b.findings)) {
    if (failures++ < 10) console.error(`DIFFERS: ${name}, redactBytes`);
  }
}

const rng = mulberry32(20261202);
const corpusFile = process.env.REDACT_EQUIV_CORPUS;
if (corpusFile) {
  for (const file of [corpusFile, corpusFile + ".dense"]) {
    const text = readFileSync(file, "utf8");
    check(path.basename(file), text);
    for (let k = 0; k < 300; k++) {
      const from = Math.floor(rng() * text.length);
      check(`${path.basename(file)}[${from}…]`, text.slice(from, from + 1 + Math.floor(rng() * 20_000)));
    }
  }
} else console.error("redact-equiv: REDACT_EQUIV_CORPUS not set, the bench corpora are skipped.");

for (const n of [...HARD_NEGATIVES, ...SECRETS_POLICY_NEGATIVES]) check("negative", n);
for (const s of SECRET_SAMPLES) {
  for (let k = 0; k < 3; k++) {
    const p = s.plant(rng);
    check(s.rule, p.text);
    check(s.rule + " in prose", `The tool printed ${p.text} in its output.`);
    check(s.rule + " in JSON", `{"stdout": ${JSON.stringify(p.text)}}`);
  }
}
const literals = ref.SECRET_RULES.flatMap((r) => r.triggers.filter((t) => typeof t === "string"));
for (const a of adversarialInputs(literals)) check(a.name, a.make(64 * 1024));

const NOUNS = ["password", "token", "secret", "key", "api_key", "apiKey", "PASSWORD", "密码", "auth", "Authorization: Bearer", "user", "login", "pw", "cookie", "dsn"];
const SEPS = [" ", "=", ": ", " = ", ":", "\n", "\t", '"', "'", ", ", " is ", "\\\"", "=\"", " -p ", "--password ", "&", "?", "/", "@"];
const VALUES = () => [
  Math.floor(rng() * 2 ** 40).toString(36),
  "hunter2",
  "Xy7$kP9!qR2#",
  "ghp_" + "aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5",
  "sk-" + "proj-" + "Ab12Cd34Ef56Gh78Ij90Kl12Mn34Op56",
  path.join(os.tmpdir(), "alice", ".ssh", "id_rsa"), // a key file outside the workspace (a temp dir, not a fixed path)
  "C:\\Users\\bob\\secret.txt",
  "https://user:pa55@db.internal:5432/app",
  "http://10.1.2.3:8080/x",
  "~/.aws/credentials",
  "AKIAIOSFODNN7EXAMPLE",
  "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature-123",
  "0123456789abcdef0123456789abcdef",
  WORKSPACE + "/src/a.ts",
  "example.com/path",
  "<REDACTED_SECRET>",
];
const pickR = (xs) => xs[Math.floor(rng() * xs.length)];
for (let k = 0; k < 20_000; k++) {
  let s = "";
  const n = 1 + Math.floor(rng() * 8);
  for (let i = 0; i < n; i++) s += pickR([pickR(NOUNS), pickR(SEPS), pickR(VALUES()), pickR(SEPS), "the ", "and "]);
  check("random", s);
}

console.log(`redact-equiv: ${inputs} inputs × ${POLICIES.length} policies + redactBytes: ${failures === 0 ? "identical" : `${failures} differ`}`);
process.exit(failures === 0 ? 0 : 1);
