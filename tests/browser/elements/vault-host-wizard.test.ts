import { expect } from 'chai'
import { cleanStores } from 'nanostores'
import '../../../src/elements/vault-availability-wizard.ts'
import { availabilitiesQuery } from '../../../src/stores/node/availabilities.ts'
import { availabilityNicknames } from '../../../src/stores/node/availability-nicknames.ts'
import {
  availabilityCheck,
  availabilityMaxBytes,
  availabilityFlow,
} from '../../../src/stores/node/availability-wizard.ts'
import { space } from '../../../src/stores/node/space.ts'
import { control, simulatorUrl } from '../api/simulator.ts'
import { axeViolations } from '../axe.ts'
import { cleanup, mount, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

function type(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  setter.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

function field(root: ShadowRoot, label: string): HTMLInputElement | undefined {
  const found = [...root.querySelectorAll('label')].find((each) => each.textContent === label)
  return (found && (root.getElementById(found.htmlFor) as HTMLInputElement)) ?? undefined
}

function button(root: ShadowRoot, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((each) => each.textContent?.trim() === text)
}

const shown = (root: ShadowRoot, text: string) => (root.textContent ?? '').includes(text)

async function createAvailability(node: string) {
  const response = await fetch(`${node}/api/codex/v1/sales/availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      totalSize: String(2 * 1073741824),
      duration: String(60 * 86400),
      minPricePerBytePerSecond: '4',
      totalCollateral: '99',
    }),
  })
  return ((await response.json()) as { id: string }).id
}

describe('<vault-availability-wizard>', () => {
  let node: string
  beforeEach(async () => {
    node = await simulatorUrl('permissive')
    await control(node, '/reset')
  })
  afterEach(() => {
    cleanup()
    // Dependents first, so none keeps a subscription its cleaned source no longer has.
    cleanStores(
      availabilityCheck.of($activeScope.get()),
      availabilityMaxBytes.of($activeScope.get()),
      availabilitiesQuery.of($activeScope.get()),
      space.of($activeScope.get()),
    )
    availabilityFlow.of($activeScope.get()).finish()
    availabilityNicknames.of($activeScope.get()).set({})
  })

  it('creates an availability inline, keeps its nickname and fires vault-availability-saved', async () => {
    const element = mount<HTMLElement>(
      `<vault-availability-wizard inline="true" node-url="${node}"></vault-availability-wizard>`,
    )
    const root = element.shadowRoot!
    const saved: string[] = []
    element.addEventListener('vault-availability-saved', (event) => saved.push(event.detail.id))
    const size = await waitFor(() => field(root, 'Total size'))
    await waitFor(() => shown(root, 'At most '))
    type(size, '1')
    expect(field(root, 'Total collateral')!.value).to.equal('1073741824')
    type(field(root, 'Duration')!, '2')
    type(field(root, 'Nickname')!, 'photos')
    expect(await axeViolations(element)).to.deep.equal([])
    button(root, 'Next')!.click()
    await waitFor(() => shown(root, 'Confirm your new sale'))
    expect(shown(root, '1.0 GB')).to.equal(true)
    button(root, 'Next')!.click()
    await waitFor(() => shown(root, 'The new sale will appear in your sale list.'), 5000)
    expect(saved).to.have.length(1)
    expect(availabilityNicknames.of($activeScope.get()).get()).to.deep.equal({
      [saved[0]!]: 'photos',
    })
    expect(
      JSON.parse(localStorage.getItem(`codex-availability-nicknames@url:${node}`) ?? '{}'),
    ).to.deep.equal({
      [saved[0]!]: 'photos',
    })
  })

  it('marks a size past the free space invalid until Use max size', async () => {
    const element = mount(
      `<vault-availability-wizard inline="true" node-url="${node}"></vault-availability-wizard>`,
    )
    const root = element.shadowRoot!
    const size = await waitFor(() => field(root, 'Total size'))
    await waitFor(() => shown(root, 'At most '))
    type(size, '900')
    await waitFor(() => size.getAttribute('aria-invalid') === 'true')
    expect(shown(root, 'The total size cannot exceed the space available.')).to.equal(true)
    expect(button(root, 'Next')!.disabled).to.equal(true)
    button(root, 'Use max size')!.click()
    await waitFor(() => size.getAttribute('aria-invalid') === null)
    expect(Number(size.value)).to.be.greaterThan(0.1)
    expect(button(root, 'Next')!.disabled).to.equal(false)
  })

  it('edits the availability it is given, from its values in months', async () => {
    const id = await createAvailability(node)
    const element = mount(
      `<vault-availability-wizard inline="true" availability-id="${id}" node-url="${node}"></vault-availability-wizard>`,
    )
    const root = element.shadowRoot!
    const duration = await waitFor(() => field(root, 'Duration'))
    expect(duration.value).to.equal('2')
    expect(
      root.querySelector<HTMLSelectElement>('select[aria-label="Duration unit"]')!.value,
    ).to.equal('months')
    expect(field(root, 'Total size')!.value).to.equal('2')
    expect(field(root, 'Total collateral')!.value).to.equal('99')
  })

  it('says the availability does not exist for an unknown id', async () => {
    const element = mount(
      `<vault-availability-wizard inline="true" availability-id="0x${'12'.repeat(32)}" node-url="${node}"></vault-availability-wizard>`,
    )
    const alert = await waitFor(() => element.shadowRoot?.querySelector('[role="alert"]'))
    expect(alert.textContent).to.contain('The availability does not exist')
  })

  it('opens as a dialog with open, and closing it drops open and fires vault-wizard-close', async () => {
    const element = mount<HTMLElement & { open?: boolean }>(
      `<vault-availability-wizard open="true" node-url="${node}"></vault-availability-wizard>`,
    )
    const closed: boolean[] = []
    element.addEventListener('vault-wizard-close', (event) => closed.push(event.detail.finished))
    const dialog = await waitFor(() => element.shadowRoot?.querySelector('[role="dialog"]'))
    expect(dialog.getAttribute('aria-label') ?? dialog.textContent).to.contain('Availability')
    expect(await axeViolations(element)).to.deep.equal([])
    button(element.shadowRoot!, 'Back')!.click()
    await waitFor(() => closed.length === 1)
    expect(closed).to.deep.equal([false])
    expect(element.open).to.equal(false)
    expect(element.hasAttribute('open')).to.equal(false)
  })

  it('keeps open and its attribute in step, a bare open included', async () => {
    const element = mount<HTMLElementTagNameMap['vault-availability-wizard']>(
      `<vault-availability-wizard open node-url="${node}"></vault-availability-wizard>`,
    )
    const dialog = () => element.shadowRoot?.querySelector('[role="dialog"]')
    await waitFor(dialog)
    expect(element.open).to.equal(true)
    element.removeAttribute('open')
    expect(element.open).to.equal(false)
    await waitFor(() => !dialog())
    element.open = true
    expect(element.getAttribute('open')).to.equal('')
    await waitFor(dialog)
    element.open = false
    expect(element.hasAttribute('open')).to.equal(false)
    await waitFor(() => !dialog())
  })
})
