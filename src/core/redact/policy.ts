/** Validates a RedactPolicy once per call and turns it into what the scanners need. Errors name
 *  the option and the allowed values. */
import type { RedactPolicy } from "./types.js";
import { normaliseWorkspaceDir } from "./workspace-path.js";
import { isAllowHostEntry } from "./hosts.js";

export const DEFAULT_REDACT_POLICY: Readonly<RedactPolicy> = Object.freeze({ mode: "strict" });

export const REDACTION_MODES = ["strict", "secrets"] as const;

export class RedactPolicyError extends TypeError {
  override name = "RedactPolicyError";
}

export interface ResolvedPolicy {
  mode: "strict" | "secrets";
  workspaceDir?: string;
  allowHosts: readonly string[];
  preserveLines: boolean;
  hostRedactor?: (text: string) => string;
}

export function resolvePolicy(policy: RedactPolicy | undefined): ResolvedPolicy {
  const p = policy ?? DEFAULT_REDACT_POLICY;
  if (!REDACTION_MODES.includes(p.mode)) {
    throw new RedactPolicyError(`redact: policy.mode must be "strict" or "secrets" (got ${JSON.stringify(p.mode)}).`);
  }
  let workspaceDir: string | undefined;
  if (p.workspaceDir !== undefined && p.workspaceDir !== "") {
    const ws = typeof p.workspaceDir === "string" ? normaliseWorkspaceDir(p.workspaceDir) : null;
    if (ws === null) throw new RedactPolicyError(`redact: policy.workspaceDir must be an absolute path (/…, C:\\…, \\\\server\\share), got ${JSON.stringify(p.workspaceDir)}.`);
    workspaceDir = ws;
  }
  const allowHosts = p.allowHosts ?? [];
  for (const h of allowHosts) {
    if (!isAllowHostEntry(h)) {
      throw new RedactPolicyError(`redact: policy.allowHosts entries must be host names such as "github.com" or "*.example.com" (no scheme, port or path), got ${JSON.stringify(h)}.`);
    }
  }
  if (p.hostRedactor !== undefined && typeof p.hostRedactor !== "function") {
    throw new RedactPolicyError("redact: policy.hostRedactor must be a function (text) => text, e.g. from loadHostRedactor().");
  }
  return {
    mode: p.mode,
    ...(workspaceDir !== undefined ? { workspaceDir } : {}),
    allowHosts,
    preserveLines: p.preserveLines === true,
    ...(p.hostRedactor ? { hostRedactor: p.hostRedactor } : {}),
  };
}
