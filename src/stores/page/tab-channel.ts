import { atom, onMount } from 'nanostores'
import type { AlertEventDetail } from '../node/alerts/alert-event.ts'
import { getEnvironment, type Environment } from './environment.ts'

/** What one tab tells this browser's other vault tabs. */
export type TabMessage =
  /** The leading tab was hidden: a tab already shown takes the lead (`tab-lead.ts`). */
  | { kind: 'leader-hidden' }
  /** An upload made in a tab that does not record its node, for the tab that does (`tab-counts.ts`). */
  | { kind: 'uploaded'; node: string; bytes: bigint }
  /** A node's history was written or cleared: views of it read again (`history-revision.ts`). */
  | { kind: 'history-written'; node: string }
  /** Transitions a tab's rule engine made, in order (`alert-transitions.ts`). */
  | { kind: 'alerts'; details: readonly AlertEventDetail[] }

/** The name of the tabs' one channel, and the key it writes where there is no BroadcastChannel. */
const TAB_CHANNEL = 'codex-vault-tabs'

/** This tab's end of the channel. */
interface TabEnd {
  tell(message: TabMessage): void
  hear(listener: (message: TabMessage) => void): () => void
  leave(): void
}

/**
 * Joins the tabs' channel: BroadcastChannel, else the storage every tab shares (a message is
 * written and removed at once; other tabs hear the write). Null where the browser has neither.
 */
export function joinTabs(environment: Environment): TabEnd | null {
  const channel = environment.tabChannel(TAB_CHANNEL)
  if (channel) {
    return {
      tell: (message) => channel.post(writeMessage(message)),
      hear: (listener) => channel.listen((text) => heard(text, listener)),
      leave: () => channel.close(),
    }
  }
  const storage = environment.tabStorage()
  if (!storage) return null
  return {
    tell(message) {
      try {
        storage.setItem(TAB_CHANNEL, writeMessage(message))
        storage.removeItem(TAB_CHANNEL)
      } catch {
        // Storage refused: the other tabs go without this message, as with no channel at all.
      }
    },
    hear: (listener) =>
      storage.watch((key, text) => {
        if (key === TAB_CHANNEL && text !== null) heard(text, listener)
      }),
    leave: () => {},
  }
}

/** The end `$tabMessage` hears on, while listened: this tab tells through it, so never hears itself. */
let hearing: TabEnd | null = null

/** Tells this browser's other vault tabs `message`. */
export function tellTabs(message: TabMessage): void {
  if (hearing) return hearing.tell(message)
  const end = joinTabs(getEnvironment())
  end?.tell(message)
  end?.leave()
}

/**
 * The last message another tab told, set anew for each: whoever must hear every one `listen`s and
 * picks its kind. The channel is joined with the first listener and left with the last.
 */
export const $tabMessage = atom<TabMessage | null>(null)

onMount($tabMessage, () => {
  const end = joinTabs(getEnvironment())
  const stop = end?.hear((message) => $tabMessage.set(message))
  hearing = end
  return () => {
    hearing = null
    stop?.()
    end?.leave()
    $tabMessage.set(null)
  }
})

function writeMessage(message: TabMessage): string {
  const written =
    message.kind === 'uploaded' ? { ...message, bytes: String(message.bytes) } : message
  return JSON.stringify(written)
}

function heard(text: string, listener: (message: TabMessage) => void): void {
  const message = readMessage(text)
  if (message) listener(message)
}

const ALERT_STATES: ReadonlySet<unknown> = new Set(['open', 'resolved', 'reopened', 'raised'])

/** A message back from its text; null for anything a vault tab (of this version) did not write. */
function readMessage(text: string): TabMessage | null {
  let value: Record<string, unknown>
  try {
    value = JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { kind, node, bytes, details } = value
  if (kind === 'leader-hidden') return { kind }
  if (kind === 'history-written' && typeof node === 'string') return { kind, node }
  if (kind === 'uploaded' && typeof node === 'string' && typeof bytes === 'string')
    return /^\d+$/.test(bytes) ? { kind, node, bytes: BigInt(bytes) } : null
  if (kind === 'alerts' && Array.isArray(details) && details.every(isAlertDetail))
    return { kind, details }
  return null
}

function isAlertDetail(value: unknown): value is AlertEventDetail {
  const detail = value as Partial<AlertEventDetail> | null
  return (
    typeof detail === 'object' &&
    detail !== null &&
    ALERT_STATES.has(detail.state) &&
    typeof detail.id === 'string' &&
    typeof detail.rule === 'string' &&
    typeof detail.title === 'string' &&
    typeof detail.node?.key === 'string' &&
    typeof detail.startedAt === 'number'
  )
}
