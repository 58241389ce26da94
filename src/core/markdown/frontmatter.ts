/**
 * The file's frontmatter, when it has one: `---` YAML (parsed with `yaml`) or `+++` TOML (raw
 * only). The editor itself never needs it (frontmatter comes before any heading, so a section is
 * never inserted above it); callers that keep settings there do.
 */
import { parse as parseYaml } from "yaml";
import { parseRootBlocks } from "./parse-root-blocks.js";

export interface Frontmatter {
  format: "yaml" | "toml";
  /** The text between the fences. */
  raw: string;
  /** Parsed YAML (`undefined` for TOML or for YAML that does not parse; see `error`). */
  data: unknown;
  error?: string;
  /** Offsets of the whole block, fences included. */
  start: number;
  end: number;
}

const OPENING_FENCE = /^(?:---|\+\+\+)[ \t]*(?:\r\n|\r|\n)/;

export function readFrontmatter(source: string): Frontmatter | null {
  if (!OPENING_FENCE.test(source)) return null;
  // Parse only up to the closing fence: frontmatter is the first block or there is none.
  const close = /(?:\r\n|\r|\n)(?:---|\+\+\+)[ \t]*(?=\r\n|\r|\n|$)/g;
  close.lastIndex = 3;
  const m = close.exec(source);
  if (!m) return null;
  const first = parseRootBlocks(source.slice(0, m.index + m[0].length))[0];
  if (!first || (first.node.type !== "yaml" && (first.node.type as string) !== "toml")) return null;
  const raw = (first.node as { value: string }).value;
  const format = first.node.type === "yaml" ? "yaml" : "toml";
  if (format === "toml") return { format, raw, data: undefined, start: first.start, end: first.end };
  try {
    return { format, raw, data: parseYaml(raw), start: first.start, end: first.end };
  } catch (err) {
    return { format, raw, data: undefined, error: (err as Error).message, start: first.start, end: first.end };
  }
}
