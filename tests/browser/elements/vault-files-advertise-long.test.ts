import { expect } from 'chai'
import { cleanStores } from 'nanostores'
import '../../../src/elements/vault-files.ts'
import { advertisingServed } from '../../../src/stores/node/advertising.ts'
import { filesQuery } from '../../../src/stores/node/files.ts'
import { files } from '../../../src/stores/node/file-list.ts'
import { setNodeUrl } from '../../../src/stores/nodes/active-node.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'
import { setEnvironment } from '../../../src/stores/page/environment.ts'
import { createFakeNode, dataItem, PROFILES } from '../../support/fake-node.ts'
import { cleanup, mount, screenOf, waitFor } from './helpers.ts'
import { ROWS_SETTLE_MS } from '../../../src/stores/cadences.ts'

const COUNT = 2_000
const cidOf = (index: number) => `zLong${String(index).padStart(5, '0')}`

let address = 0

/** Issue 42: a long list asks whether a file is announced only for the rows a person sees. */
describe('<vault-files> advertise requests on a long list', () => {
  let node = createFakeNode()

  beforeEach(() => {
    node = createFakeNode()
    node.state.profile = PROFILES.storage
    node.state.advertising = true
    node.state.files = Array.from({ length: COUNT }, (_, index) =>
      dataItem(cidOf(index), `file-${String(index).padStart(5, '0')}.txt`, BigInt(index + 1)),
    )
    address += 1
    setNodeUrl(`http://advertise-long-${address}.test:8080`)
    setEnvironment({ createNodeClient: () => node.client })
  })

  afterEach(() => {
    const scope = $activeScope.get()
    cleanup()
    cleanStores(files.of(scope), filesQuery.of(scope), advertisingServed.of(scope))
  })

  const asked = () =>
    node.calls.filter((call) => call.startsWith('advertised ')).map((call) => call.slice(11))

  /** The cids of the rows a person sees: drawn, and inside the table below its sticky header. */
  function visibleCids(element: Element): string[] {
    const table = element.shadowRoot?.querySelector('[role="table"]')
    const header = table?.querySelector('.vault-table__head')
    if (!table || !header) throw new Error('No table')
    const top = header.getBoundingClientRect().bottom
    const bottom = table.getBoundingClientRect().top + table.clientHeight
    return [...table.querySelectorAll('.vault-table__body [role="row"]')]
      .filter((row) => {
        const rect = row.getBoundingClientRect()
        return rect.bottom > top && rect.top < bottom
      })
      .map((row) => row.querySelector('.file-cell__cid')?.textContent ?? '')
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, ROWS_SETTLE_MS * 3))

  it('asks for the rows on screen once, on opening and on scrolling, and a toggle asks nothing', async () => {
    const element = mount('<vault-files></vault-files>')
    await waitFor(() => screenOf(element).queryByText('file-00000.txt'))
    await waitFor(() => asked().length > 0, 10_000)
    await settle()
    const first = visibleCids(element)
    expect(first.length).to.be.greaterThan(3)
    expect(first.length).to.be.lessThan(20)
    // Rows drawn around the screen (overscan) are not asked about.
    expect(asked().sort()).to.deep.equal([...first].sort())

    // Scrolled as a wheel or a scroll bar does: WebKitGTK's End key does not scroll a focused box.
    const table = element.shadowRoot!.querySelector<HTMLElement>('[role="table"]')!
    table.scrollTo({ top: table.scrollHeight })
    await waitFor(() => screenOf(element).queryByText(`file-0${COUNT - 1}.txt`))
    // Asked once the rows come to rest (a loaded machine may take a while), then nothing more.
    await waitFor(() => asked().includes(cidOf(COUNT - 1)), 10_000)
    await settle()
    const last = visibleCids(element)
    expect(last).to.include(cidOf(COUNT - 1))
    expect(asked().sort(), 'the first screen, then the last one: nothing in between').to.deep.equal(
      [...first, ...last].sort(),
    )

    table.scrollTo({ top: 0 })
    await waitFor(() => screenOf(element).queryByText('file-00000.txt'))
    await settle()
    expect(asked().length, 'rows shown again are not asked again').to.equal(
      first.length + last.length,
    )

    const name = 'file-00001.txt'
    const toggle = await waitFor(() =>
      screenOf(element).queryByRole('switch', { name: `Announce ${name} to the network` }),
    )
    await waitFor(() => toggle.getAttribute('aria-checked') === 'true')
    toggle.click()
    await waitFor(() => toggle.getAttribute('aria-checked') === 'false')
    await settle()
    expect(node.calls).to.include(`setAdvertised ${cidOf(1)} false`)
    expect(asked().filter((cid) => cid === cidOf(1))).to.deep.equal([cidOf(1)])
    expect(asked().length).to.equal(first.length + last.length)
  })
})
