import { createElement, Suspense } from 'react'
import { lazyComponent } from '../components/lazy/lazy-component.ts'
import { defineVaultElement } from './define-vault-element.tsx'

// Its own chunk, as the Transfers section's: not in the bundle's first load.
const TransfersPage = lazyComponent(
  () => import('../features/transfers/transfers-page.tsx'),
  'TransfersPage',
)

function Transfers() {
  return createElement(Suspense, { fallback: null }, createElement(TransfersPage))
}

/**
 * `<vault-transfers>`: every network download the vault started on the node (blocks and bytes,
 * speed, time left, transport, state; kept across reloads, re-attached while the node still runs
 * it) and every upload of this page, with cancel, retry and open when done.
 */
export const VaultTransfers = defineVaultElement({
  tag: 'vault-transfers',
  component: Transfers,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-transfers': InstanceType<typeof VaultTransfers>
  }
}
