import { useStore } from '@nanostores/react'
import { Suspense, useState } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { CidForm } from '../../components/cid-form/cid-form.tsx'
import { createCidPresence, type CidPresence } from '../../stores/node/cid-presence.ts'
import { downloadFromNetwork } from '../../stores/node/file-actions.ts'
import {
  cancelNetworkDownload,
  keepWaitingOnNetwork,
  networkDownloadIn,
  networkDownloads,
} from '../../stores/node/network-download-list.ts'
import { Button } from '../../components/button/button.tsx'
import { NOT_FOUND_YET } from '../../api/deadlines.ts'
import { capabilities } from '../../stores/node/profile.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'

const PRESENCE_TEXT: Record<CidPresence, string | null> = {
  unknown: null,
  checking: 'Checking whether this node has it…',
  stored: 'This file is already on this node.',
  'not stored': 'This file is not on this node yet: it will be fetched from the network.',
}

// Loads with the first download that runs (Logos Storage nodes only).
const DownloadProgress = lazyComponent(
  () => import('../../components/progress/download-progress.tsx'),
  'DownloadProgress',
)
/**
 * The Download card: a cid field; the file opens in a new window for the browser to save. Where
 * the node can tell, it says first whether it already has the file, and it shows a fetch of the
 * same cid into the node that runs meanwhile.
 */
export function Download() {
  const [cid, setCid] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  // A node behind a password: the file is fetched before the browser gets it.
  const [opening, setOpening] = useState(false)
  const scope = useNodeScope()
  const [presence] = useState(() => createCidPresence(scope))
  const stored = useStore(presence.$presence)
  const download = networkDownloadIn(useNodeStore(networkDownloads), cid)
  const presenceText = PRESENCE_TEXT[stored]
  const hasMix = useNodeStore(capabilities)?.mix === true
  const [privately, setPrivately] = useState(false)

  return (
    <CidForm
      title="Download"
      submitLabel="Download"
      value={cid}
      onValueChange={(value) => {
        setCid(value)
        setProblem(null)
        void presence.check(value)
      }}
      onSubmit={() => {
        setOpening(true)
        const transport = hasMix && privately ? 'mix' : 'direct'
        void downloadFromNetwork(scope, cid, { transport }).then((found) => {
          setOpening(false)
          setProblem(found)
        })
      }}
      busy={opening}
      error={problem}
      options={
        hasMix && (
          <label className="vault-cid-form__option">
            <input
              type="checkbox"
              checked={privately}
              onChange={(event) => setPrivately(event.currentTarget.checked)}
            />
            Private (Mix): peers cannot tell this node asked for the file
          </label>
        )
      }
    >
      {problem === NOT_FOUND_YET && (
        <Button
          variant="outline"
          onClick={() => {
            setProblem(null)
            void keepWaitingOnNetwork(scope, cid, {
              transport: hasMix && privately ? 'mix' : 'direct',
            })
          }}
        >
          Keep waiting in Transfers
        </Button>
      )}
      {presenceText && !problem && (
        <p className="vault-cid-form__note" role="status">
          {presenceText}
        </p>
      )}
      {download.state === 'running' && (
        <Suspense fallback={null}>
          <DownloadProgress {...download} onCancel={() => void cancelNetworkDownload(scope, cid)} />
        </Suspense>
      )}
    </CidForm>
  )
}
