import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/button/button.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { AppLink } from '../../components/link/app-link.tsx'
import { $path, $routing, hrefFor, navigate, ROUTES } from '../../stores/router.ts'
import { $sideMenuOpen, closeSideMenu } from '../../stores/side-menu.ts'
import css from './side-menu.css?inline'

type MenuEntry = { label: string; path: string } | { label: string; disabled: true }

/** The spec's entries in its order; each group is separated by a rule, the last sits at the bottom. */
const GROUPS: MenuEntry[][] = [
  [
    { label: 'Dashboard', path: ROUTES.dashboard },
    { label: 'Wallet', path: ROUTES.wallet },
    { label: 'Files', path: ROUTES.files },
    { label: 'Nodes', disabled: true },
    { label: 'Analytics', disabled: true },
    { label: 'Devices', disabled: true },
  ],
  [
    { label: 'Purchases', path: ROUTES.purchases },
    { label: 'Host', path: ROUTES.availabilities },
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

/** The dashboard navigation; on narrow screens it slides in over the page. */
export function SideMenu() {
  const path = useStore($path)
  const routing = useStore($routing)
  const open = useStore($sideMenuOpen)
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    // Like a dialog: focus moves into the opened menu and goes back to its opener on close.
    const root = closeButton.current?.getRootNode() as Document | ShadowRoot | undefined
    const opener = root?.activeElement
    closeButton.current?.focus()
    return () => {
      if (opener instanceof HTMLElement) opener.focus()
    }
  }, [open])
  return (
    <div className="side-menu" data-open={open}>
      <StyleSheet name="side-menu" css={css} />
      <div className="side-menu-backdrop" aria-hidden="true" onClick={closeSideMenu} />
      <nav
        className="side-menu-panel"
        aria-label="Main"
        onKeyDown={(event) => {
          if (event.key === 'Escape') closeSideMenu()
        }}
      >
        <div className="side-menu-head">
          <span className="side-menu-brand">Codex Vault</span>
          <Button
            variant="ghost"
            icon="close"
            ref={closeButton}
            aria-label="Close menu"
            className="side-menu-close"
            onClick={closeSideMenu}
          />
        </div>
        {GROUPS.map((group, index) => (
          <ul key={index} className="side-menu-group">
            {group.map((entry) => (
              <li key={entry.label}>
                {'disabled' in entry ? (
                  <AppLink href="" onNavigate={() => {}} disabled className="side-menu-link">
                    {entry.label} <span className="side-menu-soon">Coming soon</span>
                  </AppLink>
                ) : (
                  <AppLink
                    href={hrefFor(entry.path, routing)}
                    className="side-menu-link"
                    current={path === entry.path ? 'page' : undefined}
                    onNavigate={() => {
                      closeSideMenu()
                      navigate(entry.path)
                    }}
                  >
                    {entry.label}
                  </AppLink>
                )}
              </li>
            ))}
          </ul>
        ))}
      </nav>
    </div>
  )
}
