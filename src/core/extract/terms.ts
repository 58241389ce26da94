/**
 * Subject keys for "latest statement wins": content terms of a statement (English words,
 * lightly stemmed; CJK bigrams, since Chinese has no spaces) and the technology slot a
 * choice belongs to, so "use Postgres" and a later "switch to SQLite" land on the same key.
 */
import { HAN_RUNS_RE } from "../text/cjk.js";
import { SPACED_LETTER as L, SPACED_LETTER_OR_MARK as LM } from "../text/content-tokens.js";

const STOP = new Set(
  (
    "a an the and or but if then else so to of in on at by for with from into onto over under about as is are was were be been being " +
    "it its this that these those there here we us our you your i me my he she they them their his her " +
    "do does did done doing have has had having will would shall should can could may might must " +
    "let lets let's go going gone get got make made use using used just also really very actually maybe " +
    "not no yes ok okay please thanks thank now today tomorrow later still yet again need needs needed " +
    "want wants like some any all more most much many each every one two new old first next last " +
    "what which who whom whose when where why how than too up down out off only own same such " +
    "am im i'm we'll we're it's that's don't can't won't isn't aren't i'll i'd we'd you'll " +
    "instead rather switch switching switched decide decided decision todo thing things stuff way " +
    "sure btw pls yeah yep yes hey hi hello lol oh ah hmm well right okay fine great cool"
  ).split(/\s+/),
);

function stem(w: string): string {
  if (w.length > 5 && w.endsWith("ing")) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith("ed")) return w.slice(0, -2);
  if (w.length > 4 && w.endsWith("es") && !w.endsWith("ses")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) return w.slice(0, -1);
  return w;
}

/** A word in any spaced script (content-tokens.ts's letters: not Chinese, read as bigrams, nor
 *  Thai, Lao, Myanmar or Khmer, whose segmented words made unrelated lines share subjects on the
 *  read blind sessions, so they give none), with the joints identifiers have inside
 *  ("pg-main-02", "v2.14.1", "c++"): "décidé", "лікарня" and "φούρνος" are words, not the ASCII
 *  fragments between their letters. */
const WORD_RE = new RegExp(`${L}(?:${LM}|[._+#-])*(?:${LM}|[+#])|${L}`, "gu");
/** Words outside ASCII shorter than this are mostly function words ("de", "на", "את"): the stop
 *  list is English, so length stands in for it. */
const MIN_OTHER_SCRIPT_CHARS = 3;
const CJK_STOP = new Set(["我们", "你们", "他们", "这个", "那个", "一下", "一个", "就是", "还是", "可以", "需要", "已经", "现在", "然后", "不要", "以后", "之后", "明天", "记得", "完成", "好了", "决定", "我们用", "改成", "换成"]);

const ASCII_RE = /^[\x00-\x7f]+$/;

/** Content terms: stemmed English words (≥ 2 chars, stopwords removed), words of other spaced
 *  scripts (≥ MIN_OTHER_SCRIPT_CHARS) and CJK bigrams. */
export function contentTerms(text: string): Set<string> {
  const out = new Set<string>();
  // Contractions carry no subject: "I'll draft the README" is about the README, not "ll".
  const lower = text.toLowerCase().replace(/\bcan['’]t\b/g, "can").replace(/\bwon['’]t\b/g, "will").replace(/n['’]t\b|['’](?:ll|re|ve|d|s|m)\b/g, "");
  for (const m of lower.matchAll(WORD_RE)) {
    const w = m[0];
    if ((w.length < 2 && !/\d/.test(w)) || STOP.has(w)) continue;
    if (ASCII_RE.test(w)) out.add(stem(w));
    else if ([...w].length >= MIN_OTHER_SCRIPT_CHARS) out.add(w);
  }
  for (const m of lower.matchAll(HAN_RUNS_RE)) {
    const run = m[0];
    if (run.length === 1) continue;
    for (let i = 0; i + 2 <= run.length; i++) {
      const bi = run.slice(i, i + 2);
      if (!CJK_STOP.has(bi)) out.add(bi);
    }
  }
  return out;
}

/** True when both term sets carry numbers or identifiers with digits and share none of them:
 *  "batch 5" and "batch 30" are different subjects however many words they share. */
export function numbersDiffer(a: Set<string>, b: Set<string>): boolean {
  const na = [...a].filter((t) => /\d/.test(t));
  const nb = [...b].filter((t) => /\d/.test(t));
  return na.length > 0 && nb.length > 0 && !na.some((t) => b.has(t));
}

/** Share of `a`'s terms found in `b` (0..1); 0 when `a` is empty. */
export function coverage(a: Set<string>, b: Set<string>): number {
  if (a.size === 0) return 0;
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n / a.size;
}

/** The words a statement is about: its content terms without the values. */
export function subjectTerms(text: string): Set<string> {
  return new Set([...contentTerms(text)].filter((t) => !/\p{N}/u.test(t)));
}

export function overlapCount(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const t of a) if (b.has(t)) n++;
  return n;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const inter = overlapCount(a, b);
  return inter / (a.size + b.size - inter);
}

/**
 * Technology names by the slot a choice fills. One slot holds one current choice, so choosing a
 * second name in a slot supersedes the first. Names are lower-case, matched on word boundaries.
 */
const SLOTS: Record<string, string[]> = {
  database: ["postgres", "postgresql", "mysql", "mariadb", "sqlite", "mongodb", "mongo", "dynamodb", "cockroachdb", "supabase", "planetscale", "firestore", "cassandra", "duckdb", "clickhouse", "sql server", "oracle db"],
  cache: ["redis", "memcached", "valkey", "keydb"],
  queue: ["rabbitmq", "kafka", "sqs", "nats", "bullmq", "celery", "sidekiq"],
  "package manager": ["npm", "pnpm", "yarn", "bun install", "poetry", "pipenv"],
  runtime: ["node", "node.js", "nodejs", "deno", "bun"],
  "test framework": ["jest", "vitest", "mocha", "pytest", "jasmine", "playwright", "cypress"],
  "web framework": ["fastify", "koa", "hono", "nestjs", "django", "flask", "fastapi", "rails", "laravel", "spring boot", "actix", "axum"],
  "frontend framework": ["react", "vue", "svelte", "sveltekit", "angular", "next.js", "nextjs", "nuxt", "astro", "htmx"],
  bundler: ["webpack", "vite", "rollup", "esbuild", "parcel", "turbopack", "rspack"],
  "reverse proxy": ["nginx", "caddy", "traefik", "haproxy", "envoy"],
  hosting: ["aws", "gcp", "azure", "hetzner", "digitalocean", "vercel", "netlify", "fly.io", "heroku", "railway", "cloudflare pages", "linode", "ovh", "阿里云", "腾讯云", "华为云"],
  orm: ["prisma", "drizzle", "typeorm", "sequelize", "sqlalchemy", "knex", "kysely", "mikro-orm", "gorm", "sqlc", "xorm", "diesel", "sqlx", "hibernate", "mybatis", "active record", "activerecord"],
  language: ["typescript", "javascript", "python", "golang", "rust", "java", "kotlin", "ruby", "php", "elixir", "c#"],
  css: ["tailwind", "tailwindcss", "bootstrap", "css modules", "styled-components", "sass", "scss"],
  auth: ["oauth", "jwt", "session cookies", "auth0", "keycloak", "passkeys", "lucia"],
  ci: ["github actions", "gitlab ci", "circleci", "jenkins", "travis", "buildkite"],
  container: ["docker", "podman", "kubernetes", "k8s", "nomad", "docker compose", "systemd"],
  "search engine": ["elasticsearch", "opensearch", "meilisearch", "typesense", "algolia"],
  monorepo: ["turborepo", "lerna"],
  linter: ["eslint", "biome", "prettier", "oxlint", "ruff"],
  "llm provider": ["openai", "anthropic", "claude", "gpt-4", "gpt-5", "gemini", "ollama", "mistral", "deepseek", "qwen"],
  "object storage": ["s3", "minio", "gcs"],
  email: ["sendgrid", "mailgun", "postmark", "resend"],
  payments: ["stripe", "paddle", "lemonsqueezy", "paypal", "支付宝", "微信支付"],
  "dns/cdn": ["cloudflare", "fastly", "akamai", "route53"],
  os: ["ubuntu", "debian", "alpine", "centos", "fedora", "macos"],
  "bi / dashboards": ["metabase", "superset", "tableau", "looker", "power bi", "redash", "quicksight"],
  "connection pooler": ["pgbouncer", "pgpool", "pgcat", "odyssey"],
};

const SLOT_OF = new Map<string, string>();
for (const [slot, names] of Object.entries(SLOTS)) for (const n of names) SLOT_OF.set(n, slot);
const NAMES = [...SLOT_OF.keys()].sort((a, b) => b.length - a.length);
const NAME_RE = new RegExp(
  `(?<![\\w.-])(${NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\#]/g, "\\$&")).join("|")})(?![\\w-]|\\.[a-z])`,
  "gi",
);

export interface TechMention {
  name: string;
  slot: string;
  index: number;
}

/** Technology names in `text`, in order, with their slots. */
export function techMentions(text: string): TechMention[] {
  const out: TechMention[] = [];
  for (const m of text.matchAll(NAME_RE)) {
    const name = (m[1] ?? "").toLowerCase();
    const slot = SLOT_OF.get(name);
    if (slot) out.push({ name: canonicalTech(name), slot, index: m.index ?? 0 });
  }
  return out;
}

const ALIASES: Record<string, string> = {
  postgresql: "postgres",
  mongo: "mongodb",
  "node.js": "node",
  nodejs: "node",
  nextjs: "next.js",
  tailwindcss: "tailwind",
  k8s: "kubernetes",
  golang: "go",
};

export function canonicalTech(name: string): string {
  const n = name.toLowerCase();
  return ALIASES[n] ?? n;
}

/** The slot of the first technology named in `text`, if any. */
export function firstSlot(text: string): string | undefined {
  return techMentions(text)[0]?.slot;
}
