// A React 19 host as the README shows it, type-checked by `npm run test:types` (tsc): the JSX
// typings accept what the elements take and refuse what they do not. Rendered for real by
// tests/browser/elements/react-host.test.tsx.
import { useState } from 'react'
import '../../src/elements/vault-uploader.ts'
import '../../src/elements/vault-files.ts'
import '../../src/elements/vault-availability-wizard.ts'
import type {} from '../../src/elements/react-jsx.ts'

export function ReactHost({ nodeUrl }: { nodeUrl: string }) {
  const [cids, setCids] = useState<string[]>([])
  const [open, setOpen] = useState(true)
  return (
    <main>
      <vault-uploader
        single
        node-url={nodeUrl}
        onvault-upload-complete={(event) => setCids((all) => [...all, event.detail.cid])}
      />
      <vault-files limit={4} theme="dark" />
      <vault-availability-wizard
        open={open}
        onvault-wizard-close={(event) => setOpen(event.detail.finished && false)}
      />
      <output>{cids.join(' ')}</output>
    </main>
  )
}

export function Refused() {
  return (
    <>
      {/* @ts-expect-error limit is a number */}
      <vault-files limit="four" />
      {/* @ts-expect-error single is a boolean */}
      <vault-uploader single="yes" />
      {/* @ts-expect-error the detail of vault-upload-complete has no size */}
      <vault-uploader onvault-upload-complete={(event) => event.detail.size} />
    </>
  )
}
