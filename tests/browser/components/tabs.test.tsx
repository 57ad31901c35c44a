import { expect } from 'chai'
import { Tabs } from '../../../src/components/tabs/tabs.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { press } from './commands.ts'
import { activeIn, axeViolations, mount, unmountAll } from './mount.tsx'

const tabs = [
  { id: 'tokens', label: 'Tokens', content: <p>Token list</p> },
  { id: 'nfts', label: 'NFTs', content: <p>NFT list</p> },
  { id: 'contacts', label: 'Contacts', content: <p>Contact list</p> },
]

describe('Tabs in a shadow root', () => {
  afterEach(unmountAll)

  it('is reached by Tab once, moved by arrows, then Tab goes to the panel', async () => {
    const { shadow } = await mount(
      <ThemeRoot>
        <button>Before</button>
        <Tabs label="Wallet" tabs={tabs} />
      </ThemeRoot>,
    )
    shadow.querySelector('button')!.focus()
    await press('Tab')
    expect(activeIn(shadow)!.textContent).to.equal('Tokens')
    await press('ArrowRight')
    expect(activeIn(shadow)!.textContent).to.equal('NFTs')
    await press('Tab')
    expect(activeIn(shadow)!.getAttribute('role')).to.equal('tabpanel')
    expect(activeIn(shadow)!.textContent).to.equal('NFT list')
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme`, async () => {
      const { host } = await mount(
        <ThemeRoot theme={theme}>
          <Tabs label="Wallet" tabs={tabs} defaultSelected="nfts" />
        </ThemeRoot>,
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
