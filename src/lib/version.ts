/** The vault's own version (spec section 9), shown on the home page and sent with error reports. */
export const VAULT_VERSION = '0.0.1'
