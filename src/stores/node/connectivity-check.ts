import { perNode } from '../nodes/scope.ts'
import { createConnectivity } from './connectivity.ts'
import { portForwarding } from './port-forwarding.ts'

/**
 * The node's whole connectivity check (the health check): its own reachability where it knows
 * it, else the echo service's port check; re-tested with back-off while failing.
 */
export const connectivity = perNode((scope) => createConnectivity(scope, portForwarding.of(scope)))
