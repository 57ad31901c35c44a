import { useStore } from '@nanostores/react'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/button/button.tsx'
import { StyleSheet } from '../../styles/style-sheet.tsx'
import { AppLink } from '../../components/link/app-link.tsx'
import { marketplaceHealth } from '../../stores/node/status.ts'
import { $path, $routing, hrefFor, navigate } from '../../stores/page/router.ts'
import { $sideMenuOpen, closeSideMenu } from '../../stores/page/side-menu.ts'
import css from './side-menu.css?inline'
import { MENU_GROUPS } from './menu-entries.ts'
import { useNodeStore } from '../../stores/react.ts'

/** The dashboard navigation; on narrow screens it slides in over the page. */
export function SideMenu() {
  const path = useStore($path)
  const routing = useStore($routing)
  const open = useStore($sideMenuOpen)
  // Sections the node cannot serve stay open (they say why) and are marked here.
  const noMarketplace = useNodeStore(marketplaceHealth) === 'off'
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
        {MENU_GROUPS.map((group, index) => (
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
                    {entry.marketplace && noMarketplace && (
                      <span className="side-menu-note"> Not on this node</span>
                    )}
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
