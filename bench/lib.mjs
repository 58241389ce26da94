/** What the benches share: where the repository and its build are, CPU time, and the median. */
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A path inside the build (`npm run build` first). */
export const dist = (rel) => path.join(root, "dist", rel);

/** CPU time of this process (all threads, so GC helpers count for both sides). The machine is
 *  shared, so wall-clock time measures the neighbours as much as the code; CPU time does not. */
export const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
