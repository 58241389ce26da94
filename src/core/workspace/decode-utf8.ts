/**
 * Strict UTF-8 decoding. A file with invalid bytes is refused rather than read with U+FFFD
 * replacements, because writing it back would silently destroy the user's original bytes.
 */
import { WorkspaceError, quotePath } from "./errors.js";

const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

export function decodeUtf8(buf: Uint8Array, rel: string): string {
  try {
    return decoder.decode(buf);
  } catch (err) {
    throw new WorkspaceError("invalid-utf8", `${quotePath(rel)} is not valid UTF-8; context-kit will not read or rewrite it (that would replace the bad bytes). Fix the encoding or move the file aside.`, { cause: err });
  }
}
