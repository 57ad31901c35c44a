import type { NodeProfile } from './node-profile.ts'

/** "Logos Storage 0.4.4", "Codex 0.2.5", or the line's name alone when the version is unknown. */
export function nodeTitle(profile: NodeProfile): string {
  return profile.version ? `${profile.line.name} ${profile.version}` : profile.line.name
}
