import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { Card } from '../../../src/components/card/card.tsx'

afterEach(cleanup)

describe('Card', () => {
  it('is a section named by its title', () => {
    render(
      <Card title="Storage" level={3} actions={<button>Details</button>}>
        <p>12 GB free</p>
      </Card>,
    )
    const section = screen.getByRole('region', { name: 'Storage' })
    expect(screen.getByRole('heading', { name: 'Storage', level: 3 })).toBeTruthy()
    expect(section.textContent).toContain('12 GB free')
    expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy()
  })

  it('has no name and no header without a title or actions', () => {
    const { container } = render(<Card>plain</Card>)
    expect(container.querySelector('section')!.hasAttribute('aria-labelledby')).toBe(false)
    expect(container.querySelector('header')).toBeNull()
  })
})
