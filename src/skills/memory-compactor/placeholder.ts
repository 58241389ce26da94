/**
 * A bullet that holds no content: a template's placeholder, a few words in brackets ("[fact]",
 * "[what changed]"), an ellipsis or a TODO. A chat export's attachment marker ("[Video]",
 * "[image omitted]") has the same shape and says as little. The validator refuses such a bullet
 * (validate.ts), so the day draft never writes one (day-draft.ts). A bracketed line with data in
 * it (a JSON array quoted from a log) is content.
 */
const PLACEHOLDER_RE = /^\[[\p{L}\s/._-]{0,40}\]$|^\[(?:fact|pattern|anomaly|principle|person|what|facts|things|former|beliefs)\b|^(?:\.\.\.|…|TODO|TBD|xxx)$/iu;

export function isPlaceholder(bullet: string): boolean {
  return PLACEHOLDER_RE.test(bullet.trim());
}
