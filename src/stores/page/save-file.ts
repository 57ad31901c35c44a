import { getEnvironment } from './environment.ts'
import { OBJECT_URL_LIFETIME_MS } from '../cadences.ts'

/** Hands a text file to the browser's downloads (an object URL clicked, then released). */
export function saveTextFile(name: string, text: string, type: string, from: Element): boolean {
  const environment = getEnvironment()
  const url = environment.createObjectUrl(new Blob([text], { type }))
  if (!url) return false
  const link = from.ownerDocument.createElement('a')
  link.href = url
  link.download = name
  link.hidden = true
  from.append(link)
  link.click()
  link.remove()
  environment.setTimer(() => environment.revokeObjectUrl(url), OBJECT_URL_LIFETIME_MS)
  return true
}
