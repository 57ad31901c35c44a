import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Tabs, type TabItem } from '../../../src/components/tabs/tabs.tsx'

afterEach(cleanup)

const tabs: TabItem[] = [
  { id: 'tokens', label: 'Tokens', content: <p>Token list</p> },
  { id: 'nfts', label: 'NFTs', content: <p>NFT list</p> },
  { id: 'disabled', label: 'Later', content: <p>never</p>, disabled: true },
  { id: 'contacts', label: 'Contacts', content: <p>Contact list</p> },
]

function selectedName() {
  return screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')
    ?.textContent
}

describe('Tabs', () => {
  it('wires tabs to panels and shows only the selected one', () => {
    render(<Tabs label="Wallet" tabs={tabs} />)
    expect(screen.getByRole('tablist', { name: 'Wallet' })).toBeTruthy()
    const tab = screen.getByRole('tab', { name: 'Tokens' })
    const panel = screen.getByRole('tabpanel', { name: 'Tokens' })
    expect(tab.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Token list')
    expect(screen.queryByText('NFT list')).toBeNull()
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1])
  })

  it('moves with the arrow keys, wraps, skips disabled tabs and honours Home and End', () => {
    const onSelect = vi.fn()
    render(<Tabs label="Wallet" tabs={tabs} onSelect={onSelect} />)
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(selectedName()).toBe('NFTs')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'NFTs' }))
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(selectedName()).toBe('Contacts')
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(selectedName()).toBe('Tokens')
    fireEvent.keyDown(list, { key: 'ArrowLeft' })
    expect(selectedName()).toBe('Contacts')
    fireEvent.keyDown(list, { key: 'Home' })
    expect(selectedName()).toBe('Tokens')
    fireEvent.keyDown(list, { key: 'End' })
    expect(selectedName()).toBe('Contacts')
    expect(screen.getByRole('tabpanel').textContent).toBe('Contact list')
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'nfts',
      'contacts',
      'tokens',
      'contacts',
      'tokens',
      'contacts',
    ])
  })

  it('selects on click and follows a controlled value', () => {
    const onSelect = vi.fn()
    const { rerender } = render(
      <Tabs label="Wallet" tabs={tabs} selected="nfts" onSelect={onSelect} />,
    )
    expect(selectedName()).toBe('NFTs')
    fireEvent.click(screen.getByRole('tab', { name: 'Contacts' }))
    expect(onSelect).toHaveBeenCalledWith('contacts')
    expect(selectedName()).toBe('NFTs')
    rerender(<Tabs label="Wallet" tabs={tabs} selected="contacts" onSelect={onSelect} />)
    expect(selectedName()).toBe('Contacts')
  })
})
