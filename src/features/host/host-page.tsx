import { useMemo, useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Placeholder } from '../../components/placeholder/placeholder.tsx'
import { availabilitiesQuery } from '../../stores/node/availabilities.ts'
import { availabilityNicknames } from '../../stores/node/availability-nicknames.ts'
import { reservationsQuery } from '../../stores/node/availability-reservations.ts'
import { marketplaceNotice, NO_MARKETPLACE_TITLE } from '../../stores/node/marketplace-gate.ts'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { space as nodeSpace } from '../../stores/node/space.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { AvailabilitiesTable } from './availabilities-table.tsx'
import type { AvailabilitySaved } from '../../stores/node/availability-wizard.ts'
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
 * disk usage, and the availability wizard (Create Availability, or Edit on a row). On a node
 * without a marketplace, what the node is instead of the availabilities; its disk stays shown.
 */
export function HostPage({ onAvailabilitySaved }: HostPageProps) {
  const $availabilitiesQuery = useNodeOf(availabilitiesQuery)
  const $space = useNodeOf(nodeSpace)
  const availabilities = useNodeStore(availabilitiesQuery)
  const reservations = useNodeStore(reservationsQuery)
  const space = useNodeStore(nodeSpace)
  const nicknames = useNodeStore(availabilityNicknames)
  const notice = useNodeStore(marketplaceNotice)
  const [wizard, setWizard] = useState<{ open: boolean; id?: string }>({ open: false })
  // Shown again: stale at once (spec section 9), even while the stores are still mounted.

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
      {notice ? (
        <Card title="Availabilities" className="host__table">
          <Placeholder title={NO_MARKETPLACE_TITLE} message={notice} />
        </Card>
      ) : (
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
          <QueryErrorCard
            query={availabilities}
            subtitle={ERROR_SUBTITLES.retrieveData}
            onRetry={() => void $availabilitiesQuery.refetch()}
          />
          {list && (
            <AvailabilitiesTable
              availabilities={list}
              nicknames={nicknames}
              onEdit={(availability) => setWizard({ open: true, id: availability.id })}
            />
          )}
        </Card>
      )}
      <Card title="Host" className="host__aside">
        {rings && <HostChart rings={rings} />}
        {space.state === 'ready' && <DiskUsage space={space.data} />}
        <QueryErrorCard
          query={space}
          subtitle={ERROR_SUBTITLES.retrieveData}
          onRetry={() => void $space.refetch()}
        />
      </Card>
      <AvailabilityWizard
        open={wizard.open && !notice}
        availabilityId={wizard.id}
        onClose={() => setWizard((current) => ({ ...current, open: false }))}
        onSaved={onAvailabilitySaved}
      />
    </div>
  )
}
