import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { CidForm } from '../../components/cid-form/cid-form.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { $manifestFetch, fetchManifest } from '../../stores/manifest-fetch.ts'

/** The Fetch manifest card: pulls a dataset from the network and says what it got. */
export function ManifestFetch() {
  const [cid, setCid] = useState('')
  const status = useStore($manifestFetch)

  async function submit() {
    if (await fetchManifest(cid)) setCid('')
  }

  const fetching = status.state === 'fetching'
  return (
    <CidForm
      title="Fetch manifest"
      submitLabel={fetching ? 'Fetching…' : 'Fetch'}
      value={cid}
      onValueChange={setCid}
      onSubmit={() => void submit()}
      busy={fetching}
      error={status.state === 'failed' ? status.message : null}
      result={
        status.state === 'fetched' &&
        `Fetched ${status.item.manifest.filename ?? 'a file without a name'} (${formatBytes(status.item.manifest.datasetSize)})`
      }
    />
  )
}
