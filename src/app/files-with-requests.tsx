import { Files, type FilesProps } from '../features/files/files.tsx'
import { lazyComponent } from '../components/lazy/lazy-component.ts'

const FileStorageRequest = lazyComponent(
  () => import('./storage-request-slots.tsx'),
  'FileStorageRequest',
)

/** `<vault-files>`: the files, whose details can open the storage request wizard. */
export function FilesWithRequests(props: Omit<FilesProps, 'storageRequest'>) {
  return <Files {...props} storageRequest={FileStorageRequest} />
}
