import { parseHttpUrl, parsePort } from '../../lib/urls.ts'
/** The address and port fields of the health check panel. */
export interface NodeAddress {
  address: string
  port: string
}

/** Splits a node URL into the address (scheme, host and path) and the port fields. */
export function splitNodeUrl(url: string): NodeAddress {
  try {
    const parsed = new URL(url)
    const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80')
    const path = parsed.pathname === '/' ? '' : parsed.pathname
    return { address: `${parsed.protocol}//${parsed.hostname}${path}`, port }
  } catch {
    return { address: url, port: '' }
  }
}

/**
 * What typing into the address field gives: an address that carries a port
 * (`http://host:8081`) is split, the port moving to its own field.
 */
export function splitTypedAddress(typed: string): { address: string; port: string | undefined } {
  const match = /^(\w+:\/\/[^/:]+):(\d*)(\/.*)?$/.exec(typed.trim())
  if (!match) return { address: typed, port: undefined }
  return { address: `${match[1]}${match[3] ?? ''}`, port: match[2] }
}

/** Whether the address field holds a valid http(s) URL without a port. */
export function isValidAddress(address: string): boolean {
  return parseHttpUrl(address)?.port === ''
}

/** Whether the port field holds a port number (1 to 65535). */
export function isValidPort(port: string): boolean {
  return parsePort(port) !== undefined
}

/** The node URL the two fields make, or undefined when either is invalid. */
export function joinNodeAddress({ address, port }: NodeAddress): string | undefined {
  if (!isValidAddress(address) || !isValidPort(port)) return undefined
  const url = new URL(address)
  url.port = port
  return url.href.replace(/\/+$/, '')
}
