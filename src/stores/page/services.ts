import { normalizeHttpUrl } from '../../lib/urls.ts'
import { persistentText } from './persistent-value.ts'

/** Defaults: the services the original vault used (echo is an echoip instance). */
export const DEFAULT_ECHO_URL = 'https://geoip.codex.storage'
export const DEFAULT_RATES_URL =
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@latest/v1/currencies/usd.json'
export const DEFAULT_CRYPTO_URL = 'https://api.coinbase.com/v2/prices'

/** The echo service (port check, geo lookup). */
export const $echoUrl = persistentText('codex-echo-url', DEFAULT_ECHO_URL, normalizeHttpUrl)
/** The currency-rate service of the mock wallet. */
export const $ratesUrl = persistentText('codex-rates-url', DEFAULT_RATES_URL, normalizeHttpUrl)
/** The crypto spot-price service of the mock wallet. */
export const $cryptoUrl = persistentText('codex-crypto-url', DEFAULT_CRYPTO_URL, normalizeHttpUrl)

function setService(store: typeof $echoUrl, raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  if (url !== store.get()) store.set(url)
  return true
}

export const setEchoUrl = (raw: string): boolean => setService($echoUrl, raw)
export const setRatesUrl = (raw: string): boolean => setService($ratesUrl, raw)
export const setCryptoUrl = (raw: string): boolean => setService($cryptoUrl, raw)
