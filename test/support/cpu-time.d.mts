/** Types for cpu-time.mjs (CPU time of the calling thread, for the linear-time checks). */
export declare function cpuNow(): number;
export declare function cpuMs(fn: () => unknown): number;
