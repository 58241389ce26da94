/**
 * The e2e harness in one import. Most test files need exactly this:
 *
 *   let env: OpenclawEnvironment;
 *   beforeAll(async () => { env = await startOpenclawEnvironment({ label: "compact" }); }, E2E_SETUP_TIMEOUT_MS);
 *   afterAll(async () => { await env?.stop(); }, E2E_SETUP_TIMEOUT_MS);
 *
 *   it("…", async () => {
 *     env.model.whenUserSays(/compact/i).callTool("context_compact", { action: "write" });
 *     env.model.afterToolResult("context_compact").reply("Done.");
 *     const turn = await env.gateway.chat("agent:main:t1", "compact");
 *   });
 *
 * Order matters and is encoded here: scratch home → fake model (logging into the home's logs/)
 * → plugin install (then its plugins.entries block, then `config validate`) → Gateway. If any
 * step fails, whatever already started is stopped before the error is rethrown, so a failed
 * beforeAll never leaks a Gateway.
 */
import { startFakeModelServer, type FakeModelServer } from "./fake-model-server.js";
import { startGateway, type Gateway, type StartGatewayOptions } from "./gateway.js";
import { installPlugin, type InstalledPlugin, type InstallOptions } from "./install-plugin.js";
import { claimInstalledHome } from "./installed-home.js";
import { assertToolchain, pluginUnderTest } from "./paths.js";
import { createScratchHome, type ScratchHome, type ScratchHomeOptions } from "./scratch-home.js";

export * from "./fake-model-server.js";
export * from "./gateway.js";
export * from "./install-plugin.js";
export * from "./installed-home.js";
export * from "./openclaw-cli.js";
export * from "./paths.js";
export * from "./plugin-template.js";
export * from "./run-dir.js";
export * from "./process.js";
export * from "./scratch-home.js";

/**
 * Guards, not expectations. Idle 2-core box: install ~10–20 s, Gateway start ~15 s. On a shared
 * box at load 17 we measured install 105 s and a Gateway that needed more than 130 s to listen.
 */
export const E2E_SETUP_TIMEOUT_MS = 600_000;
/** For one test with a couple of chat turns (each ~5–20 s, mostly CLI start-up). */
export const E2E_TEST_TIMEOUT_MS = 300_000;

export interface OpenclawEnvironmentOptions extends Omit<ScratchHomeOptions, "modelBaseUrl"> {
  /**
   * How to install the plugin (default: "template": this run's one real npm-pack install,
   * its home restored when it is free (installed-home.ts), else a copy of it installed with
   * `-l`; see install-plugin.ts).
   */
  install?: InstallOptions;
  /** Start a Gateway (default true). */
  gateway?: boolean | StartGatewayOptions;
}

export interface OpenclawEnvironment {
  scratch: ScratchHome;
  model: FakeModelServer;
  plugin: InstalledPlugin;
  /** Throws on access when the environment was started with `gateway: false`. */
  gateway: Gateway;
  timings: { installMs: number; packMs?: number; gatewayStartMs?: number };
  /**
   * Stops the Gateway (process group), the model server, removes the scratch home. Throws if a
   * Gateway process survived, so a leak fails the suite instead of slowing down the next one.
   */
  stop(): Promise<void>;
}

export async function startOpenclawEnvironment(options: OpenclawEnvironmentOptions = {}): Promise<OpenclawEnvironment> {
  assertToolchain();
  const { install, gateway: gatewayOption = true, ...homeOptions } = options;
  const claimed = (install?.mode ?? "template") === "template" && !install?.pluginDir ? await claimInstalledHome(homeOptions) : undefined;
  const scratch = claimed?.scratch ?? (await createScratchHome(homeOptions));
  let model: FakeModelServer | undefined;
  let gateway: Gateway | undefined;

  const stop = async () => {
    const errors: string[] = [];
    if (gateway) {
      const report = await gateway.stop();
      if (!report.clean) errors.push(`Gateway processes survived stop(): ${report.survivors.join(", ")}`);
      if (report.stragglers.length > 0) errors.push(`Gateway helpers outlived the Gateway and were killed: ${report.stragglers.join(", ")}`);
    }
    await model?.stop().catch((err: Error) => errors.push(`model server: ${err.message}`));
    // Keep the evidence when something went wrong; otherwise leave nothing behind.
    if (errors.length === 0) scratch.cleanup();
    if (errors.length > 0) throw new Error(`e2e teardown: ${errors.join("; ")} (scratch kept at ${scratch.root})`);
  };

  try {
    model = await startFakeModelServer({ logDir: scratch.logDir });
    scratch.useModel(model.baseUrl);
    const plugin: InstalledPlugin = claimed
      ? {
          mode: "template",
          pluginDir: pluginUnderTest,
          tarball: claimed.record.tarball,
          install: claimed.install,
          // A CLI start-up (~2.5 s CPU) per file for what the Gateway checks anyway at its start.
          config: gatewayOption ? undefined : await scratch.validateConfig(),
          timings: { installMs: claimed.restoreMs },
        }
      : await installPlugin(scratch, { mode: "template", ...install });
    if (gatewayOption) gateway = await startGateway(scratch, gatewayOption === true ? {} : gatewayOption);
    const started = gateway;
    return {
      scratch,
      model,
      plugin,
      get gateway(): Gateway {
        if (!started) throw new Error("this environment was started with gateway: false");
        return started;
      },
      timings: { installMs: plugin.timings.installMs, packMs: plugin.timings.packMs, gatewayStartMs: started?.startupMs },
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}
