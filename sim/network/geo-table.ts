export interface GeoLocation {
  country: string
  country_iso: string
  latitude: number
  longitude: number
}

/** Public IPs the simulated network uses, with the location the echo service reports for each. */
export const geoTable: Readonly<Record<string, GeoLocation>> = {
  '84.115.20.61': { country: 'Austria', country_iso: 'AT', latitude: 48.2082, longitude: 16.3738 },
  '81.2.69.142': {
    country: 'United Kingdom',
    country_iso: 'GB',
    latitude: 51.5142,
    longitude: -0.0931,
  },
  '159.223.12.40': {
    country: 'Netherlands',
    country_iso: 'NL',
    latitude: 52.3676,
    longitude: 4.9041,
  },
  '138.68.101.7': { country: 'Germany', country_iso: 'DE', latitude: 50.1109, longitude: 8.6821 },
  '138.68.101.22': { country: 'Germany', country_iso: 'DE', latitude: 50.1109, longitude: 8.6821 },
  '138.68.102.91': { country: 'Germany', country_iso: 'DE', latitude: 50.1109, longitude: 8.6821 },
  '165.227.44.19': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '165.227.44.20': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '165.227.45.3': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '165.227.46.77': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '165.227.47.150': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '165.227.47.151': {
    country: 'United States',
    country_iso: 'US',
    latitude: 40.7128,
    longitude: -74.006,
  },
  '143.198.70.3': {
    country: 'United States',
    country_iso: 'US',
    latitude: 37.7749,
    longitude: -122.4194,
  },
  '128.199.55.20': {
    country: 'Singapore',
    country_iso: 'SG',
    latitude: 1.3521,
    longitude: 103.8198,
  },
  '139.59.33.81': { country: 'India', country_iso: 'IN', latitude: 12.9716, longitude: 77.5946 },
  '170.64.150.9': {
    country: 'Australia',
    country_iso: 'AU',
    latitude: -33.8688,
    longitude: 151.2093,
  },
  '157.230.80.11': { country: 'Canada', country_iso: 'CA', latitude: 43.6532, longitude: -79.3832 },
  '45.79.206.14': { country: 'Japan', country_iso: 'JP', latitude: 35.6762, longitude: 139.6503 },
  '177.71.207.3': { country: 'Brazil', country_iso: 'BR', latitude: -23.5505, longitude: -46.6333 },
  '51.15.24.60': { country: 'France', country_iso: 'FR', latitude: 48.8566, longitude: 2.3522 },
  '95.217.13.5': { country: 'Finland', country_iso: 'FI', latitude: 60.1699, longitude: 24.9384 },
  '102.132.97.10': {
    country: 'South Africa',
    country_iso: 'ZA',
    latitude: -26.2041,
    longitude: 28.0473,
  },
}

/** The simulated node's own public address (the announce address and the reachable port). */
export const nodeAnnounceIp = '84.115.20.61'
export const nodeListenPort = 8070

export const peerIps = Object.keys(geoTable).filter((ip) => ip !== nodeAnnounceIp)
