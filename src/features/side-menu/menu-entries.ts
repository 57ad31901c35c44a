import { ROUTES } from '../../stores/page/router.ts'

export type MenuEntry =
  { label: string; path: string; marketplace?: true } | { label: string; disabled: true }

/**
 * The spec's entries in its order; each group is separated by a rule, the last sits at the bottom.
 * Plain data, so the build writes the same menu into the page's frame (scripts/build/app-frame.ts).
 */
export const MENU_GROUPS: MenuEntry[][] = [
  [
    { label: 'Dashboard', path: ROUTES.dashboard },
    { label: 'Wallet', path: ROUTES.wallet },
    { label: 'Files', path: ROUTES.files },
    { label: 'Nodes', path: ROUTES.nodes },
    { label: 'Transfers', path: ROUTES.transfers },
    { label: 'Analytics', path: ROUTES.analytics },
    { label: 'Devices', disabled: true },
  ],
  [
    { label: 'Purchases', path: ROUTES.purchases, marketplace: true },
    { label: 'Host', path: ROUTES.availabilities, marketplace: true },
  ],
  [
    { label: 'Peers', path: ROUTES.peers },
    { label: 'Log', path: ROUTES.logs },
  ],
  [
    { label: 'Settings', path: ROUTES.settings },
    { label: 'Help', path: ROUTES.help },
    { label: 'Disclaimer', path: ROUTES.disclaimer },
  ],
]
