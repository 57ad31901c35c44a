import type { FileType } from '../../lib/file-types.ts'

const LABELS: Record<FileType, string> = {
  archive: 'archives',
  document: 'documents',
  image: 'images',
  video: 'videos',
}

interface TypeFilterProps {
  counts: Partial<Record<FileType, number>>
  selected: readonly FileType[]
  onToggle: (type: FileType) => void
}

/** One toggle per file class present; none pressed shows every class. */
export function TypeFilter({ counts, selected, onToggle }: TypeFilterProps) {
  const present = (Object.keys(LABELS) as FileType[]).filter((type) => (counts[type] ?? 0) > 0)
  if (present.length === 0) return null
  return (
    <div className="type-filter" role="group" aria-label="File types">
      {present.map((type) => (
        <button
          key={type}
          type="button"
          className="type-filter__chip"
          aria-pressed={selected.includes(type)}
          onClick={() => onToggle(type)}
        >
          {LABELS[type]} ({counts[type]})
        </button>
      ))}
    </div>
  )
}
