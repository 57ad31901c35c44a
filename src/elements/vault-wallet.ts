import { createElement } from 'react'
import { AccountCard } from '../features/account-card/account-card.tsx'
import { WalletPage } from '../features/wallet/wallet-page.tsx'
import { defineVaultElement } from './define-vault-element.tsx'

/** The wallet page with its account card, as `<vault-app>`'s Wallet route shows it. */
function Wallet() {
  return createElement(WalletPage, { account: createElement(AccountCard) })
}

/**
 * `<vault-wallet>`: the mock wallet: demonstration data, disabled actions, token tabs, the value in
 * USD, BTC, ETH, EUR, AUD, CAD or CNY.
 */
export const VaultWallet = defineVaultElement({
  tag: 'vault-wallet',
  component: Wallet,
  attributes: {},
  events: {},
})

declare global {
  interface HTMLElementTagNameMap {
    'vault-wallet': InstanceType<typeof VaultWallet>
  }
}
