import { VAULT_VERSION } from '../../lib/version.ts'
/** The legal text, shown in the onboarding modal and on the Disclaimer page. */
export function DisclaimerText() {
  return (
    <div className="disclaimer-text">
      <p>
        Codex Vault is an early alpha release, version {VAULT_VERSION}. It is offered for
        informational and demonstration purposes only and is not intended for production use or for
        storing data you cannot afford to lose.
      </p>
      <p>
        The software is provided as is, without warranty of any kind, express or implied. Its
        features, behaviour and the data formats it relies on are subject to change at any time
        without notice.
      </p>
      <p>
        To the fullest extent permitted by law, the provider is not liable for any loss of data,
        tokens or other damage arising from the use of, or the inability to use, this software. By
        continuing you accept these terms.
      </p>
    </div>
  )
}
