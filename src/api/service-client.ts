import { lazyModule } from '../lib/lazy-module.ts'
import { loadedCalls } from './loaded-calls.ts'

const serviceCode = lazyModule(() => import('./services.ts'))

/**
 * The external services' calls (`services.ts`) as the stores use them: their code and schemas
 * load with the first call, so a health check or map that has not asked yet carries none of it.
 */
export const services = loadedCalls(serviceCode.load, {
  checkPort: true,
  lookupGeo: true,
  fetchCryptoPrice: true,
  fetchFiatRates: true,
})
