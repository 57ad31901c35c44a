/** A release build's version lists every git tag, one per line; the last one is the release. */
export function clientVersion(version: string | undefined): string | null {
  const lines = (version ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return lines.at(-1) ?? null
}
