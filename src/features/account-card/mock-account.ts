/**
 * Mock data: the vault has no wallet yet (spec: placeholders with disabled buttons). Its own file
 * so the build can draw the card into the dashboard's frame page (scripts/build/frame-markup.ts).
 */
export const MOCK_ACCOUNT = {
  address: '0x7e57…c0de',
  balance: '123,223',
  token: 'CDX',
}
