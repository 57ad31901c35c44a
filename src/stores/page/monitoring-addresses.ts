import { normalizeHttpUrl } from '../../lib/urls.ts'
import { persistentText } from './persistent-value.ts'

/** The servers the vault reads when no page of it was open: none until the user names them. */
export type MonitoringKind = 'prometheus' | 'alertmanager'

const address = (raw: string) => (raw === '' ? '' : normalizeHttpUrl(raw))

/** Their addresses (`codex-prometheus-url`, `codex-alertmanager-url`); empty: not used. */
export const $prometheusUrl = persistentText('codex-prometheus-url', '', address)
export const $alertmanagerUrl = persistentText('codex-alertmanager-url', '', address)

export const MONITORING_URLS = { prometheus: $prometheusUrl, alertmanager: $alertmanagerUrl }

function setAddress(kind: MonitoringKind, raw: string): boolean {
  const url = normalizeHttpUrl(raw)
  if (!url) return false
  if (url !== MONITORING_URLS[kind].get()) MONITORING_URLS[kind].set(url)
  return true
}

/** The `prometheus-url` attribute: the page reads that Prometheus. */
export const setPrometheusUrl = (raw: string): boolean => setAddress('prometheus', raw)
/** The `alertmanager-url` attribute. */
export const setAlertmanagerUrl = (raw: string): boolean => setAddress('alertmanager', raw)
