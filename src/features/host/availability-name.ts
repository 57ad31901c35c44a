import type { Availability } from '../../api/schemas/marketplace.ts'
import { truncateId } from '../../lib/ids.ts'

/** What the page calls an availability: its nickname here, else its id cut to 5 + 5. */
export function availabilityName(
  availability: Pick<Availability, 'id'>,
  nicknames: Readonly<Record<string, string>>,
): string {
  return nicknames[availability.id] || truncateId(availability.id)
}
