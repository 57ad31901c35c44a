import { lazyCalls } from './lazy-calls.ts'

/**
 * The external services' calls (`services.ts`), whose code and schemas load with the first call:
 * a health check or map that has not asked yet carries none of it.
 */
export const services = lazyCalls(() => import('./services.ts'), {
  checkPort: true,
  lookupGeo: true,
  fetchCryptoPrice: true,
  fetchFiatRates: true,
})
