import {
  MENU_COMING_SOON,
  MENU_GROUP_ORDER,
  SECTION_ROUTES,
  type SectionRoute,
} from '../../stores/page/routes.ts'

export type MenuEntry =
  { label: string; path: string; marketplace?: true } | { label: string; disabled: true }

/**
 * The side menu, from the route table in its order: one list per group, the entries without a
 * section last. Plain data, so the build writes the same menu into the page's frame
 * (scripts/build/app-frame.ts).
 */
export const MENU_GROUPS: MenuEntry[][] = MENU_GROUP_ORDER.map((group) => [
  ...Object.values<SectionRoute>(SECTION_ROUTES)
    .filter((route) => route.menu.group === group)
    .map(({ path, menu }): MenuEntry => ({ label: menu.label, path, ...marketplaceMark(menu) })),
  ...MENU_COMING_SOON.filter((soon) => soon.group === group).map(({ label }): MenuEntry => ({
    label,
    disabled: true,
  })),
])

function marketplaceMark(menu: SectionRoute['menu']): { marketplace?: true } {
  return menu.marketplace ? { marketplace: true } : {}
}
