/** The first 5 and the last 5 characters of an id; ids of 10 or fewer characters in full. */
export function truncateId(id: string): string {
  const characters = Array.from(id)
  if (characters.length <= 10) return id
  return `${characters.slice(0, 5).join('')}…${characters.slice(-5).join('')}`
}
