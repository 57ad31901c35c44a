import { useRef, useState, type ChangeEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { exportNodeList, importNodeList, importSummary } from '../../stores/nodes/list-file.ts'
import { saveTextFile } from '../../stores/page/save-file.ts'

/** Export the node list as a JSON file (passwords only when asked) and import one. */
export function NodeListTransfer({ onMessage }: { onMessage: (message: string) => void }) {
  const [withPasswords, setWithPasswords] = useState(false)
  const transfer = useRef<HTMLDivElement>(null)

  function onExport() {
    const saved =
      transfer.current &&
      saveTextFile(
        'codex-vault-nodes.json',
        exportNodeList(withPasswords),
        'application/json',
        transfer.current,
      )
    if (!saved) onMessage('This browser cannot save a file.')
  }

  async function onImport(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target
    const file = input.files?.[0]
    input.value = ''
    if (!file) return
    let text: string
    try {
      text = await file.text()
    } catch {
      onMessage('The file could not be read: nothing was imported.')
      return
    }
    const result = importNodeList(text)
    onMessage(result.ok ? importSummary(result) : result.message)
  }

  return (
    <div className="node-transfer" ref={transfer}>
      <label className="node-transfer-option">
        <input
          type="checkbox"
          checked={withPasswords}
          onChange={(event) => setWithPasswords(event.target.checked)}
        />{' '}
        Include passwords (the file then holds them unencrypted)
      </label>
      <Button variant="outline" icon="download" onClick={onExport}>
        Export the node list
      </Button>
      <label className="node-transfer-import">
        <span>Import a node list</span>
        <input
          type="file"
          accept="application/json,.json"
          onChange={(event) => void onImport(event)}
        />
      </label>
    </div>
  )
}
