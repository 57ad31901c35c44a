import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { nodeHealth } from '../../stores/node/status.ts'
import {
  $hasDisplayName,
  ONBOARDING_FINISHED,
  reachOnboardingStep,
} from '../../stores/page/onboarding.ts'
import { $displayName, $emoji } from '../../stores/page/profile.ts'
import { ROUTES } from '../../stores/page/router.ts'
import { NextLink } from './next-link.tsx'
import { useNodeStore } from '../../stores/react.ts'

/** Step 2: a greeting and the health check; next works once the node answers. */
export function ChecksStep({ healthCheck }: { healthCheck: ReactNode }) {
  const name = useStore($displayName)
  const emoji = useStore($emoji)
  const named = useStore($hasDisplayName)
  const node = useNodeStore(nodeHealth)
  const ready = named && node === 'up'
  return (
    <div className="onboarding-step">
      <p className="onboarding-section">Connection / Device Health Check</p>
      <h1>
        <span aria-hidden="true">{emoji} </span>
        {named ? `Nice to meet you ${name.trim()}, ` : 'Nice to meet you, '}
        Let&apos;s establish our connection.
      </h1>
      {healthCheck}
      <div className="onboarding-actions">
        {ready ? null : (
          <p className="onboarding-hint">
            {named ? 'Connect to your node to continue.' : 'Enter a name to continue.'}
          </p>
        )}
        <NextLink
          to={ROUTES.dashboard}
          enabled={ready}
          onFollow={() => reachOnboardingStep(ONBOARDING_FINISHED)}
        />
      </div>
    </div>
  )
}
