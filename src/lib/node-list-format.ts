/**
 * What marks an exported node list, so an import (Settings' or `codex-vault prometheus`'s) knows the
 * file for what it is.
 */
export const NODE_LIST_FORMAT = 'codex-vault-nodes'
