import { useStore } from '@nanostores/react'
import { Suspense, useState } from 'react'
import { lazyComponent } from '../../components/lazy/lazy-component.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { addNodeAt, removeNode } from '../../stores/nodes/list.ts'
import { $nodePasswords, type RegisteredNode } from '../../stores/nodes/registry.ts'
import { NodeForm } from './node-form.tsx'
import { NodeListTransfer } from './node-list-transfer.tsx'
import css from './nodes-page.css?inline'
import { RemoveNodeModal } from './remove-node-modal.tsx'

/** Apart from the first load: the rows' stores, and Prometheus's client for their up or down. */
const FleetTable = lazyComponent(() => import('./fleet-table.tsx'), 'FleetTable')

/**
 * The Nodes section: every node of the list in one table (each row live on its own), the node
 * unbound elements show, adding, editing and removing nodes, and the list as a file.
 */
export function NodesPage() {
  const passwords = useStore($nodePasswords)
  const [editing, setEditing] = useState<RegisteredNode | null>(null)
  const [removing, setRemoving] = useState<RegisteredNode | null>(null)
  const [message, setMessage] = useState('')
  return (
    <div className="nodes" part="base">
      <StyleSheet name="nodes" css={css} />
      <section className="page-card" aria-labelledby="nodes-fleet">
        <h2 id="nodes-fleet">Your nodes</h2>
        <div className="fleet-scroll">
          <Suspense fallback={<p>Loading your nodes…</p>}>
            {/* Adding it makes it the scope this element shows: the section mounts afresh. */}
            <FleetTable onEdit={setEditing} onRemove={setRemoving} onAddShown={addNodeAt} />
          </Suspense>
        </div>
        <p className="nodes-message" role="status">
          {message}
        </p>
      </section>
      <section className="page-card" aria-label={editing ? 'Edit the node' : 'Add a node'}>
        <NodeForm
          key={editing?.id ?? 'new'}
          editing={editing ?? undefined}
          hasPassword={editing ? passwords[editing.id] !== undefined : false}
          onDone={(text) => {
            setMessage(text)
            setEditing(null)
          }}
          onCancel={editing ? () => setEditing(null) : undefined}
        />
      </section>
      <section className="page-card" aria-labelledby="nodes-file">
        <h2 id="nodes-file">Node list file</h2>
        <NodeListTransfer onMessage={setMessage} />
      </section>
      <RemoveNodeModal
        node={removing}
        onClose={() => setRemoving(null)}
        onConfirm={(node) => {
          removeNode(node.id)
          setRemoving(null)
          if (editing?.id === node.id) setEditing(null)
          setMessage(`${node.name} was removed from the list.`)
        }}
      />
    </div>
  )
}
