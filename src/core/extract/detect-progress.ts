/**
 * Progress on what is open: a completion ("seed data is done", "搞定了") and a resolved blocker
 * ("got the API key", "批下来了"). Each returns what it names, "" for a bare one, or null.
 */
import * as L from "./lexicon.js";
import type { Lang } from "./signal.js";

export function detectDone(body: string, lang: Lang): string | null {
  if (lang === "en") {
    // Every pattern that matches contributes what it names: "Seed data is done, I wrote it last
    // night" completes "seed data", not "it last night".
    const objects: string[] = [];
    let hit = false;
    for (const re of L.DONE_EN) {
      const m = re.exec(body);
      if (!m) continue;
      const cap = m[1] ?? "";
      // Guard words make it hypothetical ("once it's merged", "not fixed yet"). A captured
      // subject before the verb is part of the frame ("Once the branch is merged"); a captured
      // object after it is not ("I've fixed the bug where login did not redirect").
      const subjectFirst = cap !== "" && m[0].startsWith(cap);
      const frame = body.slice(0, m.index ?? 0) + (cap && !subjectFirst ? m[0].replace(cap, " ") : m[0]);
      if (L.DONE_GUARD_EN.test(frame)) continue;
      hit = true;
      if (cap.trim()) objects.push(cap.trim());
    }
    return hit ? objects.join(" ") : null;
  }
  const m = L.DONE_ZH.exec(body);
  if (!m) return null;
  const head = body.slice(0, m.index ?? 0);
  if (L.DONE_GUARD_ZH.test(head) || /[?？吗]/.test(body)) return null;
  return body.replace(m[0], "").trim();
}

export function detectUnblock(body: string, lang: Lang): string | null {
  if (lang === "en") {
    for (const re of L.UNBLOCK_EN) {
      const m = re.exec(body);
      if (!m) continue;
      if (/\b(?:not|n't|never|still|yet|if|once|when|until)\b/i.test(body.slice(0, (m.index ?? 0) + m[0].length))) continue;
      return (m[1] ?? "").trim();
    }
    return null;
  }
  const m = L.UNBLOCK_ZH.exec(body);
  if (!m || /(?:没|未|还没|不|如果|吗)/.test(body.slice(0, m.index ?? 0))) return null;
  return body.replace(m[0], "").trim();
}
