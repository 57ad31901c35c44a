import { useState, type ChangeEvent, type FormEvent } from 'react'
import { setScopeNodeUrl } from '../../stores/nodes/active-node.ts'
import { useNodeScope } from '../../stores/react.ts'
import {
  isValidAddress,
  isValidPort,
  joinNodeAddress,
  splitNodeUrl,
  splitTypedAddress,
} from '../../stores/node/address.ts'
import { refetchNodeStatus } from '../../stores/node/status.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './health-check.css?inline'
import { HealthChecklist } from './health-checklist.tsx'
import { useNodeStateChange, type NodeStateChange } from './use-node-state-change.ts'

export interface HealthCheckProps {
  /** Fired when the user saves a new node address with the refresh action. */
  onNodeUrlChange?: (detail: { url: string }) => void
  /** Fired when the node's status becomes known and whenever it changes. */
  onNodeStateChange?: (detail: NodeStateChange) => void
}

/** The node address form and the checklist of what the vault needs to work. */
export function HealthCheck({ onNodeUrlChange, onNodeStateChange }: HealthCheckProps) {
  useNodeStateChange(onNodeStateChange)
  const scope = useNodeScope()
  const nodeUrl = scope.binding.url
  const [fields, setFields] = useState(() => splitNodeUrl(nodeUrl))
  const [shownUrl, setShownUrl] = useState(nodeUrl)
  if (shownUrl !== nodeUrl) {
    // Another element or tab saved a new address: show it.
    setShownUrl(nodeUrl)
    setFields(splitNodeUrl(nodeUrl))
  }
  const addressValid = isValidAddress(fields.address)
  const portValid = isValidPort(fields.port)
  const joined = joinNodeAddress(fields)

  function onAddress(event: ChangeEvent<HTMLInputElement>) {
    const typed = splitTypedAddress(event.target.value)
    setFields((current) => ({ address: typed.address, port: typed.port ?? current.port }))
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!joined) return
    const changed = joined !== scope.binding.url
    if (changed && setScopeNodeUrl(scope, joined)) onNodeUrlChange?.({ url: joined })
    else void refetchNodeStatus(scope)
  }

  return (
    <section className="health-check" part="base" aria-labelledby="health-check-title">
      <StyleSheet name="health-check" css={css} />
      <form className="address" onSubmit={onSubmit} noValidate>
        <label className="field">
          <span>Address</span>
          <input
            type="url"
            name="address"
            value={fields.address}
            placeholder="http://127.0.0.1"
            aria-invalid={!addressValid}
            aria-describedby={addressValid ? undefined : 'address-error'}
            onChange={onAddress}
          />
        </label>
        <label className="field port">
          <span>Port</span>
          <input
            type="text"
            inputMode="numeric"
            name="port"
            value={fields.port}
            placeholder="8080"
            aria-invalid={!portValid}
            aria-describedby={portValid ? undefined : 'port-error'}
            onChange={(event) => setFields({ ...fields, port: event.target.value.trim() })}
          />
        </label>
        <button type="submit" className="refresh" disabled={!joined}>
          Refresh
        </button>
        {addressValid ? null : (
          <p id="address-error" className="invalid" role="alert">
            The address is not a valid URL.
          </p>
        )}
        {portValid ? null : (
          <p id="port-error" className="invalid" role="alert">
            The port must be a number.
          </p>
        )}
      </form>
      <p className="reminder">Ensure that port forwarding is enabled for your settings.</p>
      <HealthChecklist />
    </section>
  )
}
