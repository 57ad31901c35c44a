import { useStore } from '@nanostores/react'
import { useState } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { FieldFrame } from '../../components/text-field/field-frame.tsx'
import { TextField } from '../../components/text-field/text-field.tsx'
import {
  checkPeerConnect,
  connectToPeer,
  peerConnect,
  type PeerConnectProblems,
} from '../../stores/node/peer-connect.ts'
import { capabilities } from '../../stores/node/profile.ts'
import { useNodeOf, useNodeScope, useNodeStore } from '../../stores/react.ts'

/** The Connect to a peer card: a peer id and optional addresses, and the node's answer. */
export function ConnectPeer() {
  const scope = useNodeScope()
  const state = useStore(useNodeOf(peerConnect))
  // A node that fetches in the background (Logos Storage) also asks a connected peer for blocks.
  const asksConnectedPeers = useNodeStore(capabilities)?.backgroundDownloads === true
  const [peerId, setPeerId] = useState('')
  const [addresses, setAddresses] = useState('')
  const [problems, setProblems] = useState<PeerConnectProblems>({})

  return (
    <Card title="Connect to a peer" className="peers__connect">
      <form
        className="peers__connect-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const found = checkPeerConnect(peerId, addresses)
          setProblems(found)
          if (!found.peerId && !found.addresses) void connectToPeer(scope, peerId, addresses)
        }}
      >
        <TextField
          label="Peer id"
          value={peerId}
          autoComplete="off"
          spellCheck={false}
          error={problems.peerId}
          onChange={(event) => setPeerId(event.currentTarget.value)}
        />
        <FieldFrame
          label="Addresses (optional)"
          hint="Multiaddresses, one per line, where the node can reach the peer."
          error={problems.addresses}
        >
          {(control) => (
            <textarea
              {...control}
              rows={2}
              value={addresses}
              spellCheck={false}
              onChange={(event) => setAddresses(event.currentTarget.value)}
            />
          )}
        </FieldFrame>
        <Button type="submit" loading={state.state === 'connecting'}>
          Connect
        </Button>
      </form>
      {asksConnectedPeers && (
        <p className="peers__muted">
          Direct downloads will also ask this peer for blocks while it stays connected.
        </p>
      )}
      <div aria-live="polite">
        {state.state === 'connected' && <p className="peers__connected">{state.message}</p>}
        {state.state === 'failed' && (
          <p className="peers__error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </Card>
  )
}
