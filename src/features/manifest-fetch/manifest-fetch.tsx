import { useState } from 'react'
import type { DataItem } from '../../api/schemas/data.ts'
import { CidForm } from '../../components/cid-form/cid-form.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { fetchFromNetwork } from '../../stores/file-actions.ts'

type FetchState =
  | { state: 'idle' }
  | { state: 'fetching' }
  | { state: 'fetched'; item: DataItem }
  | { state: 'failed'; message: string }

/** The Fetch manifest card: pulls a dataset from the network and says what it got. */
export function ManifestFetch() {
  const [cid, setCid] = useState('')
  const [status, setStatus] = useState<FetchState>({ state: 'idle' })

  async function fetchManifest() {
    setStatus({ state: 'fetching' })
    const result = await fetchFromNetwork(cid)
    if (result.error) {
      setStatus({ state: 'failed', message: result.data.message || 'The node gave no reason.' })
    } else {
      setStatus({ state: 'fetched', item: result.data })
      setCid('')
    }
  }

  const fetching = status.state === 'fetching'
  return (
    <CidForm
      title="Fetch manifest"
      submitLabel={fetching ? 'Fetching…' : 'Fetch'}
      value={cid}
      onValueChange={setCid}
      onSubmit={() => void fetchManifest()}
      busy={fetching}
      error={status.state === 'failed' ? status.message : null}
      result={
        status.state === 'fetched' &&
        `Fetched ${status.item.manifest.filename ?? 'a file without a name'} (${formatBytes(status.item.manifest.datasetSize)})`
      }
    />
  )
}
