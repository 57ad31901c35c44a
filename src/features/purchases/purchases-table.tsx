import { CopyButton } from '../../components/copy-button/copy-button.tsx'
import { QueryErrorCard } from '../../components/error-card/query-error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { SortableTable, type TableColumn } from '../../components/table/sortable-table.tsx'
import { formatDuration } from '../../lib/durations.ts'
import { compareBigints, formatInteger } from '../../lib/exact.ts'
import { truncateId } from '../../lib/ids.ts'
import { copyText } from '../../stores/page/clipboard.ts'
import { useNodeOf, useNodeStore } from '../../stores/react.ts'
import { purchaseRows, purchasesQuery, type PurchaseRow } from '../../stores/node/purchases.ts'
import { PurchaseState } from './purchase-state.tsx'

/** Missing values (an unreadable purchase) sort below every known one. */
function byBigint(pick: (row: PurchaseRow) => bigint | null) {
  return (a: PurchaseRow, b: PurchaseRow) => {
    const x = pick(a)
    const y = pick(b)
    if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1
    return compareBigints(x, y)
  }
}

/** A column of exact numbers; an unreadable purchase shows `-` and sorts below the rest. */
function numberColumn(
  id: string,
  header: string,
  width: string,
  show: (value: bigint) => string,
  pick: (row: PurchaseRow) => bigint | null,
): TableColumn<PurchaseRow> {
  return {
    id,
    header,
    width,
    compare: byBigint(pick),
    render: (row) => {
      const value = pick(row)
      return value === null ? '-' : show(value)
    },
  }
}

const COLUMNS: TableColumn<PurchaseRow>[] = [
  {
    id: 'file',
    header: 'File',
    width: 'minmax(9rem, 1.2fr)',
    compare: (a, b) => (a.file ?? '').localeCompare(b.file ?? ''),
    render: (row) => (
      <span className="purchases__file" title={row.cid ?? undefined}>
        {row.file === null ? '-' : row.file === row.cid ? truncateId(row.file) : row.file}
      </span>
    ),
  },
  {
    id: 'request',
    header: 'Request id',
    width: 'minmax(10rem, 1.4fr)',
    compare: (a, b) => a.requestId.localeCompare(b.requestId),
    render: (row) =>
      row.requestId === '' ? (
        '-'
      ) : (
        <span className="purchases__id">
          <span title={row.requestId}>{truncateId(row.requestId)}</span>
          <CopyButton
            iconOnly
            variant="ghost"
            label={`Copy the request id ${truncateId(row.requestId)}`}
            onCopy={() => copyText(row.requestId)}
          />
        </span>
      ),
  },
  numberColumn(
    'duration',
    'Duration',
    'minmax(6.5rem, 0.9fr)',
    formatDuration,
    (row) => row.durationSeconds,
  ),
  numberColumn('slots', 'Slots', 'minmax(4.5rem, 0.6fr)', formatInteger, (row) =>
    row.slots === null ? null : BigInt(row.slots),
  ),
  numberColumn(
    'price',
    'Price per byte per second',
    'minmax(8rem, 1.3fr)',
    formatInteger,
    (row) => row.pricePerBytePerSecond,
  ),
  numberColumn(
    'proof',
    'Proof probability',
    'minmax(7rem, 1fr)',
    formatInteger,
    (row) => row.proofProbability,
  ),
  {
    id: 'state',
    header: 'State',
    width: 'minmax(7.5rem, 0.9fr)',
    compare: (a, b) => a.state.localeCompare(b.state),
    render: (row) => <PurchaseState state={row.state} error={row.error} />,
  },
]

const NO_ROWS: PurchaseRow[] = []

/** Every purchase, newest first until a header is sorted; unreadable ones as error rows. */
export function PurchasesTable() {
  const rows = useNodeStore(purchaseRows)
  const $purchasesQuery = useNodeOf(purchasesQuery)
  const card = (
    <QueryErrorCard
      query={rows}
      subtitle={ERROR_SUBTITLES.retrieveData}
      onRetry={() => void $purchasesQuery.refetch()}
    />
  )
  if (rows.state === 'error') return card
  return (
    <>
      {card}
      <SortableTable
        label="Purchases"
        columns={COLUMNS}
        rows={rows.state === 'ready' ? rows.data : NO_ROWS}
        rowKey={(row) => row.key}
        emptyText={rows.state === 'loading' ? 'Loading the purchases…' : undefined}
      />
    </>
  )
}
