// A stand-in for OpenClaw's plugin API that records what the plugin registers, so the public
// surface can be pinned and hooks driven without a Gateway (the e2e suite covers the real one).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPluginContext, type PluginContext } from "../../src/plugin/plugin-context.js";
import { resolveConfig } from "../../src/core/config.js";
import { registerHooks } from "../../src/plugin/hooks/register-hooks.js";
import type { HostComplete } from "../../src/plugin/refine/host-model.js";

export interface Registered {
  tools: Array<{ factory: (ctx: unknown) => any; opts: { name?: string } }>;
  hooks: Map<string, (event: any, ctx: any) => unknown>;
  commands: any[];
  services: any[];
  logs: string[];
}

export function fakeApi(pluginConfig: unknown = {}, hostConfig: unknown = { plugins: { entries: { "context-kit": { enabled: true, hooks: { allowConversationAccess: true } } } } }) {
  const reg: Registered = { tools: [], hooks: new Map(), commands: [], services: [], logs: [] };
  const api = {
    id: "context-kit",
    pluginConfig,
    config: hostConfig,
    logger: {
      info: (m: string) => void reg.logs.push(`info ${m}`),
      warn: (m: string) => void reg.logs.push(`warn ${m}`),
      error: (m: string) => void reg.logs.push(`error ${m}`),
      debug: () => undefined,
    },
    runtime: { agent: { resolveAgentWorkspaceDir: () => undefined } },
    registerTool: (factory: any, opts: any) => void reg.tools.push({ factory, opts }),
    on: (name: string, handler: any) => void reg.hooks.set(name, handler),
    registerCommand: (c: any) => void reg.commands.push(c),
    registerService: (s: any) => void reg.services.push(s),
  };
  return { api, reg };
}

export function tempWorkspace(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "ck-plugin-"));
}

/** A PluginContext and its hooks, with transcripts served from `events` per session id. */
export function hookHarness(opts: { config?: unknown; events: Map<string, unknown[]>; complete?: HostComplete }) {
  const hooks = new Map<string, (event: any, ctx: any) => Promise<any>>();
  const logs: string[] = [];
  const pc: PluginContext = createPluginContext({
    config: resolveConfig({ timezone: "UTC", ...(opts.config as object) }),
    logger: { warn: (m) => void logs.push(`warn ${m}`), info: (m) => void logs.push(`info ${m}`), error: (m) => void logs.push(`error ${m}`) },
    resolveWorkspaceDir: () => undefined,
    loadEvents: async (ref) => opts.events.get(ref.sessionId ?? "") ?? [],
    ...(opts.complete ? { complete: opts.complete } : {}),
  });
  registerHooks((name, handler) => void hooks.set(name, handler as never), pc);
  const call = async (name: string, event: unknown, ctx: unknown) => {
    const h = hooks.get(name);
    if (!h) throw new Error(`no hook ${name}`);
    return h(event, ctx);
  };
  return { pc, hooks, call, logs };
}
