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
