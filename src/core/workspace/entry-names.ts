/** Names of a folder listing (fs-safe returns names or entries with a name, by version). */
export function entryNames(entries: readonly unknown[]): string[] {
  return entries.map((e) => (typeof e === "string" ? e : String((e as { name?: string }).name ?? "")));
}
