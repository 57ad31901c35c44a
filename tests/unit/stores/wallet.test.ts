import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import { startTestSimulator, type Simulator } from '../api/support/simulator.ts'

useTestStorageEngine()
const { $cryptoUrl, $ratesUrl } = await import('../../../src/stores/page/services.ts')
const { $walletValue, chooseWalletCurrency } = await import('../../../src/stores/page/wallet.ts')

describe('the mock wallet value', () => {
  let sim: Simulator
  beforeAll(async () => {
    sim = await startTestSimulator()
  })
  afterAll(() => sim.close())
  beforeEach(() => {
    cleanTestStorage()
    $ratesUrl.set(`${sim.url}/rates/v1/currencies/usd.json`)
    $cryptoUrl.set(`${sim.url}/crypto/v2/prices`)
  })

  it('converts 1540 USD with the fiat rates (2 decimals) and coin prices (8 decimals)', async () => {
    await chooseWalletCurrency('EUR')
    expect($walletValue.get()).toEqual({ currency: 'EUR', amount: '1466.54', converting: false })
    await chooseWalletCurrency('BTC')
    expect($walletValue.get()).toEqual({ currency: 'BTC', amount: '0.01600140', converting: false })
    await chooseWalletCurrency('USD')
    expect($walletValue.get()).toEqual({ currency: 'USD', amount: '1540.00', converting: false })
  })

  it('falls back quietly to USD when a service fails or the currency is unknown', async () => {
    $ratesUrl.set(`${sim.url}/nowhere.json`)
    await chooseWalletCurrency('CAD')
    expect($walletValue.get()).toEqual({ currency: 'USD', amount: '1540.00', converting: false })
    await chooseWalletCurrency('DOGE')
    expect($walletValue.get().currency).toBe('USD')
  })
})
