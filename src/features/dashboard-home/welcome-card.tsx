import { VAULT_VERSION } from '../../lib/version.ts'
import { useId } from 'react'

export const COMMUNITY_CHAT_URL = 'https://discord.gg/codex-storage'

/** The welcome card: where to start, the community chat, and the alpha disclaimer. */
export function WelcomeCard() {
  const titleId = useId()
  return (
    <section className="home-card welcome-card" aria-labelledby={titleId}>
      <h2 id={titleId}>Welcome to the vault</h2>
      <p>Begin your journey with Codex by uploading new files for testing.</p>
      <p>
        The protocol preserves important knowledge without risk of censorship. Upload a file, share
        its CID, and ask the network to keep it.
      </p>
      <p>
        <a href={COMMUNITY_CHAT_URL} target="_blank" rel="noopener noreferrer">
          Join the community chat
        </a>
      </p>
      <p className="welcome-card__disclaimer" role="note">
        <strong>Disclaimer:</strong> the vault is an early alpha (version {VAULT_VERSION}) for
        informational and demonstration use only. It is provided as is and subject to change; the
        provider is not liable for any loss.
      </p>
    </section>
  )
}
