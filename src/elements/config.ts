import { setNodeUrl } from '../stores/node.ts'
import { setSentryDsn } from '../stores/error-reporting.ts'
import { setCryptoUrl, setEchoUrl, setRatesUrl } from '../stores/services.ts'
import { setThemeChoice } from '../stores/theme.ts'

/**
 * The shared configuration attributes every element takes. A present, non-empty attribute sets the
 * shared store (and so every other element on the page); an invalid value is ignored with a warning.
 */
export const CONFIG_ATTRIBUTES = {
  'node-url': setNodeUrl,
  'echo-url': setEchoUrl,
  'rates-url': setRatesUrl,
  'crypto-url': setCryptoUrl,
  'sentry-dsn': setSentryDsn,
  theme: setThemeChoice,
} as const satisfies Record<string, (value: string) => boolean>

export type ConfigAttribute = keyof typeof CONFIG_ATTRIBUTES

/** The r2wc props the configuration attributes map to (so r2wc observes them). */
export const CONFIG_PROPS = {
  nodeUrl: 'string',
  echoUrl: 'string',
  ratesUrl: 'string',
  cryptoUrl: 'string',
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
