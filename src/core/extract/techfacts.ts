/**
 * Technical Context: keyed values (versions, ports, hosts, config settings) from prose and from
 * tool output. Keyed, because the latest value wins: "port 5432" then "actually it's port 5433"
 * leaves one entry, 5433, and remembers 5432 as superseded.
 */
import type { Turn } from "../transcript/types.js";
import { isSecretKey } from "./sensitive.js";
import { techMentions } from "./terms.js";
import { trimEndOf } from "../text/trim-end.js";

export interface TechValue {
  /** Map key (lower-case, e.g. `node`, `postgres port`, `database.host`). */
  key: string;
  /** Display label, e.g. `Node`, `Postgres port`. */
  label: string;
  value: string;
  kind: "version" | "port" | "config" | "host" | "os";
}

const MAX_CONFIG_VALUES_PER_RESULT = 8; // a dumped config with 200 keys is not 200 facts
const MAX_VALUE_CHARS = 80;

interface Product {
  label: string;
  /** Bare integers ("Node 24") count as versions only for names that are not also words. */
  bareOk: boolean;
}
const P = (label: string, bareOk = false): Product => ({ label, bareOk });
const PRODUCTS: Record<string, Product> = {
  node: P("Node", true), "node.js": P("Node", true), nodejs: P("Node", true),
  python: P("Python", true), python3: P("Python", true),
  postgres: P("PostgreSQL", true), postgresql: P("PostgreSQL", true), psql: P("PostgreSQL"),
  mysql: P("MySQL", true), mariadb: P("MariaDB", true), redis: P("Redis", true), sqlite: P("SQLite", true), sqlite3: P("SQLite"),
  mongodb: P("MongoDB", true), go: P("Go"), golang: P("Go", true), rust: P("Rust"), rustc: P("Rust"),
  java: P("Java", true), openjdk: P("Java", true), npm: P("npm"), pnpm: P("pnpm", true), yarn: P("Yarn"), bun: P("Bun"), deno: P("Deno", true),
  typescript: P("TypeScript"), tsc: P("TypeScript"), react: P("React"), "next.js": P("Next.js", true), nextjs: P("Next.js", true), vue: P("Vue"),
  django: P("Django"), flask: P("Flask"), rails: P("Rails"), ruby: P("Ruby"), php: P("PHP", true), docker: P("Docker"),
  kubernetes: P("Kubernetes"), kubectl: P("Kubernetes"), nginx: P("nginx"), caddy: P("Caddy"), ubuntu: P("Ubuntu", true), debian: P("Debian", true),
  openclaw: P("OpenClaw", true), vite: P("Vite"), vitest: P("Vitest"), jest: P("Jest"), webpack: P("webpack"), git: P("git"),
  terraform: P("Terraform"), elasticsearch: P("Elasticsearch", true), kafka: P("Kafka"), prisma: P("Prisma"), tailwind: P("Tailwind"),
  gcc: P("GCC"), clang: P("Clang"), dotnet: P(".NET"), kotlin: P("Kotlin"), swift: P("Swift"), pip: P("pip"), poetry: P("Poetry"), uv: P("uv"),
};
const PRODUCT_NAMES = Object.keys(PRODUCTS).sort((a, b) => b.length - a.length).map((n) => n.replace(/\./g, "\\."));
const VERSION_RE = new RegExp(
  String.raw`(?<![\w.@/-])(${PRODUCT_NAMES.join("|")})(?:\s+version)?(?:\s*(?:is|=|:|@|was)\s*|\s+|\s*\(\w+\)\s*)(?:version\s+)?(v?\d+(?:\.\d+){0,3}(?:-[0-9A-Za-z.]+)?)(?![\w.]*\d)`,
  "gi",
);
const VERSION_TOKEN_RE = /(?<![\d.])v?\d+\.\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z.]+)?\b/;

function productKey(name: string): { key: string; label: string; bareOk: boolean } | undefined {
  const p = PRODUCTS[name.toLowerCase()];
  if (!p) return undefined;
  return { key: p.label.toLowerCase(), label: p.label, bareOk: p.bareOk };
}

/** `Node v24.14.0`, `PostgreSQL 16`, `python 3.12`: product versions named in prose or output. */
export function versionsIn(text: string): TechValue[] {
  const out: TechValue[] = [];
  if (!/\d/.test(text)) return out; // no digit, no version: skip the long alternation
  for (const m of text.matchAll(VERSION_RE)) {
    const pk = productKey(m[1] ?? "");
    const v = m[2] ?? "";
    if (!pk) continue;
    if (!v.includes(".") && !pk.bareOk) continue;
    if (!v.includes(".") && Number(v.replace(/^v/, "")) > 200) continue; // "node 8080" is a port, not a version
    out.push({ key: pk.key, label: pk.label, value: v, kind: "version" });
  }
  return out;
}

const PORT_RE = /(?:\bport|端口)\s*(?:number\s*)?(?:is\s*|=\s*|:\s*|：\s*|是\s*|为\s*|号是\s*|号\s*|用\s*|改成\s*|to\s*)?(\d{2,5})\b|\bon\s+:(\d{2,5})\b/gi;
const PORT_QUALIFIER_RE = /\b(api|db|database|server|app|backend|frontend|admin|dashboard|grafana|web|proxy|gateway|metrics|ssh|smtp|http|https|dev server|staging|production|prod)\b/gi;

/** Ports named in a sentence, qualified by the service named just before ("the Postgres port"). */
export function portsIn(sentence: string): TechValue[] {
  const out: TechValue[] = [];
  if (!/port|端口|:\d/i.test(sentence)) return out;
  for (const m of sentence.matchAll(PORT_RE)) {
    const value = m[1] ?? m[2] ?? "";
    const n = Number(value);
    if (!(n > 0 && n < 65536)) continue;
    const before = sentence.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
    const tech = techMentions(before).at(-1)?.name;
    const word = [...before.matchAll(PORT_QUALIFIER_RE)].at(-1)?.[1]?.toLowerCase();
    const qual = tech ?? word;
    const label = qual ? `${qual.charAt(0).toUpperCase()}${qual.slice(1)} port` : "Port";
    out.push({ key: label.toLowerCase(), label, value, kind: "port" });
  }
  return out;
}

const HOST_RE = /\b(?:server|host(?:name)?|machine|box|vps|instance)(?:\s+name)?\s*(?:is|:|=|is called|is named)\s*[`"']?([a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*)[`"']?/gi;

/** "the server is ubuntu-4gb-hel1-1": a host name (needs a digit, dot or hyphen to be a name). */
export function hostsIn(sentence: string): TechValue[] {
  const out: TechValue[] = [];
  if (!/server|host|machine|box|vps|instance/i.test(sentence)) return out;
  for (const m of sentence.matchAll(HOST_RE)) {
    const v = m[1] ?? "";
    if (!/[\d.-]/.test(v) || v.length < 4) continue;
    out.push({ key: "server", label: "Server", value: v, kind: "host" });
  }
  return out;
}

const INTERESTING_KEY_RE = /(?:^|[_.-])(port|host|hostname|version|region|zone|database|dbname|db_name|engine|timeout|workers|replicas|model|provider|node_env|environment|runtime|driver|dialect|pool_?size|max_?connections|timezone|log_?level|bucket|image|python_version|node_version)$/i;
const CONFIG_FILE_RE = /(?:^|[\s/])(?:\.env(?:\.[\w-]+)?|[\w.-]+\.(?:ya?ml|toml|ini|conf|cfg|properties|json)|Dockerfile|docker-compose[\w.-]*|\.nvmrc|\.node-version|\.python-version)(?:\s|$)/;
// Matched on the line without trailing whitespace, and a trailing "," is cut by kvValue: the
// former /…(.*?)\s*,?\s*$/ tried every split of an inner whitespace run (cubic on long lines).
const KV_LINE_RE = /^(\s*)(?:export\s+)?["']?([A-Za-z_][\w.-]{0,60})["']?\s*(?:=|:)\s*(.*)$/;

/** The value of a KV_LINE_RE match without a trailing "," (and the spaces before it). */
function kvValue(raw: string): string {
  return raw.endsWith(",") ? raw.slice(0, -1).trimEnd() : raw;
}

function cleanValue(v: string): string {
  // A " # comment" goes from the whitespace run before the first such "#" (was /\s+#.*$/,
  // retried from every position of every whitespace run).
  const hash = v.search(/\s#/);
  const bare = hash === -1 ? v : trimEndOf(v.slice(0, hash), "");
  return bare.replace(/^["'`]|["'`]$/g, "").trim();
}

/** `KEY=value` / `key: value` / `"key": value` lines of a config file, YAML nesting tracked so
 *  `database:\n  port: 5432` becomes `database port`. Secret-named keys are never read. */
export function configValues(text: string, file?: string): TechValue[] {
  const out: TechValue[] = [];
  const parents: Array<{ indent: number; key: string }> = [];
  const stem = file ? (file.split(/[\\/]/).pop() ?? file) : undefined;
  for (const line of text.split("\n")) {
    if (out.length >= MAX_CONFIG_VALUES_PER_RESULT) break;
    // An INI section (`[database]`) qualifies the keys below it, like a YAML parent.
    const section = /^\s*\[([\w.-]{1,40})\]\s*$/.exec(line);
    if (section) {
      parents.length = 0;
      parents.push({ indent: -1, key: section[1] ?? "" });
      continue;
    }
    const m = KV_LINE_RE.exec(line.trimEnd());
    if (!m) continue;
    const indent = (m[1] ?? "").length;
    const key = m[2] ?? "";
    const raw = kvValue(m[3] ?? "");
    while (parents.length > 0 && (parents.at(-1)?.indent ?? 0) >= indent) parents.pop();
    if (raw === "" || raw === "{" || raw === "[") {
      parents.push({ indent, key });
      continue;
    }
    if (isSecretKey(key) || parents.some((p) => isSecretKey(p.key))) continue;
    if (!INTERESTING_KEY_RE.test(key)) continue;
    const value = cleanValue(raw);
    if (!value || value.length > MAX_VALUE_CHARS || /^[{[]/.test(value)) continue;
    const parent = parents.at(-1)?.key;
    const generic = /^(?:port|host|hostname|version|name|engine|image|timeout|region)$/i.test(key);
    const qual = parent ?? (generic && stem && !/^\.env/.test(stem) ? stem : undefined);
    const label = qual ? `${qual} ${key}` : key;
    out.push({ key: label.toLowerCase(), label, value, kind: /^port$/i.test(key) ? "port" : "config" });
  }
  return out;
}

const LOOKS_LIKE_CONFIG_SHARE = 0.6; // most lines are `key = value` or `[section]`: a config dump

/** Output that is mostly `key=value` / `key: value` lines, whatever the file was called. */
function looksLikeConfig(lines: string[]): boolean {
  const sample = lines.slice(0, 200);
  if (sample.length === 0 || sample.length > 150) return false;
  const kv = sample.filter((l) => KV_LINE_RE.test(l.trimEnd()) || /^\[[\w.-]+\]$/.test(l) || l.startsWith("#")).length;
  return kv / sample.length >= LOOKS_LIKE_CONFIG_SHARE;
}

// The last word before the flag: `kubectl exec deploy/pgbouncer -- pgbouncer --version` asks
// pgbouncer (a command run inside a container or over ssh ends the line).
const VERSION_CMD_RE = /(?:^|\s)(?:[^\s/]*\/)*([A-Za-z][\w.+-]*)\s+(?:--version|-v|-V|version|--v)\s*$/;
/** `kubectl version`, `docker version`: the server's version is the one the session runs on. */
const SERVER_VERSION_RE = /^Server(?: Version)?:\s*(v?\d+\.\d+[\w.+-]*)/m;
/** `python -c 'import pandas; print(pandas.__version__)'`: the module asked about. */
const DUNDER_VERSION_RE = /\b([A-Za-z_][\w]*)\.__version__\b/;
/** Build metadata on a version line ("compiled by … clang version 12.0.1", "[GCC 13.2.0]")
 *  names the compiler, not something the project runs. */
const BUILD_META_RE = /\b(?:compiled|built)\s+(?:by|with|using)\b[^\n]*|\[(?:GCC|Clang|MSC)\b[^\]\n]*\]/gi;

/** Values a tool result carries: `node --version` → Node v24.14.0, `hostname`, `uname`,
 *  os-release, config files, and versions named in the output. */
export function toolResultValues(turn: Turn): TechValue[] {
  if (turn.role !== "tool" || turn.external || turn.isError || !turn.text) return [];
  const out: TechValue[] = [];
  const args = turn.toolArgs ?? "";
  const text = turn.text;
  const lines = text.split("\n").map((l) => l.trim()).filter((l) => l.length > 0);
  // `npx expo --version` asks expo, not npx: runner prefixes are dropped.
  const commands = args
    .split(/&&|;|\|\||\n/)
    .map((c) => c.trim().replace(/^(?:npx|bunx|uvx|pnpm (?:dlx|exec)|yarn (?:dlx|exec)|pipx run|python3? -m|sudo)\s+(?:-y\s+)?/, ""))
    .filter(Boolean);

  // `node -v && npm -v`: the i-th version command answers with the i-th version line.
  const versionCmds = commands.map((c) => VERSION_CMD_RE.exec(c)?.[1]).filter((x): x is string => !!x);
  if (versionCmds.length > 0) {
    const versionLines = lines.filter((l) => VERSION_TOKEN_RE.test(l));
    const server = versionCmds.length === 1 ? SERVER_VERSION_RE.exec(text)?.[1] : undefined;
    versionCmds.forEach((cmd, i) => {
      const line = server ?? versionLines[i];
      if (!line) return;
      const named = versionsIn(line)[0];
      const pk = productKey(cmd);
      const token = VERSION_TOKEN_RE.exec(line)?.[0];
      if (named && (!pk || named.key === pk.key)) out.push(named);
      else if (token) out.push({ key: pk?.key ?? cmd.toLowerCase(), label: pk?.label ?? cmd, value: token, kind: "version" });
    });
  }
  const dunder = DUNDER_VERSION_RE.exec(args)?.[1];
  const dunderValue = dunder && versionCmds.length === 0 && lines.length <= 3 ? VERSION_TOKEN_RE.exec(lines[0] ?? "")?.[0] : undefined;
  if (dunder && dunderValue) {
    const pk = productKey(dunder);
    out.push({ key: pk?.key ?? dunder.toLowerCase(), label: pk?.label ?? dunder, value: dunderValue, kind: "version" });
  }
  const first = commands[0] ?? "";
  if (/^hostname(?:\s+-[sf])?$/.test(first) && lines[0] && /^[\w.-]{2,64}$/.test(lines[0])) {
    out.push({ key: "server", label: "Server", value: lines[0], kind: "host" });
  }
  if (/^uname\b/.test(first) && lines[0]) {
    const f = lines[0].split(/\s+/);
    const kernel = f[0] === "Linux" && f[2] ? `Linux ${f[2]}` : f.slice(0, 2).join(" ");
    out.push({ key: "kernel", label: "Kernel", value: kernel, kind: "os" });
  }
  const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(text) ?? /^Description:\s*(.+)$/m.exec(text);
  if (pretty?.[1] && /os-release|lsb_release|hostnamectl/.test(args)) {
    out.push({ key: "os", label: "OS", value: pretty[1].trim(), kind: "os" });
  }
  const file = CONFIG_FILE_RE.exec(args)?.[0]?.trim();
  if (file || /^(?:env|printenv)\b/.test(first) || looksLikeConfig(lines)) out.push(...configValues(text, file));
  if (out.length === 0 && text.length < 2000) out.push(...versionsIn(text.replace(BUILD_META_RE, " ")));
  return out;
}
