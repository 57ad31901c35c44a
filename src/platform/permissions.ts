import type { NotificationAccess } from '../stores/page/environment.ts'

/** Chromium names the permissions `loopback-network` and `local-network` (earlier: one for both). */
export async function localNetworkPermission(space: 'loopback' | 'local') {
  for (const name of [`${space}-network`, 'local-network-access']) {
    try {
      return (await navigator.permissions.query({ name: name as PermissionName })).state
    } catch {
      // Not a permission this browser knows: try the next name.
    }
  }
  return 'unknown' as const
}

/** Asks for notifications (only ever on a click); what the person chose. */
export async function requestNotificationPermission(): Promise<NotificationAccess> {
  if (typeof Notification === 'undefined') return 'unsupported'
  try {
    return await Notification.requestPermission()
  } catch {
    return Notification.permission
  }
}
