import { expect } from 'chai'
import { CopyButton } from '../../../src/components/copy-button/copy-button.tsx'
import { SpaceBar } from '../../../src/components/space-bar/space-bar.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { axeViolations, mount, unmountAll } from './mount.tsx'

function Page() {
  return (
    <>
      <SpaceBar
        label="Disk"
        total={100}
        formatValue={(value) => `${value} GB`}
        segments={[
          { label: 'Used', value: 20 },
          { label: 'Reserved', value: 30 },
          { label: 'Free', value: 50, color: 'var(--vault-chart-empty)' },
        ]}
      />
      <CopyButton onCopy={() => true} label="Copy CID" />
      <CopyButton onCopy={() => true} label="Copy CID" iconOnly />
    </>
  )
}

describe('SpaceBar and CopyButton in a shadow root', () => {
  afterEach(unmountAll)

  it('sizes the segments from their share', async () => {
    const { shadow } = await mount(
      <ThemeRoot>
        <div style={{ width: 400 }}>
          <Page />
        </div>
      </ThemeRoot>,
    )
    const widths = [...shadow.querySelectorAll('.vault-space__segment')].map((segment) =>
      Math.round(segment.getBoundingClientRect().width),
    )
    expect(widths).to.deep.equal([80, 120, 200])
  })

  for (const theme of ['light', 'dark'] as const) {
    it(`passes axe in the ${theme} theme`, async () => {
      const { host } = await mount(
        <ThemeRoot theme={theme}>
          <Page />
        </ThemeRoot>,
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
