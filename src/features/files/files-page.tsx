import { Files } from './files.tsx'
import '../../components/vault-tags.ts'
import css from './files-page.css?inline'

/** `/dashboard/files`: the full list, with the upload, download and fetch cards beside it. */
export function FilesPage() {
  return (
    <div className="files-page">
      <style>{css}</style>
      <div className="files-page__list">
        <Files />
      </div>
      <aside className="files-page__aside" aria-label="Add files">
        <vault-uploader />
        <vault-download />
        <vault-manifest-fetch />
      </aside>
    </div>
  )
}
