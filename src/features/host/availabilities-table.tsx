import { Fragment, useState, type ReactNode } from 'react'
import type { Availability } from '../../api/schemas/marketplace.ts'
import { Button } from '../../components/button/button.tsx'
import { Icon } from '../../components/icon/icon.tsx'
import { TABLE_EMPTY_TEXT } from '../../components/table/sortable-table.tsx'
import { nextSort, sortRows, type TableSort } from '../../components/table/table-sort.ts'
import { formatBytes } from '../../lib/bytes.ts'
import { formatDuration } from '../../lib/durations.ts'
import { compareBigints, formatInteger } from '../../lib/exact.ts'
import { capabilities } from '../../stores/node/profile.ts'
import { useNodeStore } from '../../stores/react.ts'
import { availabilityEnd, EnabledSwitch } from './availability-limits.tsx'
import { availabilityName } from './availability-name.ts'
import { ReservationsList } from './reservations-list.tsx'

type Amount = Exclude<keyof Availability, 'id' | 'enabled' | 'until'>

interface Column {
  id: Amount
  header: string
  render: (availability: Availability) => ReactNode
}

const amount = (id: Amount, header: string, render: (value: bigint) => string): Column => ({
  id,
  header,
  render: (availability) => render(availability[id]),
})

const COLUMNS: Column[] = [
  amount('totalSize', 'Total size', formatBytes),
  amount('freeSize', 'Free size', formatBytes),
  amount('duration', 'Duration', formatDuration),
  amount('minPricePerBytePerSecond', 'Min price per byte per second', formatInteger),
  amount('totalCollateral', 'Total collateral', formatInteger),
  amount('totalRemainingCollateral', 'Remaining collateral', formatInteger),
]

/** The node's order: total size, largest first. */
export const DEFAULT_HOST_SORT: TableSort = { column: 'totalSize', direction: 'descending' }

interface AvailabilitiesTableProps {
  availabilities: readonly Availability[]
  nicknames: Readonly<Record<string, string>>
  onEdit: (availability: Availability) => void
}

/**
 * Every availability with its sizes, duration, price and collateral (and, where the node takes
 * them, when it stops selling and whether it sells now); each row opens onto its reservations.
 * Sortable headers cycle descending, ascending, none (back to the node's order).
 */
export function AvailabilitiesTable({
  availabilities,
  nicknames,
  onEdit,
}: AvailabilitiesTableProps) {
  const [sort, setSort] = useState<TableSort>(DEFAULT_HOST_SORT)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const column = COLUMNS.find((each) => each.id === sort?.column)
  const rows = sortRows(
    availabilities,
    column && ((a: Availability, b: Availability) => compareBigints(a[column.id], b[column.id])),
    sort?.direction,
  )
  const toggle = (id: string) => {
    const next = new Set(expanded)
    if (!next.delete(id)) next.add(id)
    setExpanded(next)
  }
  const limits = useNodeStore(capabilities)?.availabilityLimits ?? false
  const span = COLUMNS.length + (limits ? 5 : 3)

  return (
    <div className="host-table" tabIndex={0} role="region" aria-label="Availabilities table">
      <table>
        <caption className="vault-visually-hidden">Availabilities</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="vault-visually-hidden">Reservations</span>
            </th>
            <th scope="col">Name</th>
            {COLUMNS.map((each) => {
              const direction = sort?.column === each.id ? sort.direction : undefined
              const icon =
                direction === 'ascending'
                  ? 'arrow-up'
                  : direction === 'descending'
                    ? 'arrow-down'
                    : 'sort'
              return (
                <th key={each.id} scope="col" aria-sort={direction ?? 'none'}>
                  <button
                    type="button"
                    className="host-table__sort"
                    onClick={() => setSort(nextSort(sort, each.id))}
                  >
                    {each.header}
                    <Icon name={icon} size={14} />
                  </button>
                </th>
              )
            })}
            {limits && (
              <>
                <th scope="col">Until</th>
                <th scope="col">Enabled</th>
              </>
            )}
            <th scope="col">
              <span className="vault-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={span} className="host-table__empty">
                {TABLE_EMPTY_TEXT}
              </td>
            </tr>
          )}
          {rows.map((availability) => {
            const name = availabilityName(availability, nicknames)
            const open = expanded.has(availability.id)
            const regionId = `reservations-${availability.id}`
            return (
              <Fragment key={availability.id}>
                <tr className="host-table__row">
                  <td className="host-table__open">
                    <button
                      type="button"
                      className="host-table__toggle"
                      aria-expanded={open}
                      aria-controls={open ? regionId : undefined}
                      aria-label={`Reservations of ${name}`}
                      onClick={() => toggle(availability.id)}
                    >
                      <Icon name={open ? 'chevron-down' : 'chevron-right'} size={16} />
                    </button>
                  </td>
                  <th scope="row" className="host-table__name">
                    <span title={availability.id}>{name}</span>
                  </th>
                  {COLUMNS.map((each) => (
                    <td key={each.id} data-label={each.header}>
                      {each.render(availability)}
                    </td>
                  ))}
                  {limits && (
                    <>
                      <td data-label="Until">{availabilityEnd(availability.until)}</td>
                      <td data-label="Enabled">
                        <EnabledSwitch availability={availability} name={name} />
                      </td>
                    </>
                  )}
                  <td className="host-table__actions">
                    <Button
                      variant="outline"
                      size="small"
                      aria-label={`Edit ${name}`}
                      onClick={() => onEdit(availability)}
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
                {open && (
                  <tr id={regionId} className="host-table__detail">
                    <td colSpan={span}>
                      <ReservationsList id={availability.id} name={name} />
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
