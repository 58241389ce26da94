/**
 * OpenClaw's own log redactor (`redactSensitiveText` from `openclaw/plugin-sdk/logging-core`) as
 * an optional extra pass after ours. It masks tokens partially (`ghp_ab…6789`), so it never
 * replaces our pass; it can only catch what a user configured in `logging.redactPatterns`. It is
 * loaded lazily (the module graph takes seconds to import) and only if OpenClaw is installed.
 */
type HostRedact = (text: string, options?: { mode?: "off" | "tools" }) => string;

let cached: Promise<((text: string) => string) | null> | undefined;

/** Resolves to OpenClaw's redactor, or null when OpenClaw is not importable. */
export function loadHostRedactor(): Promise<((text: string) => string) | null> {
  cached ??= (async () => {
    try {
      const specifier = "openclaw/plugin-sdk/logging-core";
      const mod = (await import(specifier)) as { redactSensitiveText?: HostRedact };
      const fn = mod.redactSensitiveText;
      if (typeof fn !== "function") return null;
      return (text: string) => fn(text, { mode: "tools" });
    } catch {
      return null;
    }
  })();
  return cached;
}
