import { atom } from 'nanostores'
import { lazyModule } from '../../lib/lazy-module.ts'
import { persistentValue } from '../page/persistent-value.ts'
import type { HistoryProblem } from './history-db.ts'

const historyDb = lazyModule(() => import('./history-db.ts'))

/** How much history this browser keeps at most, all nodes together; the oldest goes first. */
export const DEFAULT_HISTORY_CAP = 20 * 1024 * 1024
export const HISTORY_CAPS = [5, 20, 50, 200].map((mb) => mb * 1024 * 1024)

export const $historyCap = persistentValue<number>(
  'codex-history-cap',
  (json) => (typeof json === 'number' && HISTORY_CAPS.includes(json) ? json : undefined),
  DEFAULT_HISTORY_CAP,
)

/** Why the history cannot be kept now; null while it can. */
export const $historyProblem = atom<HistoryProblem | null>(null)

/** The bytes the history took at its last roll-up; null before one. */
export const $historySize = atom<number | null>(null)

export function reportHistoryProblem(error: unknown): void {
  if (error === null) $historyProblem.set(null)
  else
    void historyDb
      .load()
      .then(({ historyError }) => $historyProblem.set(historyError(error).problem))
}

/** Measures what the history takes now (Settings shows it beside the cap). */
export async function measureHistory(): Promise<void> {
  try {
    const { openHistory, historyBytes } = await historyDb.load()
    reportHistorySize(await historyBytes(await openHistory()))
    reportHistoryProblem(null)
  } catch (error) {
    reportHistoryProblem(error)
  }
}

export function reportHistorySize(bytes: number): void {
  $historySize.set(bytes)
}

/** The section's words for each problem: what happened, and that everything else works. */
export const HISTORY_PROBLEM_TEXT: Readonly<Record<HistoryProblem, string>> = {
  missing:
    'This browser keeps no history here (a private window, or storage turned off): the charts stay empty, everything else works.',
  blocked:
    'The history is held by another tab of the vault being updated: close the other vault tabs, then reload this one.',
  quota:
    'The browser has no room left for the history: lower the history size in Settings or clear the history.',
  failed:
    'The history could not be read or written: the browser refused it. Everything else works.',
}
