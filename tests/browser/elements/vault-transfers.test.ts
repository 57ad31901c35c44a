import { expect } from 'chai'
import '../../../src/elements/vault-transfers.ts'
import { ok } from '../../../src/api/result.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import {
  newDownloadRecord,
  recordDownload,
} from '../../../src/stores/node/network-download-records.ts'
import { DOWNLOAD_LOST_BY_NODE } from '../../../src/stores/node/network-downloads.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'

const KEPT = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'
const LOST = 'zDvZRwzmAkhrKJ2mLcZWxqxvLDkkYMLXFhXeR2QXuCqrLBfuLQ7A'

/** What a page before a reload kept for the active node. */
function kept(cid: string, name: string, transport: 'direct' | 'mix') {
  const item = dataItem(cid, name, 1_048_576n)
  recordDownload($activeScope.get(), cid, newDownloadRecord(item, '5', transport, Date.now()))
}

describe('<vault-transfers>', () => {
  let node = createFakeNode()

  beforeEach(() => {
    node = createFakeNode()
    node.state.profile = PROFILES.storage
    setEnvironment({ createNodeClient: () => node.client })
  })
  afterEach(cleanup)

  it('re-attaches to a kept download the node still runs, follows it, and opens it when done', async () => {
    node.state.progress.set(
      KEPT,
      ok({ active: true, blocksReceived: 4, blocksTotal: 16, bytes: 262_144n }),
    )
    kept(KEPT, 'kept.bin', 'mix')
    const element = mount('<vault-transfers></vault-transfers>')
    const screen = screenOf(element)
    await waitFor(() =>
      screen.queryByRole('progressbar', { name: 'Download, private (Mix) of kept.bin' }),
    )
    await waitFor(() => screen.queryByText(/4 of 16 blocks/))
    expect(screen.queryByRole('button', { name: 'Cancel kept.bin' })).to.not.equal(null)
    expect(await axeViolations(element)).to.deep.equal([])

    node.state.progress.delete(KEPT)
    node.state.stored.add(KEPT)
    await waitFor(() => screen.queryByRole('button', { name: 'Open kept.bin' }), 5000)
    expect(screen.queryByRole('progressbar')).to.equal(null)
    expect(await axeViolations(element)).to.deep.equal([])
  })

  it('says plainly that a download the node no longer knows was lost, with retry and clear', async () => {
    kept(LOST, 'gone.bin', 'direct')
    const element = mount('<vault-transfers></vault-transfers>')
    const screen = screenOf(element)
    await waitFor(() => screen.queryByText(DOWNLOAD_LOST_BY_NODE))
    expect(screen.queryByRole('button', { name: 'Retry gone.bin' })).to.not.equal(null)
    expect(await axeViolations(element)).to.deep.equal([])
    screen.getByRole('button', { name: 'Clear gone.bin from the list' }).click()
    await waitFor(() => screen.queryByText(/No transfers yet/))
  })
})
