import { Suspense } from 'react'
import { ErrorBoundary } from './error-boundary.tsx'
import { lazyComponent } from '../components/lazy/lazy-component.ts'

// An onboarded user goes straight to the dashboard: onboarding's code loads only when shown.
const OnboardingFrame = lazyComponent(
  () => import('../features/onboarding/onboarding-frame.tsx'),
  'OnboardingFrame',
)
const WelcomeStep = lazyComponent(
  () => import('../features/onboarding/welcome-step.tsx'),
  'WelcomeStep',
)
const NameStep = lazyComponent(() => import('../features/onboarding/name-step.tsx'), 'NameStep')
const ChecksStep = lazyComponent(
  () => import('../features/onboarding/checks-step.tsx'),
  'ChecksStep',
)
const DisclaimerText = lazyComponent(
  () => import('../features/disclaimer/disclaimer-text.tsx'),
  'DisclaimerText',
)
const ProfileForm = lazyComponent(
  () => import('../features/profile/profile-form.tsx'),
  'ProfileForm',
)
const HealthCheck = lazyComponent(
  () => import('../features/health-check/health-check.tsx'),
  'HealthCheck',
)

const STEPS = { welcome: 0, onboardingName: 1, onboardingChecks: 2 } as const

/** The three onboarding screens in their frame, one per route. */
export function Onboarding({ step, path }: { step: keyof typeof STEPS; path: string }) {
  return (
    <Suspense fallback={null}>
      <OnboardingFrame step={STEPS[step]}>
        <ErrorBoundary key={path}>
          {step === 'welcome' ? (
            <WelcomeStep disclaimer={<DisclaimerText />} />
          ) : step === 'onboardingName' ? (
            <NameStep profileForm={<ProfileForm />} />
          ) : (
            <ChecksStep healthCheck={<HealthCheck />} />
          )}
        </ErrorBoundary>
      </OnboardingFrame>
    </Suspense>
  )
}
