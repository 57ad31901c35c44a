/** An honest placeholder for sections that later versions bring. */
export function UnavailableSection({ name }: { name: string }) {
  return (
    <section className="page-card unavailable" aria-labelledby="unavailable-title">
      <h2 id="unavailable-title">Not available yet</h2>
      <p>{name} is not available in this version yet.</p>
    </section>
  )
}
