/**
 * The opt-in (docs/design.md, "Memory compactor"): MEMORY.md containing `memory-compactor: verbose` asks for forgetting to be
 * announced a day ahead ("📋 Memory Cleanup"). MEMORY.md is only read, never written.
 */
const VERBOSE_RE = /memory-compactor\s*:\s*verbose\b/i;

export function isVerbose(memoryMd: string | null): boolean {
  return !!memoryMd && VERBOSE_RE.test(memoryMd);
}
