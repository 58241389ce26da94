import type { Tier } from "./periods.js";

/** Size caps of a distilled file, in bytes of UTF-8: far above a real distillation, far below a
 *  pasted log. The validator refuses a file over its cap (validate.ts). */
export const MAX_DISTILLED_BYTES: Record<Tier, number> = { day: 8 * 1024, week: 16 * 1024, month: 24 * 1024 };
