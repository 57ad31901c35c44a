import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { $hasDisplayName, reachOnboardingStep } from '../../stores/page/onboarding.ts'
import { ROUTES } from '../../stores/page/router.ts'
import { NextLink } from './next-link.tsx'

/** Step 1: the preferred name and emoji; next works once a name is set. */
export function NameStep({ profileForm }: { profileForm: ReactNode }) {
  const named = useStore($hasDisplayName)
  return (
    <div className="onboarding-step">
      <p className="onboarding-section">Personalization</p>
      <h1>Let&apos;s get you setup. What do you want to be called?</h1>
      {profileForm}
      <div className="onboarding-actions">
        {named ? null : <p className="onboarding-hint">Enter a name to continue.</p>}
        <NextLink
          to={ROUTES.onboardingChecks}
          enabled={named}
          onFollow={() => reachOnboardingStep(2)}
        />
      </div>
    </div>
  )
}
