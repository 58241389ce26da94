export const DEFAULT_MAX_READ_BYTES = 8 * 1024 * 1024; // 8 MiB: far above any file we write
export const MAX_WRITE_BYTES = 4 * 1024 * 1024; // 4 MiB: a digest or note larger than this is a bug
