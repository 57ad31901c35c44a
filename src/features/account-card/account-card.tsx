import { useId } from 'react'
import css from './account-card.css?inline'

/** Mock data: the vault has no wallet yet (spec: placeholders with disabled buttons). */
const MOCK_ACCOUNT = {
  address: '0x7e57…c0de',
  balance: '123,223',
  token: 'CDX',
}

/** The Connected Account card: a static mock of the wallet to come. */
export function AccountCard() {
  const titleId = useId()
  return (
    <section className="account-card" part="base" aria-labelledby={titleId}>
      <style>{css}</style>
      <header className="account-card__header">
        <h2 id={titleId}>Connected Account</h2>
        <button type="button" className="account-card__add" disabled>
          Add Wallet
        </button>
      </header>
      <p className="account-card__address">{MOCK_ACCOUNT.address}</p>
      <p className="account-card__balance">
        <span className="account-card__label">Token</span> {MOCK_ACCOUNT.balance}{' '}
        {MOCK_ACCOUNT.token}
      </p>
      <p className="account-card__note">Demonstration data: wallets are coming soon.</p>
    </section>
  )
}
