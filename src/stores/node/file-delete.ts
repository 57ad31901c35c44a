import { reportNodeError } from '../page/error-reporting.ts'
import { forgetDeletedFile } from './files.ts'
import { removeFromEveryFolder } from './folders.ts'
import { type NodeScope } from '../nodes/scope.ts'

export const FILE_DELETED = 'The file has been deleted from the node.'

export function deleteFailedMessage(reason: string): string {
  return `Error when trying to delete: ${reason || 'the node gave no reason.'}`
}

/**
 * Deletes a file from the node (`DELETE /data/{cid}`, every line); once the node confirms, the
 * file leaves the folders and favourites and every list. Answers with the toast to show.
 */
export async function deleteFileFromNode(
  scope: NodeScope,
  cid: string,
): Promise<{ deleted: boolean; message: string }> {
  const result = await scope.client().deleteFile(cid)
  if (result.error) {
    reportNodeError(result.data, { action: 'delete file' })
    return { deleted: false, message: deleteFailedMessage(result.data.message) }
  }
  removeFromEveryFolder(scope, cid)
  void forgetDeletedFile(scope, cid)
  return { deleted: true, message: FILE_DELETED }
}
