import type { ReactNode } from 'react'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { ROUTES } from '../../stores/page/router.ts'
import css from './onboarding.css?inline'
import { RouteLink } from './route-link.tsx'

const STEPS = [
  { path: ROUTES.welcome, label: 'Step 1: Welcome' },
  { path: ROUTES.onboardingName, label: 'Step 2: Your name' },
  { path: ROUTES.onboardingChecks, label: 'Step 3: Connection check' },
]

/** The onboarding page: the vault's name, the step content and the three step dots. */
export function OnboardingFrame({ step, children }: { step: number; children: ReactNode }) {
  return (
    <div className="onboarding">
      <StyleSheet name="onboarding" css={css} />
      <header className="onboarding-brand">Codex Vault</header>
      <main className="onboarding-main">{children}</main>
      <nav className="onboarding-dots" aria-label="Onboarding steps">
        <ol>
          {STEPS.map((dot, index) => (
            <li key={dot.path}>
              <RouteLink
                to={dot.path}
                label={dot.label}
                current={index === step}
                className="onboarding-dot"
              >
                <span aria-hidden="true" />
              </RouteLink>
            </li>
          ))}
        </ol>
      </nav>
    </div>
  )
}
