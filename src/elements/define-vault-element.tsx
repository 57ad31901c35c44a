import { useStore } from '@nanostores/react'
import { useEffect, useMemo, useState, type ComponentType } from 'react'
import { ToastStack } from '../components/toast/toast-stack.tsx'
import { StyleRootContext } from '../styles/style-root.ts'
import { TimerContext } from '../components/timer/timer-context.ts'
import type { SetTimer } from '../api/http.ts'
import { StyleSheet } from '../styles/style-sheet.tsx'
import { ThemeRoot } from '../styles/theme-root.tsx'
import { getEnvironment } from '../stores/page/environment.ts'
import { $themeChoice } from '../stores/page/theme.ts'
import { $toastHost, $toasts, claimToastHost, dismissToast } from '../stores/page/toasts.ts'
import { CONFIG_PROPS, applyConfigAttribute } from './config.ts'
import { define, upgrading } from './define.ts'
import { nextTask } from '../lib/next-task.ts'
import { emit, type VaultEventDetail, type VaultEventName } from './events.ts'
import { bindBrowserOnce } from '../platform/browser.ts'
import { reactElement, type ReactElement } from './react-element.tsx'
import { NodeBinding, migrateNodesOnce } from './node-binding.tsx'

type Callback = (detail: never) => void
type AttributeKind<Value> = Value extends string
  ? 'string'
  : Value extends number
    ? 'number'
    : Value extends boolean
      ? 'boolean'
      : never

/** The feature's plain props, each with the attribute type its element parses it as. */
export type AttributeMap<Props> = {
  [Key in keyof Props as NonNullable<Props[Key]> extends Callback ? never : Key]-?: AttributeKind<
    NonNullable<Props[Key]>
  >
}

type EventFor<Detail> = {
  [Name in VaultEventName]: [VaultEventDetail<Name>] extends [Detail] ? Name : never
}[VaultEventName]

/** The feature's callback props, each with the `vault-*` event it becomes (same detail type). */
export type EventMap<Props> = {
  [Key in keyof Props as NonNullable<Props[Key]> extends Callback ? Key : never]-?: EventFor<
    NonNullable<Props[Key]> extends (detail: infer Detail) => void ? Detail : never
  >
}

export interface VaultElementSpec<Props> {
  tag: `vault-${string}`
  component: ComponentType<Props>
  attributes: AttributeMap<Props>
  events: EventMap<Props>
  /** What the element does to itself before an event leaves it (a closed wizard drops `open`). */
  before?: Partial<Record<VaultEventName, (host: HTMLElement) => void>>
}

/** The shared configuration properties every element has (`nodeUrl` for `node-url`, ...). */
export type ConfigProperties = { -readonly [Key in keyof typeof CONFIG_PROPS]?: string }

/** An element's instance: its own attribute properties, typed as the feature's props, and the shared ones. */
export type VaultElementInstance<Props> = HTMLElement &
  ConfigProperties & {
    [Key in keyof AttributeMap<Props>]?: Key extends keyof Props ? Props[Key] : never
  }

/** What `defineVaultElement` returns: a constructor of typed instances. */
export interface VaultElementConstructor<Props> {
  new (): VaultElementInstance<Props>
  prototype: VaultElementInstance<Props>
}

/** The toast stack, shown by one element per page (the first mounted). */
let toastHostCount = 0

function Toasts() {
  // Not useId: every element is its own React root, and ids repeat across roots.
  const [id] = useState(() => `toast-host-${++toastHostCount}`)
  const hostId = useStore($toastHost)
  const toasts = useStore($toasts)
  useEffect(() => claimToastHost(id), [id])
  // The live regions stay mounted from the start, so screen readers announce the first toast too.
  if (hostId !== id) return null
  return <ToastStack toasts={toasts} onDismiss={dismissToast} />
}

/**
 * Wraps a feature as a custom element: open shadow root (where its tree's stylesheets are adopted),
 * the kit stylesheet and theme, the shared configuration attributes, callbacks turned into `vault-*`
 * events; then registers the tag.
 */

/** The kit's UI timings run on the environment's timer, read at each call (a test may replace it). */
const environmentTimer: SetTimer = (run, ms) => getEnvironment().setTimer(run, ms)

export function defineVaultElement<Props extends object>(
  spec: VaultElementSpec<Props>,
): VaultElementConstructor<Props> {
  const Feature = spec.component as ComponentType<Record<string, unknown>>
  const eventEntries = Object.entries(spec.events) as [string, VaultEventName][]

  function VaultRoot({ container, ...props }: Record<string, unknown>) {
    const theme = useStore($themeChoice)
    const shadowRoot = container as ShadowRoot
    const host = shadowRoot.host
    // The same callbacks for the element's life: a feature that subscribes with one (onNavigate)
    // never has a gap between dropping the old and adding the new, where an event would be lost.
    const callbacks = useMemo(
      () =>
        Object.fromEntries(
          eventEntries.map(([callback, event]) => [
            callback,
            (detail: VaultEventDetail<typeof event>) => {
              spec.before?.[event]?.(host as HTMLElement)
              emit(host, event, detail)
            },
          ]),
        ),
      [host],
    )
    const featureProps: Record<string, unknown> = { ...callbacks }
    for (const key of Object.keys(spec.attributes)) featureProps[key] = props[key]
    return (
      <StyleRootContext value={shadowRoot}>
        <TimerContext value={environmentTimer}>
          <ThemeRoot theme={theme} className="vault-root">
            <StyleSheet name="host" css=":host{display:block}" layer="base" />
            <NodeBinding
              node={props.node as string | undefined}
              nodeUrl={props.nodeUrl as string | undefined}
            >
              <Feature {...featureProps} />
            </NodeBinding>
            <Toasts />
          </ThemeRoot>
        </TimerContext>
      </StyleRootContext>
    )
  }

  const Base: { new (): ReactElement } = reactElement(VaultRoot, {
    tag: spec.tag,
    attributes: { ...CONFIG_PROPS, ...(spec.attributes as Record<string, 'string'>) },
  })

  class VaultElement extends Base {
    /**
     * An element the definition upgrades (the page's own `<vault-app>`) binds the browser and
     * writes its configuration attributes to the stores in a task of its own, then starts as any
     * element does (its root in the next task): none of it runs in the page's module evaluation,
     * the first load's longest task. Any other element does it at once, so a script that adds one
     * finds the stores set.
     */
    #upgraded = upgrading

    override connectedCallback() {
      if (this.#upgraded) {
        void nextTask()
          .then(() => this.#prepare())
          .then(() => super.connectedCallback())
      } else {
        bindBrowserOnce()
        migrateNodesOnce()
        super.connectedCallback()
      }
    }

    #prepare() {
      if (!this.#upgraded) return
      this.#upgraded = false
      bindBrowserOnce()
      migrateNodesOnce()
      for (const { name, value } of this.attributes) applyConfigAttribute(spec.tag, name, value)
    }

    override attributeChangedCallback(name: string, old: string | null, value: string | null) {
      if (!this.#upgraded) {
        // A `nodes` attribute writes the node list: a single-node browser's values move first.
        migrateNodesOnce()
        applyConfigAttribute(spec.tag, name, value)
      }
      super.attributeChangedCallback(name, old, value)
    }
  }

  define(spec.tag, VaultElement)
  return VaultElement as unknown as VaultElementConstructor<Props>
}
