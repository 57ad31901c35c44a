import { useId, useState, type FormEvent } from 'react'
import type { DataItem } from '../../api/schemas/data.ts'
import { formatBytes } from '../../lib/bytes.ts'
import { fetchFromNetwork } from '../../stores/file-actions.ts'
import css from './manifest-fetch.css?inline'

type FetchState =
  | { state: 'idle' }
  | { state: 'fetching' }
  | { state: 'fetched'; item: DataItem }
  | { state: 'failed'; message: string }

/** The Fetch manifest card: pulls a dataset from the network and says what it got. */
export function ManifestFetch() {
  const [cid, setCid] = useState('')
  const [status, setStatus] = useState<FetchState>({ state: 'idle' })
  const titleId = useId()
  const fieldId = useId()
  const outcomeId = useId()

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    setStatus({ state: 'fetching' })
    const result = await fetchFromNetwork(cid)
    if (result.error) {
      setStatus({ state: 'failed', message: result.data.message || 'The node gave no reason.' })
    } else {
      setStatus({ state: 'fetched', item: result.data })
      setCid('')
    }
  }

  const failed = status.state === 'failed'
  return (
    <section className="cid-card" part="base" aria-labelledby={titleId}>
      <style>{css}</style>
      <h2 className="cid-card__title" id={titleId}>
        Fetch manifest
      </h2>
      <form className="cid-card__form" noValidate onSubmit={onSubmit}>
        <label className="cid-card__label" htmlFor={fieldId}>
          CID
        </label>
        <input
          id={fieldId}
          className="cid-card__input"
          part="input"
          value={cid}
          placeholder="CID"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={failed ? 'true' : 'false'}
          aria-describedby={failed ? outcomeId : undefined}
          onChange={(event) => setCid(event.currentTarget.value)}
        />
        <button
          className="cid-card__button"
          part="button"
          type="submit"
          disabled={status.state === 'fetching'}
        >
          {status.state === 'fetching' ? 'Fetching…' : 'Fetch'}
        </button>
      </form>
      <div id={outcomeId} aria-live="polite">
        {status.state === 'fetched' && (
          <p className="cid-card__result">
            Fetched {status.item.manifest.filename ?? 'a file without a name'} (
            {formatBytes(status.item.manifest.datasetSize)})
          </p>
        )}
        {failed && (
          <p className="cid-card__error" role="alert">
            {status.message}
          </p>
        )}
      </div>
    </section>
  )
}
