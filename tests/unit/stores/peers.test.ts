import { describe, expect, it } from 'vitest'
import {
  compareCountries,
  connectionQuality,
  flagOf,
  gaugeAngle,
  pinBucket,
  type PeerRow,
} from '../../../src/stores/node/peers.ts'

const row = (peerId: string, country: string | null): PeerRow => ({
  peerId,
  addresses: [],
  lastSeen: null,
  active: true,
  country,
  flag: '',
  place: country === null ? 'unknown' : 'located',
})

describe('the peers page numbers', () => {
  it('turns the share of active peers into a gauge angle and a quality', () => {
    expect(gaugeAngle(0, 0)).toBe(0)
    expect(gaugeAngle(1, 4)).toBe(45)
    expect(gaugeAngle(4, 4)).toBe(180)
    expect(gaugeAngle(9, 4)).toBe(180)
    expect(connectionQuality(0)).toBe('poor')
    expect(connectionQuality(1)).toBe('good')
  })

  it('turns a country code into its flag, and nothing else into one', () => {
    expect(flagOf('de')).toBe('🇩🇪')
    expect(flagOf('BR')).toBe('🇧🇷')
    expect(flagOf('')).toBe('')
    expect(flagOf('<b>')).toBe('')
    expect(flagOf('DEU')).toBe('')
  })

  it('sizes pins in the legend buckets 1-3, 3-5 and 5+', () => {
    expect([1, 3, 4, 5, 6, 40].map(pinBucket)).toEqual(['1-3', '1-3', '3-5', '3-5', '5+', '5+'])
  })

  it('sorts by country before any geo answer, peers without one last', () => {
    const rows = [row('a', null), row('b', 'Norway'), row('c', 'Chile'), row('d', null)]
    expect([...rows].sort(compareCountries).map((each) => each.peerId)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ])
    const unknown = [row('x', null), row('y', null)]
    expect([...unknown].sort(compareCountries).map((each) => each.peerId)).toEqual(['x', 'y'])
  })
})
