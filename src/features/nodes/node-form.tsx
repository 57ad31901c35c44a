import { useState, type FormEvent } from 'react'
import { Button } from '../../components/button/button.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import {
  NEW_ADDRESS_NO_PASSWORD,
  PASSWORD_IN_CLEAR,
  addNode,
  checkNodeDraft,
  sendsPasswordInClear,
  updateNode,
  type NodeDraft,
  type NodeFormErrors,
} from '../../stores/nodes/list.ts'
import type { RegisteredNode } from '../../stores/nodes/registry.ts'
import { sameOrigin } from '../../lib/urls.ts'

interface NodeFormProps {
  /** The node being edited; absent to add one. */
  editing?: RegisteredNode
  /** Whether the node being edited has a password kept. */
  hasPassword?: boolean
  onDone: (message: string) => void
  onCancel?: () => void
}

/** A kept password stays for its own origin only: a new address starts without it. */
function keptPasswordHint(keptFor: string, typed: string): string {
  return sameOrigin(keptFor, typed)
    ? 'Leave empty to keep the password kept for this node.'
    : NEW_ADDRESS_NO_PASSWORD
}

const EMPTY: NodeDraft = { name: '', url: '', username: '', password: '' }

/** Add a node, or edit one: name, address, and the username and password of its proxy. */
export function NodeForm({ editing, hasPassword, onDone, onCancel }: NodeFormProps) {
  const [draft, setDraft] = useState<NodeDraft>(() =>
    editing
      ? { name: editing.name, url: editing.url, username: editing.username ?? '', password: '' }
      : EMPTY,
  )
  const [errors, setErrors] = useState<NodeFormErrors>({})
  const [warned, setWarned] = useState(false)
  const inClear = sendsPasswordInClear(draft)
  const change = (field: keyof NodeDraft) => (event: { target: { value: string } }) => {
    setDraft({ ...draft, [field]: event.target.value })
    setWarned(false)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = checkNodeDraft(draft, editing?.id)
    setErrors(found)
    if (Object.keys(found).length) return
    if (inClear && !warned) {
      setWarned(true)
      return
    }
    const result = editing ? updateNode(editing.id, draft) : addNode(draft)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    onDone(editing ? `${draft.name.trim()} was saved.` : `${draft.name.trim()} was added.`)
    if (!editing) setDraft(EMPTY)
    setWarned(false)
  }

  const title = editing ? `Edit ${editing.name}` : 'Add a node'
  return (
    <form className="node-form" onSubmit={onSubmit} noValidate aria-label={title}>
      <h3>{title}</h3>
      <TextField
        label="Name"
        name="name"
        value={draft.name}
        error={errors.name}
        onChange={change('name')}
        maxLength={40}
        autoComplete="off"
      />
      <TextField
        label="Address"
        name="url"
        type="url"
        value={draft.url}
        placeholder="http://127.0.0.1:8080"
        error={errors.url}
        onChange={change('url')}
        autoComplete="off"
      />
      <TextField
        label="Username"
        name="username"
        value={draft.username}
        hint="Only for a node behind a proxy that asks for a password."
        error={errors.username}
        onChange={change('username')}
        autoComplete="off"
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        value={draft.password}
        hint={editing && hasPassword ? keptPasswordHint(editing.url, draft.url) : undefined}
        error={errors.password}
        onChange={change('password')}
        autoComplete="new-password"
      />
      {warned ? (
        <p className="node-form-warning" role="alert">
          {PASSWORD_IN_CLEAR}
        </p>
      ) : null}
      <div className="node-form-actions">
        <Button type="submit">{warned ? 'Save anyway' : editing ? 'Save' : 'Add node'}</Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
