import { expect } from 'chai'
import { Card } from '../../../src/components/card/card.tsx'
import { ErrorCard } from '../../../src/components/error-card/error-card.tsx'
import { ERROR_SUBTITLES } from '../../../src/components/error-card/error-subtitles.ts'
import { Placeholder } from '../../../src/components/placeholder/placeholder.tsx'
import { Button } from '../../../src/components/button/button.tsx'
import { ThemeRoot } from '../../../src/styles/theme-root.tsx'
import { axeViolations, mount, unmountAll } from './mount.tsx'

describe('cards, placeholder, error card and buttons in a shadow root', () => {
  afterEach(unmountAll)

  for (const theme of ['light', 'dark'] as const) {
    it(`pass axe in the ${theme} theme`, async () => {
      const { host } = await mount(
        <ThemeRoot theme={theme}>
          <main>
            <h1>Host</h1>
            <Card title="Reservations" actions={<Button variant="outline">Refresh</Button>}>
              <Placeholder
                title="No reservation"
                message="You don't have any reservation yet."
                onRetry={() => {}}
              />
            </Card>
            <Card title="Availabilities">
              <ErrorCard
                subtitle={ERROR_SUBTITLES.retrieveReservations}
                message="Not found"
                onRetry={() => {}}
              />
            </Card>
            <Button>Primary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button variant="danger">Delete</Button>
            <Button loading>Saving</Button>
            <Button icon="close" aria-label="Close" />
          </main>
        </ThemeRoot>,
      )
      expect(await axeViolations(host)).to.deep.equal([])
    })
  }
})
