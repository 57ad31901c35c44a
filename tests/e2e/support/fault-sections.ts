// The sections of <vault-app> as the fault matrix drives them: where each lives, which node
// reads it makes, what it shows once it has its data, and how it says a read failed.
import type { Locator, Page } from '@playwright/test'
import { SECTION_ROUTES, type SectionName } from '../../../src/stores/page/routes.ts'
import type { SimControl } from './fixtures.ts'

export const RETRIEVE = 'Cannot retrieve the data.'

/** One node read of a section, as a simulator fault pattern (below the API prefix). */
export interface Read {
  method: 'GET'
  path: string
  /** How the section shows this read failing with `message`; default: its error card. */
  failure?: (page: Page, message: RegExp) => Locator
  /** What `failure` is, in words, for the table. */
  shows?: string
  /** What the user opens to see this read (a row's reservations). */
  open?: (page: Page) => Promise<void>
}

export interface FaultSection {
  name: string
  path: string
  /** Its side-menu entry, for moving away and back without a reload. */
  menu: string
  reads: Read[]
  /** What the user sees once the section has its data. */
  shown: (page: Page) => Locator
  /** What must stay on screen while a read fails (stale); default: `shown`. */
  kept?: (page: Page) => Locator
  /** Whether it reads the marketplace (503 `Persistence is not enabled` when that is off). */
  marketplace?: boolean
  /** Data the section needs on the node before it can show anything. */
  seed?: (sim: SimControl) => Promise<void>
}

/** The spec's error card: `Error`, the subtitle, the message; scoped to the section's page. */
export function errorCard(page: Page, message: RegExp, subtitle = RETRIEVE): Locator {
  return main(page)
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Error', exact: true }) })
    .filter({ hasText: subtitle })
    .filter({ hasText: message })
    .first()
}

export const main = (page: Page) => page.locator('vault-app').locator('main')

const check = (page: Page, name: string) =>
  main(page).getByRole('listitem').filter({ hasText: name })

/** A 300 KB file on the node (the smallest a 3-node request takes) and a purchase of it. */
async function seedPurchase(sim: SimControl): Promise<void> {
  const api = `${sim.url}/api/codex/v1`
  const bytes = Buffer.alloc(300 * 1024, 5)
  const cid = await (
    await fetch(`${api}/data`, {
      method: 'POST',
      headers: { 'Content-Disposition': 'attachment; filename="bought.bin"' },
      body: bytes,
    })
  ).text()
  const answer = await fetch(`${api}/storage/request/${cid}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      duration: '3600',
      pricePerBytePerSecond: '1',
      proofProbability: '1',
      expiry: '300',
      collateralPerByte: '1',
      nodes: 3,
      tolerance: 1,
    }),
  })
  if (!answer.ok) throw new Error(`seeding a purchase: ${answer.status} ${await answer.text()}`)
}

/** The node API's root on the simulator, under the prefix of the line it serves now. */
async function apiOf(sim: SimControl): Promise<string> {
  const state = (await (await fetch(`${sim.url}/_sim/state`)).json()) as { prefix: string }
  return `${sim.url}${state.prefix}`
}

async function seedFile(sim: SimControl): Promise<void> {
  const answer = await fetch(`${await apiOf(sim)}/data`, {
    method: 'POST',
    headers: {
      'Content-Disposition': 'attachment; filename="kept.txt"',
      'Content-Type': 'text/plain',
    },
    body: Buffer.from('kept through faults'),
  })
  if (!answer.ok) throw new Error(`seeding a file: ${answer.status} ${await answer.text()}`)
}

/** An availability of 1 GiB (no nickname: its row is named by its id). */
async function seedAvailability(sim: SimControl): Promise<void> {
  const answer = await fetch(`${sim.url}/api/codex/v1/sales/availability`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      totalSize: String(1024 * 1024 * 1024),
      duration: '86400',
      minPricePerBytePerSecond: '1',
      totalCollateral: '1000',
    }),
  })
  if (!answer.ok) throw new Error(`seeding an availability: ${answer.status}`)
}

const filesTable = (page: Page) =>
  main(page).getByRole('table', { name: 'Files' }).getByText('kept.txt')

/** Reads of the marketplace routes, which a node without a marketplace never gets. */
const isMarketplaceRead = (read: Read) => /^\/(sales|storage)\//.test(read.path)

/**
 * The sections a node without a marketplace (Logos Storage) serves, with only the reads it answers:
 * Purchases and Host make no node read there (they say what the node is instead).
 */
export function sectionsWithoutMarketplace(sections: FaultSection[]): FaultSection[] {
  return sections
    .filter((section) => !section.reads.some(isMarketplaceRead) || section.name === 'Settings')
    .map((section) => ({
      ...section,
      marketplace: false,
      reads: section.reads.filter((read) => !isMarketplaceRead(read)),
    }))
}

/** Every section of <vault-app> that the fault matrix covers, in menu order. */
/** A section's path and side-menu entry, from the vault's route table. */
function routeOf(name: SectionName): Pick<FaultSection, 'path' | 'menu'> {
  const { path, menu } = SECTION_ROUTES[name]
  return { path, menu: menu.label }
}

export const FAULT_SECTIONS: FaultSection[] = [
  {
    name: 'Home',
    ...routeOf('dashboard'),
    reads: [
      { method: 'GET', path: '/space' },
      { method: 'GET', path: '/debug/info' },
      { method: 'GET', path: '/data' },
    ],
    shown: (page) => filesTable(page),
    seed: seedFile,
  },
  {
    name: 'Wallet',
    ...routeOf('wallet'),
    reads: [],
    shown: (page) => main(page).getByRole('note').filter({ hasText: 'Demonstration data' }),
  },
  {
    name: 'Files',
    ...routeOf('files'),
    reads: [{ method: 'GET', path: '/data' }],
    shown: filesTable,
    seed: seedFile,
  },
  {
    name: 'Purchases',
    ...routeOf('purchases'),
    marketplace: true,
    reads: [
      { method: 'GET', path: '/storage/purchases' },
      {
        method: 'GET',
        path: '/storage/purchases/*',
        // Spec section 3: an unreadable purchase is a row in state error with the message.
        failure: (page) =>
          main(page).getByRole('table', { name: 'Purchases' }).getByText('error', { exact: true }),
        shows: 'the purchase as a row in state `error`, the message as its tooltip',
      },
    ],
    shown: (page) => main(page).getByRole('table', { name: 'Purchases' }).getByText('bought.bin'),
    // An unreadable purchase loses its file (its request is unknown) but keeps its row.
    kept: (page) => main(page).getByRole('table', { name: 'Purchases' }).getByRole('row').nth(1),
    seed: seedPurchase,
  },
  {
    name: 'Host',
    ...routeOf('availabilities'),
    marketplace: true,
    reads: [
      { method: 'GET', path: '/sales/availability' },
      { method: 'GET', path: '/space' },
      {
        method: 'GET',
        path: '/sales/availability/*/reservations',
        failure: (page, message) => {
          const table = main(page).getByRole('table', { name: 'Availabilities' })
          return table
            .getByRole('alert')
            .filter({ hasText: 'Error when retrieving reservations.' })
            .filter({ hasText: message })
        },
        open: (page) =>
          main(page)
            .getByRole('button', { name: /^Reservations of / })
            .first()
            .click(),
        shows: 'error card `Error when retrieving reservations.` in the open row',
      },
    ],
    shown: (page) =>
      main(page)
        .getByRole('table', { name: 'Availabilities' })
        .getByRole('row', { name: /1\.0 GB/ })
        .first(),
    seed: seedAvailability,
  },
  {
    name: 'Peers',
    ...routeOf('peers'),
    reads: [{ method: 'GET', path: '/debug/info' }],
    shown: (page) =>
      main(page)
        .getByRole('table', { name: 'Peers' })
        .getByRole('cell', { name: 'Active' })
        .first(),
  },
  {
    name: 'Logs',
    ...routeOf('logs'),
    reads: [{ method: 'GET', path: '/debug/info' }],
    shown: (page) => main(page).getByLabel('Debug info as JSON'),
  },
  {
    name: 'Settings',
    ...routeOf('settings'),
    marketplace: true,
    reads: [
      {
        method: 'GET',
        path: '/spr',
        failure: (page, message) =>
          check(page, 'Node connection').filter({ hasText: 'Failed' }).filter({ hasText: message }),
        shows: 'checklist `Node connection Failed` with the message',
      },
      {
        method: 'GET',
        path: '/sales/slots',
        failure: (page, message) =>
          check(page, 'Marketplace').filter({ hasText: 'Warning' }).filter({ hasText: message }),
        shows: 'checklist `Marketplace Warning Inactive:` with the message',
      },
    ],
    shown: (page) => check(page, 'Node connection').filter({ hasText: 'Success' }),
    kept: (page) => main(page).getByRole('textbox', { name: 'Address', exact: true }),
  },
]
