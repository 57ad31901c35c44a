import { atom } from 'nanostores'
import { services } from '../../api/service-client.ts'
import { $cryptoUrl, $ratesUrl } from './services.ts'
import { getEnvironment } from './environment.ts'
import { SERVICE_ANSWER_MS } from '../cadences.ts'

/** The mock wallet's currencies (spec section 9). */
export const WALLET_CURRENCIES = ['USD', 'BTC', 'ETH', 'EUR', 'AUD', 'CAD', 'CNY'] as const
export type WalletCurrency = (typeof WALLET_CURRENCIES)[number]

/** The mock token's value: 1540 US dollars (spec section 9). */
export const MOCK_VALUE_USD = 1540

export interface WalletValue {
  currency: WalletCurrency
  /** The value as shown: 2 decimals for fiat, 8 for coins. */
  amount: string
  converting: boolean
}

const inUsd: WalletValue = { currency: 'USD', amount: MOCK_VALUE_USD.toFixed(2), converting: false }

/** The mock balance's value in the chosen currency; back to USD, quietly, when a rate fails. */
export const $walletValue = atom<WalletValue>(inUsd)

let request = 0

export async function chooseWalletCurrency(raw: string): Promise<void> {
  const currency = WALLET_CURRENCIES.find((each) => each === raw)
  if (!currency || currency === 'USD') {
    request += 1
    $walletValue.set(inUsd)
    return
  }
  const mine = ++request
  $walletValue.set({ ...$walletValue.get(), converting: true })
  const amount =
    currency === 'BTC' || currency === 'ETH'
      ? await coinAmount(currency)
      : await fiatAmount(currency)
  if (mine !== request) return
  $walletValue.set(amount === null ? inUsd : { currency, amount, converting: false })
}

const serviceOptions = () => ({ transport: getEnvironment(), timeoutMs: SERVICE_ANSWER_MS })

async function fiatAmount(currency: WalletCurrency): Promise<string | null> {
  const rates = await services.fetchFiatRates($ratesUrl.get(), serviceOptions())
  const rate = rates.error ? undefined : rates.data[currency.toLowerCase()]
  return rate !== undefined && rate > 0 ? (MOCK_VALUE_USD * rate).toFixed(2) : null
}

async function coinAmount(currency: 'BTC' | 'ETH'): Promise<string | null> {
  const coin = currency === 'BTC' ? 'btc' : 'eth'
  const price = await services.fetchCryptoPrice($cryptoUrl.get(), coin, serviceOptions())
  return !price.error && price.data > 0 ? (MOCK_VALUE_USD / price.data).toFixed(8) : null
}
