import { atom, computed } from 'nanostores'

import type { ToastMessage, ToastVariant } from '../../lib/toast-message.ts'

export type { ToastVariant }
export type Toast = ToastMessage

/** Toasts on screen, oldest first. Each hides itself after 3000 ms (the kit's Toast). */
export const $toasts = atom<readonly Toast[]>([])

let counter = 0

export function showToast(variant: ToastVariant, message: string): void {
  counter += 1
  $toasts.set([...$toasts.get(), { id: `toast-${counter}`, variant, message }])
}

export function dismissToast(id: string): void {
  $toasts.set($toasts.get().filter((toast) => toast.id !== id))
}

const $hosts = atom<readonly string[]>([])

/**
 * Which element shows the toasts: the first mounted one, so a page with many elements shows each
 * toast once. Returns the function that gives the role up.
 */
export function claimToastHost(id: string): () => void {
  $hosts.set([...$hosts.get(), id])
  return () => $hosts.set($hosts.get().filter((host) => host !== id))
}

export const $toastHost = computed($hosts, (hosts) => hosts[0])
