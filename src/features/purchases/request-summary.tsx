import { formatBytes } from '../../lib/bytes.ts'
import { formatInteger } from '../../lib/exact.ts'
import type { StorageEstimate } from '../../lib/storage-estimate.ts'

/** What the request commits to, in exact integers, before anything is sent. */
export function RequestSummary({ estimate }: { estimate: StorageEstimate | undefined }) {
  if (!estimate) {
    return (
      <section className="storage-request__summary" aria-label="What this request means">
        <p>The price is shown once every value is valid and the file is listed by the node.</p>
      </section>
    )
  }
  const tokens = (amount: bigint) =>
    `${formatInteger(amount)} ${amount === 1n ? 'token' : 'tokens'}`
  return (
    <section className="storage-request__summary" aria-label="What this request means">
      <h3 className="storage-request__heading">What this request means</h3>
      <dl>
        <dt>Slots</dt>
        <dd>{formatInteger(estimate.slots)}</dd>
        <dt>Size per slot</dt>
        <dd>{formatBytes(estimate.slotSize)}</dd>
        <dt>Total price</dt>
        <dd>{tokens(estimate.totalPrice)}</dd>
        <dt>Collateral each host locks</dt>
        <dd>{tokens(estimate.collateralPerHost)}</dd>
      </dl>
      <p>
        Keeps the file while up to {formatInteger(estimate.tolerance)} of{' '}
        {formatInteger(estimate.slots)} hosts fail.
      </p>
    </section>
  )
}
