/** The one lock every distill and forget run holds: runs of the cron job, the tool and the CLI
 *  must not interleave (a forget deciding coverage while a week is being rewritten). */
export const LOCK_NAME = "memory-distill";
