import { Card } from '../../components/card/card.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import css from './account-card.css?inline'

/** Mock data: the vault has no wallet yet (spec: placeholders with disabled buttons). */
const MOCK_ACCOUNT = {
  address: '0x7e57…c0de',
  balance: '123,223',
  token: 'CDX',
}

/** The Connected Account card: a static mock of the wallet to come. */
export function AccountCard() {
  return (
    <Card
      title="Connected Account"
      className="account-card"
      part="base"
      actions={
        <button type="button" className="account-card__add" disabled>
          Add Wallet
        </button>
      }
    >
      <StyleSheet name="account-card" css={css} />
      <p className="account-card__address">{MOCK_ACCOUNT.address}</p>
      <p className="account-card__balance">
        <span className="account-card__label">Token</span> {MOCK_ACCOUNT.balance}{' '}
        {MOCK_ACCOUNT.token}
      </p>
      <p className="account-card__note">Demonstration data: wallets are coming soon.</p>
    </Card>
  )
}
