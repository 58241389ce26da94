/**
 * Whether @openclaw/fs-safe runs with its native helper. With it, directory handles are pinned
 * (openat2 on Linux) and a folder swapped for a symlink mid-write cannot redirect anything; without
 * it, fs-safe uses a portable JS path that its docs call best-effort. Some containment guarantees
 * can only be held to zero with the helper, so tests ask. (`native.js` is not an exported
 * subpath; it is imported by file so the answer comes from the library itself.)
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { REPO } from "./dist.js";

export async function fsSafeNative(): Promise<boolean> {
  try {
    const mod = (await import(pathToFileURL(path.join(REPO, "node_modules/@openclaw/fs-safe/dist/native.js")).href)) as { getNativeBinding?: () => unknown };
    return Boolean(mod.getNativeBinding?.());
  } catch {
    return false;
  }
}
