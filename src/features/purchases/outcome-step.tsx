import { ErrorCard } from '../../components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../components/error-card/error-subtitles.ts'
import { Icon } from '../../components/icon/icon.tsx'
import type { VaultError } from '../../api/result.ts'
import type { WizardOutcome } from '../../stores/node/wizard-flow.ts'
import type { StorageRequestCreated } from '../../stores/node/storage-request-wizard.ts'

/** What the input check or the node found wrong, one line per issue. */
function issueLines(error: VaultError): string[] {
  return (error.issues ?? []).map((issue) =>
    issue.path ? `${issue.path}: ${issue.message}` : issue.message,
  )
}

/** Step 3: the request being processed, or the error with only Back to go on. */
export function OutcomeStep({ outcome }: { outcome: WizardOutcome<StorageRequestCreated> }) {
  if (outcome.state === 'failed') {
    const issues = issueLines(outcome.error)
    return (
      <div className="storage-request__outcome">
        <ErrorCard
          subtitle={ERROR_SUBTITLES.createStorageRequest}
          message={outcome.error.message || `The node answered ${outcome.error.code ?? 'nothing'}.`}
        />
        {issues.length > 0 && (
          <ul className="storage-request__issues" aria-label="Problems found">
            {issues.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    )
  }
  return (
    <div className="storage-request__outcome storage-request__outcome--success" role="status">
      <Icon name="check-circle" size={40} />
      <h3 className="storage-request__heading">Your request is being processed.</h3>
      <p>
        Processing your request may take some time. Once completed, it will appear in your purchase
        list. You can safely close this dialog.
      </p>
      {outcome.state === 'succeeded' && (
        <p>
          Request id: <span className="storage-request__cid">{outcome.answer.requestId}</span>
        </p>
      )}
    </div>
  )
}
