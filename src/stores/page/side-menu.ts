import { atom } from 'nanostores'

/** Whether the side menu is open on narrow screens (800 px or less); wide screens always show it. */
export const $sideMenuOpen = atom(false)

export function openSideMenu(): void {
  $sideMenuOpen.set(true)
}

export function closeSideMenu(): void {
  $sideMenuOpen.set(false)
}
