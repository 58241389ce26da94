// CPU time for the linear-time checks (the files vitest.config.ts lists as CPU_TIMED).
//
// They compare the time of a small and a large run, or bound one large run. Wall time also
// counts the moments the scheduler gave the core to another process, so a busy neighbour could
// make a linear run look quadratic (a CI run once read 104 against a limit of 48); that is why
// those files used to run alone, after everything else. The CPU time of the thread doing the
// work does not grow with the neighbours, so they can run beside the other files.
// process.threadCpuUsage (Node ≥ 23.9) counts this thread only, which a worker thread needs;
// older Node falls back to the whole process.
const usage = typeof process.threadCpuUsage === "function" ? () => process.threadCpuUsage() : () => process.cpuUsage();

/** CPU time of this thread so far, in milliseconds (user + system). */
export function cpuNow() {
  const u = usage();
  return (u.user + u.system) / 1000;
}

/** CPU milliseconds `fn` took on this thread. */
export function cpuMs(fn) {
  const t0 = cpuNow();
  fn();
  return cpuNow() - t0;
}
