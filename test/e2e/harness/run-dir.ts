/**
 * The e2e run folder that global-setup.ts creates and hands to the test files (vitest
 * provide/inject): the plugin template (plugin-template.ts) and OpenClaw's compile cache
 * (openclaw-cli.ts) live there for one run.
 */
import { inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The e2e run folder (see test/e2e/harness/global-setup.ts). */
    ckE2eRunDir: string;
  }
}

/** The run folder, or undefined outside vitest.config.ts's e2e project (no globalSetup). */
export function e2eRunDir(): string | undefined {
  try {
    return inject("ckE2eRunDir") || undefined;
  } catch {
    return undefined;
  }
}
