import { createElement, Suspense, type ComponentType } from 'react'

/**
 * An element's view that is a `lazyComponent`, rendered inside its own Suspense boundary with the
 * element's props: a section element keeps its page out of the first load of a host page that
 * defines every element, and shows it once its chunk has come.
 */
export function suspended<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function Suspended(props: Props) {
    return createElement(Suspense, { fallback: null }, createElement(Page, props))
  }
}
