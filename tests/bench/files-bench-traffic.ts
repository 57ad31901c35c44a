// bench:files' counting of node traffic: the simulator's own request counts by route, and the
// requests and bytes a page sends a node, heard through Playwright.
import type { Page } from 'playwright'

export interface RequestCounts {
  total: number
  byRoute: Record<string, number>
}

/** The probe cid the client asks to learn whether a node serves advertising (src/api). */
const PROBE = 'zDvZRwzm2mK7tvDzKScRLapqGdgNTLyyEBvx1TQY37J2CdWdS6Sj'

/** The list, the per-dataset requests (and how many datasets were asked twice), and the rest. */
export function perFileRequests(counts: RequestCounts) {
  let list = 0
  let perFile = 0
  let twice = 0
  const others: string[] = []
  let other = 0
  for (const [route, count] of Object.entries(counts.byRoute)) {
    if (route === 'GET /data') list += count
    else if (/^GET \/data\/[^/]+\/advertise$/.test(route) && !route.includes(PROBE)) {
      perFile += count
      if (count > 1) twice += 1
    } else if (!route.startsWith('OPTIONS ')) {
      other += count
      others.push(`${route} ${count}`)
    }
  }
  return { list, perFile, twice, other, otherRoutes: others.join(', ') }
}

/** Counts the requests a page sends to `nodeUrl`, with their bytes (headers and bodies both ways). */
export function countNodeTraffic(page: Page, nodeUrl: string) {
  let requests = 0
  let bytes = 0
  let routes = new Map<string, number>()
  let listBytes = 0
  page.on('requestfinished', (request) => {
    if (!request.url().startsWith(nodeUrl)) return
    requests += 1
    const route = `${request.method()} ${new URL(request.url()).pathname.replace(/\/z\w{40,}/g, '/{cid}')}`
    routes.set(route, (routes.get(route) ?? 0) + 1)
    request.sizes().then(
      (sizes) => {
        const size =
          sizes.requestHeadersSize +
          sizes.requestBodySize +
          sizes.responseHeadersSize +
          sizes.responseBodySize
        bytes += size
        if (/^GET \/api\/\w+\/v1\/data$/.test(route)) listBytes += size
      },
      () => {},
    )
  })
  return {
    /** Whole file lists asked since the last take. */
    listsSoFar: () =>
      [...routes]
        .filter(([route]) => /^GET \/api\/\w+\/v1\/data$/.test(route))
        .reduce((sum, [, count]) => sum + count, 0),
    /** What came since the last take. */
    take() {
      const lists = [...routes]
        .filter(([route]) => /^GET \/api\/\w+\/v1\/data$/.test(route))
        .reduce((sum, [, count]) => sum + count, 0)
      const taken = {
        requests,
        bytes,
        /** Whole file lists asked, and their bytes. */
        lists,
        listBytes,
        routes: [...routes].map(([route, count]) => `${route} ${count}`).join(', '),
      }
      requests = 0
      bytes = 0
      listBytes = 0
      routes = new Map()
      return taken
    },
  }
}
