// The demo's React 19 host page (`/react/`): the elements as JSX with typed properties, React
// state driven by their `vault-*` events, and the configuration a static tag on the page gave the
// shared stores. Built as its own entry (`dist/demo/react-host.js`), sharing the elements' React.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import '../elements/vault-uploader.ts'
import '../elements/vault-files.ts'
import '../elements/vault-availability-wizard.ts'
import type {} from '../elements/react-jsx.ts'

function ReactHost() {
  const [uploaded, setUploaded] = useState<string[]>([])
  const [selling, setSelling] = useState(false)
  return (
    <>
      <section className="react-card">
        <h2>Upload from React</h2>
        <vault-uploader
          single
          onvault-upload-complete={(event) =>
            setUploaded((names) => [...names, event.detail.filename])
          }
        />
        <p role="status">
          {uploaded.length === 0
            ? 'React has heard of no upload yet.'
            : `React heard: ${uploaded.join(', ')} uploaded.`}
        </p>
      </section>
      <section className="react-card">
        <h2>The last four files</h2>
        <vault-files limit={4} />
      </section>
      <section className="react-card">
        <h2>Sell space</h2>
        <p>{selling ? 'The wizard is open.' : 'The wizard is closed.'}</p>
        <button type="button" onClick={() => setSelling(true)} disabled={selling}>
          Open the availability wizard
        </button>
        <vault-availability-wizard open={selling} onvault-wizard-close={() => setSelling(false)} />
      </section>
    </>
  )
}

const root = document.getElementById('react-root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <ReactHost />
    </StrictMode>,
  )
}
