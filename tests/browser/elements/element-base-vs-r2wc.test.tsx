// Why the vault's elements extend their own base (src/elements/react-element.tsx) and not
// @r2wc/react-to-web-component: one component, defined through both, given the same HTML. The
// assertions on our base are the contract; r2wc's values are what it was measured to do (2.1.1),
// asserted so the README's claims fail here, not silently, if a new r2wc behaves otherwise.
import r2wc from '@r2wc/react-to-web-component'
import { expect } from 'chai'
import { useEffect, useState } from 'react'
import { reactElement } from '../../../src/elements/react-element.tsx'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}

/** How many times each tag's component mounted: a move that remounts shows here. */
const mounts: Record<string, number> = {}

function Probe({ open, tag }: { open?: boolean; tag: string }) {
  const [clicks, setClicks] = useState(0)
  useEffect(() => {
    mounts[tag] = (mounts[tag] ?? 0) + 1
  }, [tag])
  return (
    <button type="button" data-open={String(open)} onClick={() => setClicks((n) => n + 1)}>
      {clicks}
    </button>
  )
}

const OURS = 'vault-base-probe'
const R2WC = 'r2wc-base-probe'

customElements.define(
  OURS,
  reactElement((props) => <Probe open={props.open as boolean} tag={OURS} />, {
    tag: OURS,
    attributes: { open: 'boolean' },
  }),
)
customElements.define(
  R2WC,
  r2wc((props: { open?: boolean }) => <Probe open={props.open} tag={R2WC} />, {
    shadow: 'open',
    props: { open: 'boolean' },
  }),
)

type Probed = HTMLElement & { open?: boolean }

const button = (element: Element) => element.shadowRoot?.querySelector('button') ?? null
/** The `open` the component rendered with ("true", "false" or "undefined"). */
const rendered = (element: Element) => button(element)?.dataset['open']

async function settle(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10))
}
/** Waits for the component to render (some `open`), then for a few frames of quiet. */
async function renderedOpen(element: Element) {
  await settle(() => rendered(element) !== undefined)
  for (let i = 0; i < 3; i += 1) await new Promise((r) => requestAnimationFrame(() => r(null)))
  return rendered(element)
}

async function place(html: string): Promise<Probed> {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  const element = holder.firstElementChild as Probed
  await renderedOpen(element)
  return element
}

/** What one tag does with the same HTML and the same steps; every value is read, not assumed. */
async function measure(tag: string) {
  const bare = await place(`<${tag} open></${tag}>`)
  const bareOpen = { rendered: rendered(bare), property: bare.open }
  bare.parentElement!.remove()

  const removed = await place(`<${tag} open="true"></${tag}>`)
  const beforeRemove = await renderedOpen(removed)
  removed.removeAttribute('open')
  await settle(() => rendered(removed) !== beforeRemove)
  const afterRemove = { rendered: await renderedOpen(removed), property: removed.open }
  removed.parentElement!.remove()

  const written = await place(`<${tag}></${tag}>`)
  written.open = true
  const attributeAfterTrue = written.getAttribute('open')
  written.open = false
  const attributeAfterFalse = written.getAttribute('open')
  const matchesOpenAfterFalse = written.matches('[open]')
  const renderedAfterFalse = await renderedOpen(written)
  written.parentElement!.remove()

  const moved = await place(`<${tag}></${tag}>`)
  const mountsBefore = mounts[tag] ?? 0
  button(moved)!.click()
  await settle(() => button(moved)?.textContent === '1')
  const clicksBefore = button(moved)?.textContent
  const elsewhere = document.createElement('section')
  document.body.append(elsewhere)
  elsewhere.append(moved)
  await renderedOpen(moved)
  await settle(() => (mounts[tag] ?? 0) > mountsBefore)
  const move = {
    clicksBefore,
    clicksAfter: button(moved)?.textContent,
    remounted: (mounts[tag] ?? 0) > mountsBefore,
  }
  moved.parentElement!.remove()

  return {
    bareOpen,
    afterRemove,
    attributeAfterTrue,
    attributeAfterFalse,
    matchesOpenAfterFalse,
    renderedAfterFalse,
    move,
  }
}

describe('the element base against @r2wc/react-to-web-component', () => {
  // Both render on their own schedule, outside act(); the test polls instead.
  before(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
  })
  after(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true
  })

  it('reads attributes the way HTML does and keeps its state on a move; r2wc does not', async () => {
    const ours = await measure(OURS)
    const theirs = await measure(R2WC)
    console.log(`element base vs r2wc, side by side:\n${JSON.stringify({ ours, theirs }, null, 1)}`)

    // A bare boolean attribute: true for ours; r2wc parses only a non-empty value, so `open` is unset.
    expect(ours.bareOpen).to.deep.equal({ rendered: 'true', property: true })
    expect(theirs.bareOpen).to.deep.equal({ rendered: 'undefined', property: undefined })

    // Removing the attribute: ours returns to the default; r2wc ignores a removal (null value).
    expect(ours.afterRemove).to.deep.equal({ rendered: 'false', property: false })
    expect(theirs.afterRemove).to.deep.equal({ rendered: 'true', property: true })

    // Setting the property: ours reflects as HTML does (present, or removed); r2wc writes
    // `open="true"` and `open="false"`, and a page reading `[open]` sees it open.
    expect([ours.attributeAfterTrue, ours.attributeAfterFalse]).to.deep.equal(['', null])
    expect(ours.matchesOpenAfterFalse).to.equal(false)
    expect(ours.renderedAfterFalse).to.equal('false')
    expect([theirs.attributeAfterTrue, theirs.attributeAfterFalse]).to.deep.equal(['true', 'false'])
    expect(theirs.matchesOpenAfterFalse).to.equal(true)
    expect(theirs.renderedAfterFalse).to.equal('false')

    // A move in the page: ours keeps its React tree and state; r2wc unmounts and mounts afresh.
    expect(ours.move).to.deep.equal({ clicksBefore: '1', clicksAfter: '1', remounted: false })
    expect(theirs.move).to.deep.equal({ clicksBefore: '1', clicksAfter: '0', remounted: true })
  })
})
