import { useStore } from '@nanostores/react'
import { useId, type ReactNode } from 'react'
import { Button } from '../../components/button/button.tsx'
import { Card } from '../../components/card/card.tsx'
import { Tabs } from '../../components/tabs/tabs.tsx'
import { $walletValue, chooseWalletCurrency, WALLET_CURRENCIES } from '../../stores/page/wallet.ts'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './wallet-page.css?inline'

const ACTIONS = ['Buy / Sell', 'Send', 'Swap', 'Bridge', 'Receive', 'Import', 'Refresh'] as const
const DISCORD_URL = 'https://discord.gg/codex-storage'

/** Hard-coded balances: the vault has no wallet yet. */
const TOKENS = [
  { name: 'Codex', amount: '123,223 CDX' },
  { name: 'Ethereum', amount: '2.32 ETH' },
] as const

function TokenList() {
  return (
    <ul className="wallet__tokens">
      {TOKENS.map((token) => (
        <li key={token.name}>
          <span>{token.name}</span> <strong>{token.amount}</strong>
        </li>
      ))}
    </ul>
  )
}

/** The Wallet page: a mock of the wallet to come, with demonstration data and disabled actions. */
export function WalletPage({ account }: { account: ReactNode }) {
  const value = useStore($walletValue)
  const currencyId = useId()
  return (
    <div className="wallet" part="base">
      <StyleSheet name="wallet" css={css} />
      <p className="wallet__notice" role="note">
        Demonstration data: the wallet is not connected to any chain yet, and nothing here can be
        bought, sent or received.
      </p>
      <div className="wallet__grid">
        {account}
        <Card title="Wallet" className="wallet__card">
          <p className="wallet__balance">
            <span className="wallet__label">Token</span> 123,223 CDX
          </p>
          <div className="wallet__value">
            <span aria-live="polite">
              {value.amount} {value.currency}
            </span>
            <label className="vault-visually-hidden" htmlFor={currencyId}>
              Currency
            </label>
            <select
              id={currencyId}
              value={value.currency}
              aria-busy={value.converting}
              onChange={(event) => void chooseWalletCurrency(event.currentTarget.value)}
            >
              {WALLET_CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
        </Card>
      </div>
      <ul className="wallet__actions" aria-label="Wallet actions (not available yet)">
        {ACTIONS.map((action) => (
          <li key={action}>
            <Button variant="outline" disabled>
              {action}
            </Button>
          </li>
        ))}
      </ul>
      <div className="wallet__grid">
        <Card title="Assets" className="wallet__card">
          <Tabs
            label="Assets"
            tabs={[
              { id: 'tokens', label: 'Tokens', content: <TokenList /> },
              { id: 'nfts', label: 'NFTs', content: <p>You have no NFTs yet.</p> },
              { id: 'contacts', label: 'Contacts', content: <p>You have no contacts yet.</p> },
            ]}
          />
        </Card>
        <Card title="Activity" className="wallet__card">
          <p>You currently have no activity.</p>
          <h4>Require Assistance?</h4>
          <p>
            <a href={DISCORD_URL} target="_blank" rel="noopener noreferrer">
              Join Codex Discord
            </a>{' '}
            Get direct access to the Core Team.
          </p>
        </Card>
      </div>
    </div>
  )
}
