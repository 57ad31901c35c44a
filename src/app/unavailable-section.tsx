import { Placeholder } from '../components/placeholder/placeholder.tsx'

/** An honest placeholder for sections that later versions bring. */
export function UnavailableSection({ name }: { name: string }) {
  return (
    <section className="page-card unavailable">
      <Placeholder
        level={2}
        title="Not available yet"
        message={`${name} is not available in this version yet.`}
      />
    </section>
  )
}
