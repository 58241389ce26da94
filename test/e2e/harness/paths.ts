/**
 * Where things are. All paths derive from this file's location, never from the cwd or HOME, so
 * the harness works from any directory and under vitest's temp HOME (test/setup-home.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The context-kit repository root (this file is test/e2e/harness/paths.ts). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

export const nodeModulesBin = path.join(repoRoot, "node_modules", ".bin");

/**
 * OpenClaw 2026.9.6 needs Node >= 24.16 while the machine's Node may be 20. The `node`
 * devDependency puts a Node 24 at node_modules/.bin/node; we spawn it explicitly instead of
 * trusting whatever `node` is first on PATH (or process.execPath, which is whatever runs vitest).
 */
export const node24 = path.join(nodeModulesBin, process.platform === "win32" ? "node.exe" : "node");

/** The real OpenClaw entry, resolved through the installed package (see docs/gateway/embedding.md). */
export const openclawPackageDir = path.join(repoRoot, "node_modules", "openclaw");
export const openclawEntry = path.join(openclawPackageDir, "openclaw.mjs");

export const clawhubEntry = path.join(repoRoot, "node_modules", "clawhub", "bin", "clawdhub.js");

/**
 * The plugin folder the e2e tests install: this repo (built: `npm test` runs `npm run build`
 * first). CONTEXT_KIT_E2E_PLUGIN_DIR points the suite at another built plugin folder instead,
 * e.g. a throwaway plugin while developing the harness itself.
 */
export const pluginUnderTest = path.resolve(process.env.CONTEXT_KIT_E2E_PLUGIN_DIR ?? repoRoot);

export function assertToolchain(): void {
  for (const [what, file] of [
    ["Node 24 (npm run setup)", node24],
    ["openclaw devDependency", openclawEntry],
    ["clawhub devDependency", clawhubEntry],
  ] as const) {
    if (!existsSync(file)) throw new Error(`e2e: missing ${what} at ${file}`);
  }
}
