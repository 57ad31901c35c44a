import type { WizardClosedDetail } from '../features/purchases/storage-request-wizard.tsx'
import type { StorageRequestCreated } from '../stores/node/storage-request-wizard.ts'
import type { NodeStateChange } from '../features/health-check/use-node-state-change.ts'
import type { AlertEventDetail } from '../stores/node/alerts/alert-event.ts'

/**
 * Every `vault-*` event an element fires, declared once. They bubble, cross shadow roots
 * (composed) and fire on user actions only, except `vault-alert`.
 */
export interface VaultEventMap {
  /** The user saved a new node address (health check refresh, settings). */
  'vault-node-url-change': CustomEvent<{ url: string }>
  /**
   * The node's status became known or changed (`blocked`: the browser keeps the page from it), with
   * the detected node (`title` "Logos Storage 0.4.4"; null until known).
   */
  'vault-node-state-change': CustomEvent<NodeStateChange>
  /** `<vault-app>` moved to another route. */
  'vault-navigate': CustomEvent<{ path: string }>
  /** The node accepted a storage request made in the wizard. */
  'vault-storage-request-created': CustomEvent<StorageRequestCreated>
  /** The user closed a wizard (Back on its first step, Escape, the close button or Finish). */
  'vault-wizard-close': CustomEvent<WizardClosedDetail>
  /** An availability was created or edited (host page or availability wizard). */
  'vault-availability-saved': CustomEvent<{ id: string }>
  /**
   * An alert opened, resolved, reopened or rose in severity on a known node (`<vault-alerts>`),
   * once, from the tab that saw it: the one event that follows the node rather than the user.
   */
  'vault-alert': CustomEvent<AlertEventDetail>
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends VaultEventMap {}
}

export type VaultEventName = keyof VaultEventMap
export type VaultEventDetail<Name extends VaultEventName> =
  VaultEventMap[Name] extends CustomEvent<infer Detail> ? Detail : never

/** Fires a typed `vault-*` event from `host`. */
export function emit<Name extends VaultEventName>(
  host: Element,
  name: Name,
  detail: VaultEventDetail<Name>,
): void {
  host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }))
}
