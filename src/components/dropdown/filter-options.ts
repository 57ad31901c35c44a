export interface DropdownOption {
  value: string
  label: string
}

/** Options whose label contains the query, ignoring case and surrounding spaces. */
export function filterOptions(
  options: readonly DropdownOption[],
  query: string,
): readonly DropdownOption[] {
  const needle = query.trim().toLocaleLowerCase()
  if (!needle) return options
  return options.filter((option) => option.label.toLocaleLowerCase().includes(needle))
}
