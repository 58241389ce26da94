/** What a verification finding does to a model-written draft (config `verify`). */
export const VERIFY_MODES = ["warn", "refuse"] as const;
export type VerifyMode = (typeof VERIFY_MODES)[number];
export const DEFAULT_VERIFY_MODE: VerifyMode = "warn";
