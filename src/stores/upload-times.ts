import { persistentAtom } from '@nanostores/persistent'

/** Upload time per cid, in seconds since the epoch (the node keeps no upload date). */
export type UploadTimes = Record<string, number>

function decodeUploadTimes(raw: string): UploadTimes {
  try {
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {}
    const times: UploadTimes = {}
    for (const [cid, seconds] of Object.entries(parsed)) {
      if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0) {
        times[cid] = seconds
      }
    }
    return times
  } catch {
    return {}
  }
}

export const $uploadTimes = persistentAtom<UploadTimes>(
  'codex-upload-times',
  {},
  {
    encode: JSON.stringify,
    decode: decodeUploadTimes,
  },
)

/** Remembers when a cid was uploaded; `seconds` is a Unix time in seconds. */
export function recordUploadTime(cid: string, seconds: number): void {
  $uploadTimes.set({ ...$uploadTimes.get(), [cid]: seconds })
}
