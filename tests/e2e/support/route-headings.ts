/** Every dashboard route with the level-1 heading it shows, for specs that visit them all. */
export const DASHBOARD_ROUTES = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/dashboard/files', heading: 'Files' },
  { path: '/dashboard/transfers', heading: 'Transfers' },
  { path: '/dashboard/analytics', heading: 'Analytics' },
  { path: '/dashboard/wallet', heading: 'Wallet' },
  { path: '/dashboard/purchases', heading: 'Purchases' },
  { path: '/dashboard/availabilities', heading: 'Host' },
  { path: '/dashboard/peers', heading: 'Peers' },
  { path: '/dashboard/logs', heading: 'Log' },
  { path: '/dashboard/settings', heading: 'Settings' },
  { path: '/dashboard/help', heading: 'Help' },
  { path: '/dashboard/disclaimer', heading: 'Disclaimer' },
]
