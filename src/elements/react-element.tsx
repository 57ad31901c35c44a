import { createRoot, type Root } from 'react-dom/client'
import { startTransition, type ComponentType } from 'react'
import { nextTask } from '../lib/next-task.ts'

export type AttributeType = 'string' | 'number' | 'boolean'

/** What an attribute's text means as a property; `invalid` when the text is no such value. */
type Parsed = { value: unknown } | 'invalid'

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/**
 * An attribute's value the way HTML authors expect: a boolean is true when present (`single`,
 * `single=""`, anything but `"false"`), false when absent or `"false"`; any other attribute, when
 * absent, returns its property to the default (undefined).
 */
export function parseAttribute(type: AttributeType, text: string | null): Parsed {
  if (type === 'boolean') return { value: text !== null && text.trim().toLowerCase() !== 'false' }
  if (text === null) return { value: undefined }
  if (type === 'string') return { value: text }
  const number = Number(text.trim())
  return text.trim() === '' || !Number.isFinite(number) ? 'invalid' : { value: number }
}

/** The attribute text a property value writes back (null removes the attribute). */
function attributeText(type: AttributeType, value: unknown): string | null {
  if (type === 'boolean') return value ? '' : null
  return value === undefined || value === null ? null : String(value)
}

export interface ReactElementOptions {
  tag: string
  /** The component's attribute props (camelCase), each observed as its kebab-case attribute. */
  attributes: Record<string, AttributeType>
}

/** The base every vault element extends: its React root lives in its open shadow root. */
export interface ReactElement extends HTMLElement {
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, old: string | null, value: string | null): void
}

/**
 * A custom element class rendering `Component` into an open shadow root, with one property per
 * attribute. Every property reflects to its attribute and back (`el.open = false` removes `open`);
 * an attribute whose text is not a valid value keeps the property as it was, with one warning.
 * The component also gets its `container` (the shadow root). A move in the page (disconnect, then
 * connect in the same task) keeps the React tree and its local state.
 */
export function reactElement(
  Component: ComponentType<Record<string, unknown>>,
  options: ReactElementOptions,
): { new (): ReactElement; prototype: ReactElement } {
  const propertyOf = new Map(
    Object.keys(options.attributes).map((property) => [kebab(property), property]),
  )

  class Element extends HTMLElement implements ReactElement {
    static get observedAttributes() {
      return [...propertyOf.keys()]
    }

    static {
      for (const [property, type] of Object.entries(options.attributes)) {
        const attribute = kebab(property)
        Object.defineProperty(Element.prototype, property, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#props[property]
          },
          set(this: Element, value: unknown) {
            const text = attributeText(type, value)
            if (text === null) this.removeAttribute(attribute)
            else this.setAttribute(attribute, text)
          },
        })
      }
    }

    readonly #shadow = this.attachShadow({ mode: 'open' })
    readonly #props: Record<string, unknown> = {}
    #root: Root | undefined

    constructor() {
      super()
      for (const [property, type] of Object.entries(options.attributes)) {
        if (type === 'boolean') this.#props[property] = false
      }
    }

    connectedCallback() {
      if (this.#root) return this.#render()
      // Ten widgets (or the whole app) upgrading at once must not block the page in one long task:
      // the root starts in a task after the page's own script (an upgrade runs inside it), and a
      // first render is a transition, which React renders in slices, yielding to the browser.
      void nextTask().then(() => {
        if (!this.isConnected || this.#root) return
        this.#root = createRoot(this.#shadow)
        startTransition(() => this.#render())
      })
    }

    disconnectedCallback() {
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#root.unmount()
        this.#root = undefined
      })
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null) {
      const property = propertyOf.get(name)
      if (!property) return
      const parsed = parseAttribute(options.attributes[property]!, text)
      if (parsed === 'invalid') {
        console.warn(`<${options.tag}> ignores ${name}="${text}": not a valid value.`)
        return
      }
      this.#props[property] = parsed.value
      this.#render()
    }

    #render() {
      this.#root?.render(<Component {...this.#props} container={this.#shadow} />)
    }
  }

  return Element
}
