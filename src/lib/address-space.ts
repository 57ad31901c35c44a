/** Chromium's Local Network Access address spaces, narrowest first. */
export type AddressSpace = 'loopback' | 'local' | 'public'

const RANK: Record<AddressSpace, number> = { loopback: 0, local: 1, public: 2 }

function ipv4Space(host: string): AddressSpace | undefined {
  const parts = host.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part > 255)) {
    return undefined
  }
  const [a = 0, b = 0] = parts
  if (a === 127) return 'loopback'
  if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'local'
  if ((a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127) || a === 0) return 'local'
  return 'public'
}

/** The address space of a URL's host, judged from its name or literal address. */
export function addressSpaceOf(url: string): AddressSpace {
  try {
    return addressSpaceOfHost(new URL(url).hostname)
  } catch {
    return 'public'
  }
}

/** The address space of a host name or literal address (`127.0.0.1`, `[::1]`, `node.local`). */
export function addressSpaceOfHost(name: string): AddressSpace {
  const host = name.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1') return 'loopback'
  if (
    host.endsWith('.local') ||
    /^f[cd][0-9a-f]{2}:/.test(host) ||
    /^fe[89ab][0-9a-f]:/.test(host)
  ) {
    return 'local'
  }
  return ipv4Space(host) ?? 'public'
}

/**
 * Whether Chromium asks the user (and refuses where it cannot ask) before a page at `pageOrigin`
 * reaches `target`: when the target is in a narrower address space than the page.
 */
export function needsLocalNetworkPermission(pageOrigin: string, target: string): boolean {
  return RANK[addressSpaceOf(target)] < RANK[addressSpaceOf(pageOrigin)]
}

/** What the user can do when the browser keeps this page from its node. */
export const LOCAL_NETWORK_BLOCKED =
  'Your browser blocked this page from reaching a node on your local network. Allow this site to access devices on your local network (in the prompt, or in the site settings next to the address bar), then retry; or open the vault from a local address.'
