import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import { SpaceBar, segmentPercent } from '../../../src/components/space-bar/space-bar.tsx'

afterEach(cleanup)

describe('SpaceBar', () => {
  it('draws segments as shares of the total and lists them as text', () => {
    const { container } = render(
      <SpaceBar
        label="Disk"
        total={1000}
        formatValue={(value) => `${value} B`}
        segments={[
          { label: 'Used', value: 250 },
          { label: 'Reserved', value: 125, color: 'red' },
        ]}
      />,
    )
    const figure = screen.getByRole('figure', { name: 'Disk' })
    const items = within(figure)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['Used250 B (25%)', 'Reserved125 B (13%)'])
    const widths = [...container.querySelectorAll<HTMLElement>('.vault-space__segment')].map(
      (segment) => segment.style.width,
    )
    expect(widths).toEqual(['25%', '12.5%'])
    expect(container.querySelector('.vault-space__bar')!.getAttribute('aria-hidden')).toBe('true')
    expect(
      container.querySelectorAll<HTMLElement>('.vault-space__segment')[1]!.style.background,
    ).toBe('red')
  })

  it('sums the segments when no total is given', () => {
    render(
      <SpaceBar
        label="Availability"
        segments={[
          { label: 'Free', value: 3 },
          { label: 'Used', value: 1 },
        ]}
      />,
    )
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free3 (75%)',
      'Used1 (25%)',
    ])
  })

  it('never divides by zero or draws past the bar', () => {
    expect(segmentPercent(5, 0)).toBe(0)
    expect(segmentPercent(-5, 10)).toBe(0)
    expect(segmentPercent(Number.NaN, 10)).toBe(0)
    expect(segmentPercent(50, 10)).toBe(100)
    render(<SpaceBar label="Empty" segments={[{ label: 'Used', value: 0 }]} />)
    expect(screen.getByRole('listitem').textContent).toBe('Used0 (0%)')
  })
})
