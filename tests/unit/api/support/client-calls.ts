import type { NodeClient } from '../../../../src/api/node-client.ts'
import type { Result } from '../../../../src/api/result.ts'

export const ID = `0x${'ab'.repeat(32)}`
export const CID = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

/** Every call of the client that reaches the node with fetch. */
export const CALLS: [string, (client: NodeClient) => Promise<Result<unknown>>][] = [
  ['files', (c) => c.files()],
  ['space', (c) => c.space()],
  ['networkDownload', (c) => c.networkDownload(CID)],
  ['fetchManifest', (c) => c.fetchManifest(CID)],
  ['servesAdvertising', (c) => c.servesAdvertising()],
  ['advertised', (c) => c.advertised(CID)],
  ['setAdvertised', (c) => c.setAdvertised(CID, false)],
  ['deleteFile', (c) => c.deleteFile(CID)],
  ['connect', (c) => c.connect('16Uiu2HAmJ3TSfPnrJNedHy2DMsjTqwBiVAQQqPo579DuMgGxmG99')],
  ['spr', (c) => c.spr()],
  ['peerId', (c) => c.peerId()],
  ['debugInfo', (c) => c.debugInfo()],
  ['setLogLevel', (c) => c.setLogLevel('WARN')],
  ['activeSlots', (c) => c.activeSlots()],
  ['activeSlot', (c) => c.activeSlot(ID)],
  ['availabilities', (c) => c.availabilities()],
  [
    'createAvailability',
    (c) =>
      c.createAvailability({
        totalSize: 1n,
        duration: 1n,
        minPricePerBytePerSecond: 1n,
        totalCollateral: 1n,
      }),
  ],
  [
    'updateAvailability',
    (c) =>
      c.updateAvailability({
        id: ID,
        totalSize: 1n,
        duration: 1n,
        minPricePerBytePerSecond: 1n,
        totalCollateral: 1n,
      }),
  ],
  ['reservations', (c) => c.reservations(ID)],
  ['purchaseIds', (c) => c.purchaseIds()],
  ['purchases', (c) => c.purchases()],
  ['purchaseDetail', (c) => c.purchaseDetail(ID)],
  [
    'createStorageRequest',
    (c) =>
      c.createStorageRequest({
        cid: CID,
        duration: 60n,
        pricePerBytePerSecond: 1n,
        proofProbability: 1n,
        expiry: 30n,
        collateralPerByte: 1n,
      }),
  ],
]
