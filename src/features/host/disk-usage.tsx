import type { Space } from '../../api/schemas/data.ts'
import { SpaceBar } from '../../components/space-bar/space-bar.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { unallocatedBytes } from './sunburst-rings.ts'

/** The node's disk: used by data, reserved by availabilities, free; the legend is its text. */
export function DiskUsage({ space }: { space: Space }) {
  return (
    <SpaceBar
      label="Disk usage"
      total={Number(space.quotaMaxBytes)}
      // The bar needs only proportions; the legend rounds to one decimal anyway.
      segments={[
        { label: 'Used', value: Number(space.quotaUsedBytes), color: 'var(--vault-chart-3)' },
        {
          label: 'Reserved',
          value: Number(space.quotaReservedBytes),
          color: 'var(--vault-chart-1)',
        },
        {
          label: 'Free',
          value: Number(unallocatedBytes(space)),
          color: 'var(--vault-chart-empty)',
        },
      ]}
      formatValue={(bytes) => formatBytes(bytes)}
    />
  )
}
