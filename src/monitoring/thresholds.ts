/** When the alert rules open an alert: the levels and delays the user can change in Settings. */
export interface AlertThresholds {
  /** Quota used, in percent, from which the disk is a warning, then critical. */
  quotaWarningPercent: number
  quotaCriticalPercent: number
  /** Seconds without an answer before an unreachable node is an alert. */
  unreachableSeconds: number
  /** Minutes before no internet reachability, no peers, or an unready peer record is an alert. */
  networkMinutes: number
  /** Minutes without progress before a network download is an alert. */
  downloadStallMinutes: number
  /** Hours ahead at which an ending purchase or hosted slot is an alert. */
  endingHours: number
}

/** The browser's thresholds until the user changes them, and those of the Prometheus rules file. */
export const DEFAULT_THRESHOLDS: AlertThresholds = {
  quotaWarningPercent: 90,
  quotaCriticalPercent: 95,
  unreachableSeconds: 60,
  networkMinutes: 5,
  downloadStallMinutes: 2,
  endingHours: 24,
}
