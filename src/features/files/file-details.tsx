import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { formatBytes } from '../../lib/bytes.ts'
import { formatUnixSeconds } from '../../lib/dates.ts'
import { truncateId } from '../../lib/ids.ts'
import { filePurchases } from '../../stores/node/file-purchases.ts'
import type { FileEntry } from '../../stores/node/file-list.ts'
import { folders as nodeFolders, toggleInFolder } from '../../stores/node/folders.ts'
import { useNodeScope, useNodeStore } from '../../stores/react.ts'
import { useNodeFileUrl } from './node-file-hooks.ts'
import { fileName } from './file-name.ts'
import { AdvertiseToggle } from './advertise-toggle.tsx'
import { advertisingServed, askAdvertised } from '../../stores/node/advertising.ts'

/** What not announcing a file means, for the details sheet (the reference's late-2026 notes). */
export const NOT_ADVERTISED_MEANS =
  'A private file is not announced to the network: peers cannot fetch it, not even its manifest, and only this node can read it. Records this node already published are not withdrawn: they stop being renewed and expire.'

function Announced({ file }: { file: FileEntry }) {
  const served = useNodeStore(advertisingServed)
  const scope = useNodeScope()
  const shown = served.state === 'ready' && served.data
  useEffect(() => {
    if (shown) askAdvertised(scope, [file.cid])
  }, [scope, file.cid, shown])
  if (!shown) return null
  return (
    <section className="file-details__announce" aria-labelledby="file-announce-title">
      <h3 id="file-announce-title">Announced to the network</h3>
      <AdvertiseToggle cid={file.cid} name={fileName(file)} />
      <p className="file-details__muted">{NOT_ADVERTISED_MEANS}</p>
    </section>
  )
}

function FilePurchases({ cid }: { cid: string }) {
  const purchases = useStore(filePurchases(useNodeScope(), cid))

  if (purchases.state === 'loading') {
    return <p className="file-details__muted">Loading the purchases…</p>
  }
  if (purchases.state === 'error') {
    return (
      <p className="file-details__error" role="alert">
        Cannot retrieve the purchases: {purchases.error.message}
      </p>
    )
  }
  const count = purchases.data.length
  return (
    <>
      <p>
        Used: {count} purchase{count === 1 ? '' : 's'}
      </p>
      {count > 0 && (
        <ul className="file-details__purchases">
          {purchases.data.map((purchase, index) => (
            <li key={purchase.requestId || index}>
              <span title={purchase.requestId}>{truncateId(purchase.requestId) || '-'}</span>{' '}
              <span>{purchase.state}</span>
              {purchase.error && <span className="file-details__muted"> {purchase.error}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

/** Images only, through <img>: an SVG there runs no script and reaches no page. */
function Preview({ file }: { file: FileEntry }) {
  const [broken, setBroken] = useState(false)
  const scope = useNodeScope()
  const isImage = file.type === 'image'
  const source = useNodeFileUrl(isImage ? scope.client().downloadUrl(file.cid) : null)
  if (!isImage || broken || source.failed) {
    return <p className="file-details__muted">File Preview not available.</p>
  }
  if (source.url === null) return null
  return (
    <img
      className="file-details__preview"
      src={source.url}
      alt={`Preview of ${fileName(file)}`}
      onError={() => setBroken(true)}
    />
  )
}

/** A file's details: preview (images only, through <img>), fields, folders and purchases. */
export function FileDetails({ file }: { file: FileEntry }) {
  const scope = useNodeScope()
  const folders = useNodeStore(nodeFolders)
  return (
    <div className="file-details">
      <Preview key={file.cid} file={file} />
      <dl className="file-details__fields">
        <dt>CID</dt>
        <dd className="file-details__cid">{file.cid}</dd>
        <dt>File name</dt>
        <dd>{fileName(file)}</dd>
        <dt>Date</dt>
        <dd>{formatUnixSeconds(file.uploadedAt)}</dd>
        <dt>Mimetype</dt>
        <dd>{file.mimetype ?? '-'}</dd>
        <dt>Size</dt>
        <dd>{formatBytes(file.size)}</dd>
        <dt>Protected</dt>
        <dd>{file.protected ? 'Yes' : 'No'}</dd>
      </dl>
      <Announced file={file} />
      <fieldset className="file-details__folders">
        <legend>Folders</legend>
        {folders.map((folder) => (
          <label key={folder.name}>
            <input
              type="checkbox"
              checked={folder.cids.includes(file.cid)}
              onChange={() => toggleInFolder(scope, folder.name, file.cid)}
            />{' '}
            {folder.name}
          </label>
        ))}
      </fieldset>
      <FilePurchases cid={file.cid} />
    </div>
  )
}
