// The main journeys, written once and run in every engine by tests/journeys/run.ts. Each starts in
// a fresh profile against a reset simulator; names and texts are what the user sees.
import type { EnginePage } from './engines.ts'

export interface Journey {
  page: EnginePage
  /** The demo's origin. */
  demo: string
  /** POSTs to the simulator's fault control (`throttle`, ...). */
  sim(path: string, body?: unknown): Promise<void>
  /** Uploads bytes straight to the simulated node; answers the cid. */
  store(text: string): Promise<string>
  /** The node API requests the simulator counted so far. */
  nodeRequests(): Promise<string>
}

async function see(page: EnginePage, role: string, name: string) {
  await page.call('see', role, name)
}

/** Clicks what has that role and name with the engine's real pointer. */
async function click(page: EnginePage, role: string, name: string) {
  await page.clickAt((await page.call('pointAt', role, name)) as { x: number; y: number })
}

/** Follows a side menu link, opening the menu first where it slides in (a phone). */
async function followMenu(page: EnginePage, name: string) {
  if (!(await page.call('onScreen', 'link', name))) await click(page, 'button', 'Open menu')
  await click(page, 'link', name)
}

async function at(page: EnginePage, path: string) {
  const start = Date.now()
  for (;;) {
    const location = await page.call('location')
    if (location === path) return
    if (Date.now() - start > 10_000) throw new Error(`Expected to be at ${path}, not ${location}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Opens a vault path of the demo (a deep link: the demo server's SPA fallback serves it). */
async function openOnboarded({ page, demo }: Journey, path: string) {
  await page.goto(`${demo}${path}`)
}

export const JOURNEYS: Record<string, (journey: Journey) => Promise<void>> = {
  async onboarding({ page, demo }) {
    await page.goto(`${demo}/`)
    await see(page, 'heading', 'Hello, Welcome to Codex Vault')
    await click(page, 'link', "Let's get started")
    await at(page, '/onboarding-name')
    await page.call('fill', 'textbox', 'Preferred name', 'Ada')
    await click(page, 'link', 'Next')
    await at(page, '/onboarding-checks')
    await see(page, 'heading', '/Nice to meet you Ada/')
    await page.call('seeText', 'Success')
    await click(page, 'link', 'Next')
    await at(page, '/dashboard')
    await see(page, 'heading', 'Dashboard')
  },

  async 'upload with progress and cancel'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/files')
    await page.call('upload', [{ name: 'hello.txt', text: 'hello from every engine' }])
    await page.call('seeText', 'File uploaded successfully')
    // 48 MB at 4 MB/s: still under way when Cancel is pressed, even where each driver call takes
    // a second (WebKit's WebDriver on a loaded machine once let 8 MB/s finish first).
    await journey.sim('throttle', { bytesPerSecond: 4 * 1024 * 1024 })
    await page.call('upload', [{ name: 'large.bin', size: 48 * 1024 * 1024 }])
    // Some progress (not 0.0 %) before Cancel, as a person would see it move.
    await page.call('seeText', '/[1-9]\\d*\\.\\d %/')
    await click(page, 'button', 'Cancel the upload of large.bin')
    await page.call('seeText', 'The upload has been cancelled')
  },

  async download(journey) {
    const { page } = journey
    const cid = await journey.store('bytes to fetch in every engine')
    await openOnboarded(journey, '/dashboard')
    // The Download card and the Fetch card both have a CID field: the Download card comes first
    // once it is there, so wait for it (under load the Fetch card may render first).
    await see(page, 'button', 'Download')
    await page.call('fill', 'textbox', '/CID/', 'not a cid')
    await click(page, 'button', 'Download')
    await page.call('seeAttribute', 'input[aria-invalid="true"]', 'aria-invalid', 'true')
    const before = await journey.nodeRequests()
    await page.call('fill', 'textbox', '/CID/', cid)
    await click(page, 'button', 'Download')
    const start = Date.now()
    while ((await journey.nodeRequests()) === before) {
      if (Date.now() - start > 10_000) throw new Error('Download asked nothing of the node')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  },

  async folders(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/files')
    await page.call('fill', 'textbox', 'Folder name', 'docs')
    await click(page, 'button', 'Create folder')
    await see(page, 'button', 'docs (0)')
  },

  async 'storage request'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/purchases')
    await click(page, 'button', 'Storage Request')
    await see(page, 'dialog', 'Storage request')
    await page.call('upload', [{ name: 'report.bin', size: 300 * 1024 }], 'dialog')
    await page.call('seeText', 'Chosen CID: zDv')
    await click(page, 'button', 'Next')
    await page.call('seeText', 'Size per slot')
    await click(page, 'button', 'Next')
    await page.call('seeText', 'Your request is being processed.')
  },

  async availability(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/availabilities')
    await see(page, 'heading', 'Host')
    await click(page, 'button', 'Create Availability')
    await see(page, 'dialog', 'Availability')
    await page.call('fill', 'textbox', '/^Total size(?! unit)/', '1')
    await page.call('fill', 'textbox', '/^Duration(?! unit)/', '3')
    await page.call('fill', 'combobox', '/^Duration unit/', 'months')
    await page.call('fill', 'textbox', '/^Nickname/', 'photos')
    await click(page, 'button', 'Next')
    await see(page, 'heading', '/Confirm/')
    await click(page, 'button', 'Next')
    await page.call('seeText', 'The new sale will appear in your sale list.')
    await click(page, 'button', 'Finish')
    await see(page, 'table', 'Availabilities')
    await page.call('seeText', 'photos')
  },

  async 'peers map'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/peers')
    await see(page, 'heading', 'Peers')
    await see(page, 'img', '/World map of \\d+ located peers?/')
    await page.call('countIn', 'svg path', 50)
  },

  async 'log level'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/logs')
    await page.call('fill', 'combobox', 'Log level', 'WARN')
    await click(page, 'button', 'Save')
    await page.call('seeText', 'The log level has been updated successfully.')
  },

  async 'switching theme'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/dashboard/settings')
    await click(page, 'radio', 'Dark')
    await page.call('seeAttribute', '.vault-theme', 'data-theme', 'dark')
    await page.reload()
    await page.call('seeAttribute', '.vault-theme', 'data-theme', 'dark')
  },

  async 'widgets on a plain HTML page'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/embed.html')
    await see(page, 'heading', 'My node, on my own page')
    await page.call('countIn', 'vault-health-check', 2)
    await see(page, 'textbox', '/^Address/')
  },

  async 'a React 19 page (/react/): JSX elements, typed properties, vault-* events'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/react/')
    await see(page, 'heading', 'My node, in a React app')
    await page.call('seeText', 'React has heard of no upload yet.')
    await page.call('upload', [{ name: 'from-react.txt', text: 'sent from a React page' }])
    await page.call('seeText', 'React heard: from-react.txt uploaded.')
    // limit={4} reached the element as a number: the table lists the file just sent.
    await see(page, 'table', 'Files')
    await page.call('seeText', 'from-react.txt')
    await click(page, 'button', 'Open the availability wizard')
    await page.call('seeText', 'The wizard is open.')
    await see(page, 'dialog', 'Availability')
    await click(page, 'button', 'Back')
    await page.call('seeText', 'The wizard is closed.')
  },

  async 'under /admin/vault/: deep link, reload, back and forward'(journey) {
    const { page } = journey
    await openOnboarded(journey, '/admin/vault/dashboard/files')
    await see(page, 'table', 'Files')
    await page.reload()
    await at(page, '/admin/vault/dashboard/files')
    await see(page, 'table', 'Files')
    await followMenu(page, 'Peers')
    await at(page, '/admin/vault/dashboard/peers')
    await see(page, 'heading', 'Peers')
    await page.back()
    await at(page, '/admin/vault/dashboard/files')
    await see(page, 'table', 'Files')
    await page.forward()
    await at(page, '/admin/vault/dashboard/peers')
    const hostLink = await page.call('attribute', 'a[href="/admin/users"]', 'href')
    if (hostLink !== '/admin/users') throw new Error(`The host's own link changed: ${hostLink}`)
  },
}
