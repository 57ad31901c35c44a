import { beforeAll, describe, expect, it } from 'vitest'
import { renderFrames, type RouteFrame } from '../../../scripts/build/render-frames.ts'
import { SECTION_ROUTES, type SectionName } from '../../../src/stores/page/routes.ts'

const FILE_CARDS = [
  'src/features/uploader/uploader.tsx',
  'src/features/download/download.tsx',
  'src/features/manifest-fetch/manifest-fetch.tsx',
]

// What each route renders on arrival, as the app's preloadTree loads it: the build preloads these.
const EXPECTED: Record<SectionName, string[]> = {
  dashboard: [
    'src/features/dashboard-home/dashboard-home.tsx',
    'src/features/account-card/account-card.tsx',
    'src/features/storage-card/storage-card.tsx',
    'src/features/peers-card/peers-card.tsx',
    ...FILE_CARDS,
  ],
  wallet: ['src/features/wallet/wallet-page.tsx', 'src/features/account-card/account-card.tsx'],
  files: ['src/features/files/files-page.tsx', ...FILE_CARDS],
  nodes: ['src/features/nodes/nodes-page.tsx'],
  transfers: ['src/features/transfers/transfers-page.tsx'],
  analytics: ['src/features/analytics/analytics-page.tsx'],
  purchases: ['src/features/purchases/purchases-page.tsx', 'src/app/storage-request-slots.tsx'],
  availabilities: ['src/features/host/host-page.tsx'],
  peers: ['src/features/peers/peers-page.tsx', 'src/features/peers-card/peers-card.tsx'],
  logs: ['src/features/logs/logs-page.tsx'],
  settings: [
    'src/features/settings/settings-page.tsx',
    'src/features/profile/profile-form.tsx',
    'src/features/health-check/health-check.tsx',
  ],
  help: ['src/features/help/help-page.tsx'],
  disclaimer: ['src/features/disclaimer/disclaimer-page.tsx'],
}

describe("each route's page frame, drawn at build time by the app's components", () => {
  let frames: Record<SectionName, RouteFrame>
  beforeAll(async () => {
    frames = await renderFrames(process.cwd())
  }, 60_000)

  it('preloads what the section renders on arrival, as the app does', () => {
    expect(Object.keys(frames).sort()).toEqual(Object.keys(SECTION_ROUTES).sort())
    for (const [name, expected] of Object.entries(EXPECTED)) {
      expect([...frames[name as SectionName].modules].sort(), name).toEqual([...expected].sort())
    }
  })

  it('leaves out what loads later: below the fold, or on a user action', () => {
    expect(frames.dashboard.modules).not.toContain('src/features/files/files.tsx')
    expect(frames.dashboard.modules).not.toContain(
      'src/features/connectivity-card/connectivity-card.tsx',
    )
    expect(frames.files.modules).not.toContain('src/app/storage-request-slots.tsx')
  })

  it('is the layout, the side menu at its route, the top bar and what needs no node data', () => {
    for (const [name, { path, title, description }] of Object.entries(SECTION_ROUTES)) {
      const { markup } = frames[name as SectionName]
      expect(markup, name).toMatch(/^<div inert="" class="vault-theme vault-root vault-frame">/)
      expect(markup, name).toContain(`<h1>${title}</h1><p>${description}</p>`)
      expect(markup, name).toContain(
        `<a href="${path}" aria-current="page" class="side-menu-link">`,
      )
    }
    const home = frames.dashboard.markup
    expect(home).toContain('Welcome back')
    expect(home).toContain('Connected Account')
    expect(home).toContain('123,223 CDX')
    // Nothing was asked of a node: every card is in its first, waiting state.
    expect(home).toContain('Node: Checking')
    expect(home).toContain('Loading the disk usage…')
  })

  it('has no style attribute, which the CSP refuses: its styles are rules of its stylesheet', () => {
    for (const [name, { markup }] of Object.entries(frames)) {
      expect(markup, name).not.toMatch(/\sstyle="/)
    }
    // The peers table sizes its columns and rows with styles.
    expect(frames.peers.markup).toMatch(/class="vault-table" data-frame-style="0"/)
    expect(frames.peers.styles).toMatch(
      /^\[data-frame-style="0"\] \{ --vault-table-columns:minmax\(10rem, 1\.2fr\) .* !important; \}$/m,
    )
  })

  it('carries the stylesheets it drew, base ones first, each once', () => {
    for (const [name, { sheets }] of Object.entries(frames)) {
      const names = sheets.map((sheet) => sheet.name)
      expect(names.slice(0, 2), name).toEqual(['tokens', 'base'])
      expect(new Set(names).size, name).toBe(names.length)
      expect(names, name).toEqual(expect.arrayContaining(['vault-app', 'side-menu', 'top-bar']))
    }
    expect(frames.dashboard.sheets.map((sheet) => sheet.name)).toEqual(
      expect.arrayContaining(['card', 'dashboard-home', 'account-card']),
    )
  })
})
