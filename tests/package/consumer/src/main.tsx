// A node UI's own React 19 app that installed the packed vault: one element by its own entry, the
// all-elements entry for the rest, the JSX typings, and both ways of listening to a vault event.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import 'codex-vault/elements/vault-uploader'
import { define, type VaultEventMap } from 'codex-vault'
import type {} from 'codex-vault/react-jsx'
import { useVaultEvent } from './use-vault-event.ts'

function App({ nodeUrl }: { nodeUrl: string }) {
  const [fromProp, setFromProp] = useState<string[]>([])
  const [fromHook, setFromHook] = useState('')
  const section = useVaultEvent('vault-upload-complete', (event) => {
    setFromHook(`${event.detail.filename} ${event.detail.cid}`)
  })
  return (
    <main>
      <h1>My node UI</h1>
      <section ref={section}>
        <vault-uploader
          single
          node-url={nodeUrl}
          onvault-upload-complete={(event) => setFromProp((all) => [...all, event.detail.cid])}
        />
      </section>
      <output id="from-prop">{fromProp.join(' ')}</output>
      <output id="from-hook">{fromHook}</output>
      <p id="registered">{customElements.get('vault-files') ? 'vault-files defined' : ''}</p>
    </main>
  )
}

export function Refused({ event }: { event: VaultEventMap['vault-upload-complete'] }) {
  return (
    <>
      {/* @ts-expect-error single is a boolean */}
      <vault-uploader single="yes" />
      {/* @ts-expect-error limit is a number */}
      <vault-files limit="four" />
      {/* @ts-expect-error the uploader's detail has no size */}
      <output>{event.detail.size}</output>
    </>
  )
}

// `define` is the package's helper for a host's own elements; the vault's tags are defined already.
define('host-note', class extends HTMLElement {})
const nodeUrl = new URLSearchParams(location.search).get('node') ?? 'http://localhost:8080'
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App nodeUrl={nodeUrl} />
  </StrictMode>,
)
