import { useState } from 'react'
import { CidForm } from '../../components/cid-form/cid-form.tsx'
import { downloadFromNetwork } from '../../stores/file-actions.ts'

/** The Download card: a cid field; the file opens in a new window for the browser to save. */
export function Download() {
  const [cid, setCid] = useState('')
  const [problem, setProblem] = useState<string | null>(null)

  return (
    <CidForm
      title="Download"
      submitLabel="Download"
      value={cid}
      onValueChange={(value) => {
        setCid(value)
        setProblem(null)
      }}
      onSubmit={() => void downloadFromNetwork(cid).then(setProblem)}
      error={problem}
    />
  )
}
