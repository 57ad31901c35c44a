import { atom, onMount } from 'nanostores'
import type { AlertEventDetail } from '../node/alerts/alert-event.ts'
import { getEnvironment, type Environment } from './environment.ts'

/** What one tab tells this browser's other vault tabs. */
export type TabMessage =
  /** The leading tab was hidden: a tab already shown takes the lead (`tab-lead.ts`). */
  | { kind: 'leader-hidden' }
  /** An upload made in a tab that does not record its node, for the tab that does (`tab-counts.ts`). */
  | { kind: 'uploaded'; node: string; bytes: string }
  /** A node's history was written or cleared: views of it read again (`history-revision.ts`). */
  | { kind: 'history-written'; node: string }
  /** Transitions a tab's rule engine made, in order (`alert-transitions.ts`). */
  | { kind: 'alerts'; details: readonly AlertEventDetail[] }

/** The name of the tabs' one channel, and the key it writes where there is no BroadcastChannel. */
const TAB_CHANNEL = 'codex-vault-tabs'

/** This tab's end of the channel. */
interface TabEnd {
  tell(message: TabMessage): void
  leave(): void
}

/**
 * Joins the tabs' channel, `hear` hearing every message another tab tells: BroadcastChannel, else
 * the storage every tab shares (a message is written and removed at once; other tabs hear the
 * write). Null where the browser has neither.
 */
export function joinTabs(
  environment: Environment,
  hear: (message: TabMessage) => void = () => {},
): TabEnd | null {
  const channel = environment.tabChannel(TAB_CHANNEL, (text) => heard(text, hear))
  if (channel) {
    return {
      tell: (message) => channel.post(JSON.stringify(message)),
      leave: () => channel.close(),
    }
  }
  const storage = environment.tabStorage()
  if (!storage) return null
  const leave = environment.watchTabStorage((key, text) => {
    if (key === TAB_CHANNEL && text !== null) heard(text, hear)
  })
  return {
    tell(message) {
      try {
        storage.setItem(TAB_CHANNEL, JSON.stringify(message))
        storage.removeItem(TAB_CHANNEL)
      } catch {
        // Storage refused: the other tabs go without this message, as with no channel at all.
      }
    },
    leave,
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
  hearing = joinTabs(getEnvironment(), (message) => $tabMessage.set(message))
  return () => {
    hearing?.leave()
    hearing = null
    $tabMessage.set(null)
  }
})

function heard(text: string, listener: (message: TabMessage) => void): void {
  const message = readMessage(text)
  if (message) listener(message)
}

/**
 * A message back from its text; null for what no vault tab writes. Only what a hearer relies on is
 * checked: a node is compared with its own, a transition told elsewhere is matched by its id and
 * never fired here.
 */
function readMessage(text: string): TabMessage | null {
  try {
    const message = JSON.parse(text) as TabMessage | null
    switch (message?.kind) {
      case 'leader-hidden':
      case 'history-written':
        return message
      case 'uploaded':
        return /^\d+$/.test(message.bytes) ? message : null
      case 'alerts':
        return Array.isArray(message.details) &&
          message.details.every((detail) => typeof detail?.id === 'string')
          ? message
          : null
      default:
        return null
    }
  } catch {
    return null
  }
}
