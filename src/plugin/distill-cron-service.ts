/**
 * Opt-in (`distill.schedule: true`): a plugin service that registers the three memory-compactor
 * cron jobs through the Gateway's cron API. Idempotent across restarts: each job has a stable
 * declarationKey, and a job that already exists is updated rather than added again. With the
 * schedule turned off, jobs we declared earlier are removed.
 */
import type { PluginContext } from "./plugin-context.js";
import { cronJobs, type CronJobSpec } from "../skills/memory-compactor/index.js";

interface CronJob {
  id?: string;
  jobId?: string;
  declarationKey?: string;
}

interface CronApi {
  list?: (...args: unknown[]) => Promise<unknown>;
  add?: (job: unknown) => Promise<unknown>;
  update?: (id: string, patch: unknown) => Promise<unknown>;
  remove?: (id: string) => Promise<unknown>;
}

function jobsOf(listed: unknown): CronJob[] {
  if (Array.isArray(listed)) return listed as CronJob[];
  const o = listed as { jobs?: CronJob[] } | null;
  return Array.isArray(o?.jobs) ? o!.jobs! : [];
}

export async function reconcileDistillJobs(cron: CronApi, specs: CronJobSpec[], enabled: boolean): Promise<{ added: string[]; updated: string[]; removed: string[] }> {
  const out = { added: [] as string[], updated: [] as string[], removed: [] as string[] };
  const existing = jobsOf(await cron.list?.({ includeDisabled: true }));
  for (const spec of specs) {
    const found = existing.find((j) => j.declarationKey === spec.declarationKey);
    const id = found?.id ?? found?.jobId;
    if (!enabled) {
      if (id && cron.remove) {
        await cron.remove(id);
        out.removed.push(spec.declarationKey);
      }
      continue;
    }
    if (id && cron.update) {
      await cron.update(id, spec);
      out.updated.push(spec.declarationKey);
    } else if (!id && cron.add) {
      await cron.add(spec);
      out.added.push(spec.declarationKey);
    }
  }
  return out;
}

export function createDistillCronService(pc: PluginContext) {
  return {
    id: "context-kit-distill-cron",
    async start(svc: { getCron?: () => CronApi | undefined; logger?: { info?: (m: string) => void; warn?: (m: string) => void } }) {
      const cron = svc.getCron?.();
      if (!cron) {
        if (pc.config.distill.schedule) pc.logger.warn?.("context-kit: distill.schedule is on, but the Gateway cron API is not available in this process; no jobs registered. Run `context-kit distill cron` for the equivalent commands.");
        return;
      }
      try {
        const r = await reconcileDistillJobs(cron, cronJobs(pc.config), pc.config.distill.schedule);
        if (r.added.length + r.updated.length + r.removed.length > 0) {
          pc.logger.info?.(`context-kit: distill cron jobs: added ${r.added.length}, updated ${r.updated.length}, removed ${r.removed.length}.`);
        }
      } catch (err) {
        pc.logger.warn?.(`context-kit: could not register the distill cron jobs: ${(err as Error).message}`);
      }
    },
  };
}
