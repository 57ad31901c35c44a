import { perNode, type NodeScope } from '../nodes/scope.ts'

/** Upload time per cid, in seconds since the epoch (the node keeps no upload date). */
export type UploadTimes = Record<string, number>

/** Kept per cid; an entry that is not a time is dropped, the others kept. */
function readUploadTimes(json: unknown): UploadTimes | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined
  const times: UploadTimes = {}
  for (const [cid, seconds] of Object.entries(json)) {
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) {
      times[cid] = seconds
    }
  }
  return times
}

export const uploadTimes = perNode((scope) =>
  scope.value<UploadTimes>('upload-times', readUploadTimes, {}),
)

/** Remembers when a cid was uploaded; `seconds` is a Unix time in seconds. */
export function recordUploadTime(scope: NodeScope, cid: string, seconds: number) {
  const $times = uploadTimes.of(scope)
  $times.set({ ...$times.get(), [cid]: seconds })
}
