import { expect } from 'chai'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { availabilitiesQuery } from '../../../src/stores/node/availabilities.ts'
import {
  availabilityCheck,
  availabilityFlow,
} from '../../../src/stores/node/availability-wizard.ts'
import { cleanStores } from 'nanostores'
import { ReactHost } from '../../types/react-host.tsx'
import { control, simulatorUrl } from '../api/simulator.ts'
import { cleanup, waitFor } from './helpers.ts'
import { $activeScope } from '../../../src/stores/nodes/scope.ts'

describe('a React 19 host (tests/types/react-host.tsx)', () => {
  afterEach(() => {
    cleanup()
    cleanStores(
      availabilityCheck.of($activeScope.get()),
      availabilitiesQuery.of($activeScope.get()),
    )
    availabilityFlow.of($activeScope.get()).finish()
  })

  it('sets typed properties, passes configuration attributes and hears vault-* events', async function () {
    this.timeout(20_000)
    const node = await simulatorUrl('permissive')
    await control(node, '/reset')
    const holder = document.createElement('div')
    document.body.append(holder)
    const root = createRoot(holder)
    await act(async () => root.render(<ReactHost nodeUrl={node} />))
    const uploader = holder.querySelector('vault-uploader')!
    const files = holder.querySelector('vault-files')!
    const wizard = holder.querySelector('vault-availability-wizard')!
    expect([uploader.single, uploader.getAttribute('single')]).to.deep.equal([true, ''])
    expect(uploader.getAttribute('node-url')).to.equal(node)
    expect([files.limit, files.getAttribute('limit')]).to.deep.equal([4, '4'])
    expect(wizard.open).to.equal(true)
    const back = await waitFor(() =>
      [...(wizard.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (button) => button.textContent === 'Back',
      ),
    )
    // The close event reaches React's listener, whose state change removes `open` again.
    await act(async () => back.click())
    await waitFor(() => !wizard.hasAttribute('open'))
    expect(wizard.open).to.equal(false)
    await act(async () => root.unmount())
  })
})
