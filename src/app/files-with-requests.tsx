import { Files, type FilesProps } from '../features/files/files.tsx'
import { FileStorageRequest } from './storage-request-slots.tsx'

/** `<vault-files>`: the files, whose details can open the storage request wizard. */
export function FilesWithRequests(props: Omit<FilesProps, 'storageRequest'>) {
  return <Files {...props} storageRequest={FileStorageRequest} />
}
