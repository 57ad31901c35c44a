import { SECTION_ROUTES } from '../../../src/stores/page/routes.ts'

/**
 * Every dashboard route with the level-1 heading it shows (the top bar's title), for specs that
 * visit them all: read from the vault's route table, so a new section is visited without a list here.
 */
export const DASHBOARD_ROUTES = Object.values(SECTION_ROUTES).map((route) => ({
  path: route.path,
  heading: route.title,
}))
