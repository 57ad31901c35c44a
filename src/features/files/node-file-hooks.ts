import { useCallback, useEffect, useState } from 'react'
import { downloadLocal } from '../../stores/node/file-actions.ts'
import { nodeFileUrl } from '../../stores/node/file-links.ts'
import { useNodeScope } from '../../stores/react.ts'
import { showToast } from '../../stores/page/toasts.ts'

/** Downloads a file of the element's node; a download that cannot start says why in a toast. */
export function useDownloadLocal(): (cid: string) => void {
  const scope = useNodeScope()
  return useCallback(
    (cid: string) => {
      void downloadLocal(scope, cid).then((problem) => {
        if (problem) showToast('error', problem)
      })
    },
    [scope],
  )
}

/**
 * A URL an `<img>` can show for a file of the element's node: the node's own URL, or an object
 * URL fetched with the node's password, released when the view goes. Null until known; an error
 * when the file could not be fetched.
 */
export function useNodeFileUrl(url: string | null): { url: string | null; failed: boolean } {
  const scope = useNodeScope()
  const [shown, setShown] = useState<{ url: string | null; failed: boolean }>({
    url: null,
    failed: false,
  })
  useEffect(() => {
    if (url === null) return
    let release: (() => void) | null = null
    let gone = false
    void nodeFileUrl(url, scope).then((result) => {
      if (result.error) {
        if (!gone) setShown({ url: null, failed: true })
        return
      }
      if (gone) return result.data.release()
      release = result.data.release
      setShown({ url: result.data.url, failed: false })
    })
    return () => {
      gone = true
      release?.()
    }
  }, [url, scope])
  return shown
}
