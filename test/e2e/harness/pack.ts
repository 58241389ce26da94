/**
 * `npm pack` of a built plugin folder, and the check that it is built. Split from
 * install-plugin.ts so that plugin-template.ts can pack without importing the installer.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describeFailure, openclawEnv } from "./openclaw-cli.js";
import { runCommand } from "./process.js";

export interface PackedPlugin {
  tarball: string;
  /** Paths inside the tarball, as `npm pack --json` lists them. */
  files: string[];
  durationMs: number;
}

/** `npm pack` into outDir. Uses the scratch env so npm never touches the real HOME. */
export async function packPlugin(pluginDir: string, outDir: string, home: string): Promise<PackedPlugin> {
  assertBuilt(pluginDir);
  mkdirSync(outDir, { recursive: true });
  const result = await runCommand("npm", ["pack", "--pack-destination", outDir, "--json"], {
    cwd: pluginDir,
    env: openclawEnv(home),
    timeoutMs: 120_000,
  });
  if (result.code !== 0) throw new Error(describeFailure(result));
  const [info] = JSON.parse(result.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  if (!info) throw new Error(`npm pack printed no package:\n${result.stdout}`);
  return { tarball: path.join(outDir, info.filename), files: info.files.map((f) => f.path), durationMs: result.durationMs };
}

/** Extracts a tarball (npm puts everything under `package/`); returns the package folder. */
export async function unpackTarball(tarball: string, destDir: string): Promise<string> {
  mkdirSync(destDir, { recursive: true });
  const result = await runCommand("tar", ["-xzf", tarball, "-C", destDir], { timeoutMs: 60_000 });
  if (result.code !== 0) throw new Error(describeFailure(result));
  return path.join(destDir, "package");
}

export /** Fails early, and clearly, if the plugin's entry has not been built (`npm run build`). */
function assertBuilt(pluginDir: string): void {
  const pkg = JSON.parse(readFileSync(path.join(pluginDir, "package.json"), "utf8")) as { openclaw?: { extensions?: string[] } };
  const entries = pkg.openclaw?.extensions ?? [];
  if (entries.length === 0) throw new Error(`${pluginDir}/package.json has no openclaw.extensions`);
  for (const entry of entries) {
    if (!existsSync(path.join(pluginDir, entry))) {
      throw new Error(`plugin entry ${entry} is missing in ${pluginDir}: run \`npm run build\` first (npm test does)`);
    }
  }
}
