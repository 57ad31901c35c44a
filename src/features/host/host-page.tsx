import { useStore } from '@nanostores/react'
import { useMemo, useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { $availabilitiesQuery } from '../../stores/availabilities.ts'
import { $availabilityNicknames } from '../../stores/availability-nicknames.ts'
import { $reservationsQuery } from '../../stores/availability-reservations.ts'
import { $space } from '../../stores/space.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { AvailabilitiesTable } from './availabilities-table.tsx'
import type { AvailabilitySaved } from '../../stores/availability-wizard.ts'
import { AvailabilityWizard } from './availability-wizard.tsx'
import { DiskUsage } from './disk-usage.tsx'
import { HostChart } from './host-chart.tsx'
import css from './host-page.css?inline'
import { sunburstRings } from './sunburst-rings.ts'

interface HostPageProps {
  /** An availability was created or edited through the page's wizard. */
  onAvailabilitySaved?: (detail: AvailabilitySaved) => void
}

/**
 * The Host page: every availability with its reservations, the sunburst of the node's space, the
 * disk usage, and the availability wizard (Create Availability, or Edit on a row).
 */
export function HostPage({ onAvailabilitySaved }: HostPageProps) {
  const availabilities = useStore($availabilitiesQuery)
  const reservations = useStore($reservationsQuery)
  const space = useStore($space)
  const nicknames = useStore($availabilityNicknames)
  const [wizard, setWizard] = useState<{ open: boolean; id?: string }>({ open: false })

  const list = availabilities.state === 'ready' ? availabilities.data : undefined
  const rings = useMemo(
    () =>
      list &&
      sunburstRings(
        list,
        reservations.state === 'ready' ? reservations.data : undefined,
        space.state === 'ready' ? space.data : undefined,
        nicknames,
      ),
    [list, reservations, space, nicknames],
  )

  return (
    <div className="host" part="base">
      <StyleSheet name="host-page" css={css} />
      <Card
        title="Availabilities"
        className="host__table"
        actions={
          <Button icon="plus" onClick={() => setWizard({ open: true })}>
            Create Availability
          </Button>
        }
      >
        {availabilities.state === 'loading' && <p role="status">Loading the availabilities…</p>}
        {availabilities.state === 'error' && (
          <ErrorCard
            subtitle={ERROR_SUBTITLES.retrieveData}
            message={availabilities.error.message}
            onRetry={() => void $availabilitiesQuery.refetch()}
          />
        )}
        {list && (
          <AvailabilitiesTable
            availabilities={list}
            nicknames={nicknames}
            onEdit={(availability) => setWizard({ open: true, id: availability.id })}
          />
        )}
      </Card>
      <Card title="Host" className="host__aside">
        {rings && <HostChart rings={rings} />}
        {space.state === 'ready' && <DiskUsage space={space.data} />}
        {space.state === 'error' && (
          <ErrorCard
            subtitle={ERROR_SUBTITLES.retrieveData}
            message={space.error.message}
            onRetry={() => void $space.refetch()}
          />
        )}
      </Card>
      <AvailabilityWizard
        open={wizard.open}
        availabilityId={wizard.id}
        onClose={() => setWizard((current) => ({ ...current, open: false }))}
        onSaved={onAvailabilitySaved}
      />
    </div>
  )
}
