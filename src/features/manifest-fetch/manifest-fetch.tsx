import { Suspense, useState } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { CidForm } from '../../components/cid-form/cid-form.tsx'
import { formatBytes } from '../../lib/bytes.ts'
import { Button } from '../../components/button/button.tsx'
import { NOT_FOUND_YET } from '../../api/deadlines.ts'
import {
  fetchManifest,
  keepWaitingForManifest,
  manifestFetch,
} from '../../stores/node/manifest-fetch.ts'
import {
  cancelNetworkDownload,
  networkDownloadIn,
  networkDownloads,
} from '../../stores/node/network-download-list.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'

// Loads with the first download that runs (Logos Storage nodes only).
const DownloadProgress = lazyComponent(
  () => import('../../components/progress/download-progress.tsx'),
  'DownloadProgress',
)
/**
 * The Fetch manifest card: pulls a dataset from the network into the node and says what it got;
 * on a node that downloads in the background, with its progress and a Cancel.
 */
export function ManifestFetch() {
  const [cid, setCid] = useState('')
  const scope = useNodeScope()
  const status = useNodeStore(manifestFetch)
  const followed = status.state === 'fetching' || status.state === 'waiting' ? status.cid : ''
  const download = networkDownloadIn(useNodeStore(networkDownloads), followed)

  async function submit() {
    if (await fetchManifest(scope, cid)) setCid('')
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
    >
      {status.state === 'failed' && status.message === NOT_FOUND_YET && (
        <Button variant="outline" onClick={() => void keepWaitingForManifest(scope)}>
          Keep waiting in Transfers
        </Button>
      )}
      {status.state === 'waiting' && (
        <p className="vault-cid-form__note" role="status">
          Still looking on the network: follow it in Transfers.
        </p>
      )}
      {followed && download.state === 'running' && (
        <Suspense fallback={null}>
          <DownloadProgress
            {...download}
            onCancel={() => void cancelNetworkDownload(scope, followed)}
          />
        </Suspense>
      )}
    </CidForm>
  )
}
