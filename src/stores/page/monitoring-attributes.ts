import { atom } from 'nanostores'
import { normalizeHttpUrl } from '../../lib/urls.ts'
import type { MonitoringKind } from './monitoring-addresses.ts'

/** The addresses a page's own `prometheus-url` / `alertmanager-url` attributes name, for that page. */
export const $pageServers = atom<Partial<Record<MonitoringKind, string>>>({})

function setPageAddress(kind: MonitoringKind, raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  if (url !== $pageServers.get()[kind]) $pageServers.set({ ...$pageServers.get(), [kind]: url })
  return true
}

/** The `prometheus-url` attribute: the page reads that Prometheus; the node list's stays as it is. */
export const setPrometheusUrl = (raw: string): boolean => setPageAddress('prometheus', raw)
/** The `alertmanager-url` attribute. */
export const setAlertmanagerUrl = (raw: string): boolean => setPageAddress('alertmanager', raw)
