// Where the simulator's codex-0.2.5 line and the real node answer differently on purpose, and why.
// Each entry names the calls (by the suite's names) and facets it covers; sim/README.md sums them up.
export interface KnownDifference {
  calls: RegExp
  facets: RegExp
  reason: string
}

export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    calls: /(^|: )debug info/,
    facets: /^body\.table\.nodes/,
    reason:
      'the simulated node sits in a simulated network (21 peers in its table); the real node here ' +
      'is alone (both listen and announce on loopback: the simulator runs with --announce loopback)',
  },
  {
    calls: /^exists, /,
    facets: /./,
    reason:
      'GET /data/{cid}/exists came with the 27 commits after v0.2.5 that this binary has; the ' +
      "simulator's codex-0.2.5 line keeps the release's 26 routes (reference/node-versions.md), " +
      'its storage line serves exists',
  },
]
