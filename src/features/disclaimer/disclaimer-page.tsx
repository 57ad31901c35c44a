import { DisclaimerText } from './disclaimer-text.tsx'

/** The Disclaimer page: the static legal text. */
export function DisclaimerPage() {
  return (
    <article className="page-card" aria-labelledby="disclaimer-title">
      <h2 id="disclaimer-title">Legal Disclaimer</h2>
      <DisclaimerText />
    </article>
  )
}
