import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import type { UploadItem } from '../../stores/node/upload-list.ts'

export function uploadPercent(item: Pick<UploadItem, 'loaded' | 'total'>): number {
  if (item.total <= 0) return 0
  return Math.min(100, (item.loaded / item.total) * 100)
}

/** The line under a card's bar: bytes, percent, and while running, speed and time left. */
export function uploadNumbers(item: UploadItem): string {
  const parts = [
    `${formatBytes(item.loaded)} of ${formatBytes(item.total)}`,
    `${uploadPercent(item).toFixed(1)} %`,
  ]
  if (item.status === 'progress') {
    if (item.speed !== null) parts.push(`${formatBytes(item.speed)}/s`)
    if (item.secondsLeft !== null) parts.push(`${formatDuration(Math.ceil(item.secondsLeft))} left`)
  }
  return parts.join(' · ')
}
