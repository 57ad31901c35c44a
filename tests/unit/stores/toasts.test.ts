import { describe, expect, it } from 'vitest'
import {
  $toastHost,
  $toasts,
  claimToastHost,
  dismissToast,
  showToast,
} from '../../../src/stores/page/toasts.ts'

describe('toasts', () => {
  it('shows toasts in order and dismisses one', () => {
    showToast('success', 'CID copied to the clipboard.')
    showToast('error', 'Sorry the CID cannot be copied to the clipboard.')
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      'CID copied to the clipboard.',
      'Sorry the CID cannot be copied to the clipboard.',
    ])
    dismissToast($toasts.get()[0]!.id)
    expect($toasts.get().map((toast) => toast.variant)).toEqual(['error'])
  })

  it('lets the first mounted element host the toasts, and the next one take over', () => {
    const releaseFirst = claimToastHost('first')
    const releaseSecond = claimToastHost('second')
    expect($toastHost.get()).toBe('first')
    releaseFirst()
    expect($toastHost.get()).toBe('second')
    releaseSecond()
    expect($toastHost.get()).toBeUndefined()
  })
})
