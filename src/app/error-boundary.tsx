import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorCard } from '../components/error-card/error-card.tsx'
import { getEnvironment } from '../stores/page/environment.ts'

interface State {
  error: Error | undefined
}

/** Catches a failing screen and shows its message instead of a blank page; reported once. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error)
    const stack = error instanceof Error ? (error.stack ?? null) : null
    getEnvironment().reportError(
      { message, code: null, issues: null, sourceStack: stack },
      { componentStack: info.componentStack ?? undefined },
    )
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <section className="page-card route-error">
        <ErrorCard level={2} message={error.message || 'Something went wrong.'} />
      </section>
    )
  }
}
