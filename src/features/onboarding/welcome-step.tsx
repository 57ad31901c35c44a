import { useState, type ReactNode } from 'react'
import { Modal } from '../../components/modal/modal.tsx'
import { reachOnboardingStep } from '../../stores/page/onboarding.ts'
import { VAULT_VERSION } from '../../lib/version.ts'
import { ROUTES } from '../../stores/page/router.ts'
import { NextLink } from './next-link.tsx'
import { RouteLink } from './route-link.tsx'

/** Step 0: the alpha notice, the legal disclaimer, the pitch and the way in. */
export function WelcomeStep({ disclaimer }: { disclaimer: ReactNode }) {
  const [showDisclaimer, setShowDisclaimer] = useState(false)
  const next = () => reachOnboardingStep(1)
  return (
    <div className="onboarding-step">
      <p className="onboarding-alpha">
        <span className="onboarding-badge">alpha</span> Version {VAULT_VERSION}, for informational
        and demonstration use only.{' '}
        <button
          type="button"
          className="onboarding-text-button"
          onClick={() => setShowDisclaimer(true)}
        >
          Legal Disclaimer
        </button>
      </p>
      <h1>Hello, Welcome to Codex Vault</h1>
      <p className="onboarding-lead">
        Codex is a durable, decentralised data storage protocol, created so the world community can
        preserve its most important knowledge without risk of censorship.
      </p>
      <div className="onboarding-actions">
        <RouteLink to={ROUTES.onboardingName} className="onboarding-start" onFollow={next}>
          Let&apos;s get started
        </RouteLink>
        <NextLink to={ROUTES.onboardingName} enabled onFollow={next} />
      </div>
      <Modal
        open={showDisclaimer}
        title="Legal Disclaimer"
        onClose={() => setShowDisclaimer(false)}
      >
        {disclaimer}
      </Modal>
    </div>
  )
}
