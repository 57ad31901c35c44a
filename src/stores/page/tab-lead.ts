import { atom } from 'nanostores'

/**
 * Whether this tab leads the vault's open tabs: the leader watches and records at the hidden
 * cadence while every page is hidden, and notifies. One tab alone always leads.
 */
export const $leadingTab = atom(true)
