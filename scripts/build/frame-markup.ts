import { ICON_PATHS, type IconName } from '../../src/components/icon/icon.tsx'
import { MENU_GROUPS } from '../../src/features/side-menu/menu-entries.ts'
import { SECTION_ROUTES, type SectionName } from '../../src/stores/page/routes.ts'
import { MOCK_ACCOUNT } from '../../src/features/account-card/mock-account.ts'
import { VAULT_VERSION } from '../../src/lib/version.ts'

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** An icon button's box, drawn as the kit's Button draws it; inert until the app replaces it. */
function iconButton(className: string, icon: IconName): string {
  return (
    `<button type="button" class="vault-button vault-button--ghost vault-button--icon ${className}" tabindex="-1" aria-hidden="true">` +
    `<svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" focusable="false" aria-hidden="true"><path d="${ICON_PATHS[icon]}"></path></svg>` +
    `</button>`
  )
}

function sideMenu(current: string): string {
  const groups = MENU_GROUPS.map((group) => {
    const items = group.map((entry) =>
      'disabled' in entry
        ? `<li><a role="link" aria-disabled="true" class="side-menu-link">${escape(entry.label)} <span class="side-menu-soon">Coming soon</span></a></li>`
        : `<li><a href="${entry.path}" class="side-menu-link"${entry.path === current ? ' aria-current="page"' : ''}>${escape(entry.label)}</a></li>`,
    )
    return `<ul class="side-menu-group">${items.join('')}</ul>`
  })
  return (
    `<div class="side-menu" data-open="false"><div class="side-menu-backdrop" aria-hidden="true"></div>` +
    `<nav class="side-menu-panel" aria-label="Main"><div class="side-menu-head"><span class="side-menu-brand">Codex Vault</span>` +
    iconButton('side-menu-close', 'close') +
    `</div>${groups.join('')}</nav></div>`
  )
}

function topBar(title: string, description: string): string {
  return (
    `<header class="top-bar" data-degraded="false">` +
    iconButton('top-bar-menu', 'menu') +
    `<div class="top-bar-title"><h1>${escape(title)}</h1><p>${escape(description)}</p></div>` +
    `<div class="top-bar-wallet" aria-label="Wallet (demo)" role="group"><span class="top-bar-network-name">Mainnet</span><span>moodeng.eth</span><span class="top-bar-connected">Connected</span></div>` +
    `<div class="top-bar-status"><span class="top-bar-indicator" data-state="ok"><span class="top-bar-dot" aria-hidden="true"></span>Network: Online</span>` +
    `<span class="top-bar-indicator top-bar-node" data-state="warning"><span class="top-bar-dot" aria-hidden="true"></span>Node: Checking</span></div>` +
    `</header>`
  )
}

/**
 * The part of the home page that needs no node data, as DashboardHome and AccountCard first render
 * it: the welcome header (the emoji and name are the browser's, so the app fills them in) and the
 * Account card, whose figures are the mock wallet's. The cards after it wait for the node; drawing
 * only the grid's first cell keeps the ones before it in place when the rest arrive.
 */
function dashboardHome(): string {
  return (
    `<div class="home"><header class="home__header"><span class="home__emoji" aria-hidden="true"></span>` +
    `<h2 class="home__welcome">Welcome back</h2><dl class="home__versions"><dt>Client</dt><dd>…</dd>` +
    `<dt>Vault</dt><dd>${escape(VAULT_VERSION)} <span class="home__badge">alpha</span></dd></dl></header>` +
    `<div class="home__grid"><div class="home__cell"><section class="vault-card account-card" aria-labelledby="vault-frame-account">` +
    `<header class="vault-card__header"><h2 id="vault-frame-account" class="vault-card__title">Connected Account</h2>` +
    `<div class="vault-card__actions"><button type="button" class="account-card__add" disabled>Add Wallet</button></div></header>` +
    `<p class="account-card__address">${escape(MOCK_ACCOUNT.address)}</p>` +
    `<p class="account-card__balance"><span class="account-card__label">Token</span> ${escape(MOCK_ACCOUNT.balance)} ${escape(MOCK_ACCOUNT.token)}</p>` +
    `<p class="account-card__note">Demonstration data: wallets are coming soon.</p></section></div></div></div>`
  )
}

/** What the frame shows in the route's main area before the section's code runs. */
const SECTION_FRAMES: Partial<Record<SectionName, () => string>> = { dashboard: dashboardHome }

/**
 * The dashboard's frame for one route, as `<vault-app>` first renders it (ThemeRoot, layout, side
 * menu, top bar, and what of the section needs no node data): the same elements and class names,
 * drawn by frame.css from the same stylesheets, so nothing moves when the element's shadow root
 * takes over. The home page's largest text is in it, so its largest paint is its first paint.
 */
export function renderFrame(route: SectionName): string {
  const { title, description, path } = SECTION_ROUTES[route]
  return (
    `<div class="vault-theme vault-root vault-frame"><div class="vault-app"><div class="dashboard">` +
    sideMenu(path) +
    `<div class="dashboard-content">${topBar(title, description)}<main class="dashboard-main">${SECTION_FRAMES[route]?.() ?? ''}</main></div>` +
    `</div></div></div>`
  )
}
