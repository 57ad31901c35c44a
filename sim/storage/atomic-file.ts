import { randomBytes } from 'node:crypto'
import { copyFile, link, open, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** Flushes a directory entry (a rename or unlink) to disk, so a crash cannot undo it. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

export const temporaryPath = (path: string): string =>
  join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`)

/** Writes `data` so that readers see either the old file or the whole new one, even after kill -9. */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  durable = true,
): Promise<void> {
  const temporary = temporaryPath(path)
  const handle = await open(temporary, 'w')
  try {
    await handle.writeFile(data)
    if (durable) await handle.sync()
  } finally {
    await handle.close()
  }
  try {
    await rename(temporary, path)
  } catch (error) {
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  if (durable) await syncDirectory(dirname(path))
}

/** Moves an already synced file into place durably. */
export async function renameDurably(from: string, to: string): Promise<void> {
  await rename(from, to)
  await syncDirectory(dirname(to))
}

/** Hard-links an immutable file into place, or copies it atomically across file systems. */
export async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EEXIST') return
    if (code !== 'EXDEV' && code !== 'EPERM') throw error
    const temporary = temporaryPath(target)
    await copyFile(source, temporary)
    const handle = await open(temporary, 'r+')
    await handle.sync().finally(() => handle.close())
    await rename(temporary, target)
  }
  await syncDirectory(dirname(target))
}
