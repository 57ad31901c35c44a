import { bindPageToNodeUrl, registerNodesFromJson } from '../stores/nodes/attributes.ts'
import { setAlertmanagerUrl, setPrometheusUrl } from '../stores/page/monitoring-attributes.ts'
import { setNetworkDeadline } from '../stores/page/network-deadline.ts'
import { setSentryDsn } from '../stores/page/sentry-dsn.ts'
import { setCryptoUrl, setEchoUrl, setRatesUrl } from '../stores/page/services.ts'
import { setThemeChoice } from '../stores/page/theme.ts'

/**
 * The shared configuration attributes every element takes. A present, non-empty attribute sets the
 * shared store (and so every other element on the page); an invalid value is ignored with a warning.
 */
export const CONFIG_ATTRIBUTES = {
  /**
   * A node's origin (the client finds which API prefix it serves): binds this element, and every
   * element of the page without its own binding, to that node for the page; the saved nodes stay.
   * Without it, elements show the active node of the node list (this address while it is empty).
   * @default http://localhost:8080
   */
  'node-url': bindPageToNodeUrl,
  /**
   * Nodes to add to the user's node list, as JSON: `[{"name": "Home", "url": "http://…",
   * "username": "…"}]`. A node whose address is listed already is left as the user has it;
   * passwords are never taken from a page.
   */
  nodes: registerNodesFromJson,
  /** The name of a node in the user's node list: this element shows that node. */
  node: () => true,
  /**
   * Echo service for the port check and geo lookup.
   * @default https://geoip.codex.storage
   */
  'echo-url': setEchoUrl,
  /**
   * Fiat currency rates (currency-api `usd.json` shape), for the mock wallet.
   * @default https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json
   */
  'rates-url': setRatesUrl,
  /**
   * Crypto spot prices (`{base}/{btc,eth}-USD/spot.json`), for the mock wallet.
   * @default https://api.coinbase.com/v2/prices
   */
  'crypto-url': setCryptoUrl,
  /**
   * A Prometheus that scrapes the nodes (`codex-vault prometheus` writes its config): Analytics
   * reads the history it kept while no vault page was open. For this page only: the node list's
   * address (Settings) stays, and its username and password are never sent to this one.
   */
  'prometheus-url': setPrometheusUrl,
  /** The Alertmanager that Prometheus sends the nodes' alerts to. */
  'alertmanager-url': setAlertmanagerUrl,
  /**
   * Seconds a fetch from the network (a cid this node does not hold) waits for the swarm before
   * "Not found on the network yet" and the offer to keep waiting in Transfers.
   * @default 120
   */
  'network-deadline': setNetworkDeadline,
  /** A Sentry DSN: turns error reporting on; off when absent. */
  'sentry-dsn': setSentryDsn,
  /**
   * `light`, `dark` or `system`.
   * @default system
   */
  theme: setThemeChoice,
} as const satisfies Record<string, (value: string) => boolean>

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES

/** The element properties the configuration attributes map to (so the element observes them). */
export const CONFIG_PROPS = {
  node: 'string',
  nodeUrl: 'string',
  nodes: 'string',
  echoUrl: 'string',
  ratesUrl: 'string',
  cryptoUrl: 'string',
  prometheusUrl: 'string',
  alertmanagerUrl: 'string',
  networkDeadline: 'string',
  sentryDsn: 'string',
  theme: 'string',
} as const

function isConfigAttribute(name: string): name is ConfigAttribute {
  return Object.hasOwn(CONFIG_ATTRIBUTES, name)
}

/** Applies one configuration attribute; other attributes are left to the element. */
export function applyConfigAttribute(tag: string, name: string, value: string | null): void {
  if (!isConfigAttribute(name) || value === null || value.trim() === '') return
  if (!CONFIG_ATTRIBUTES[name](value)) {
    console.warn(`<${tag}> ignores ${name}="${value}": not a valid value.`)
  }
}
