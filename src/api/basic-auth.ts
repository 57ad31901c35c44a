/** The `Authorization` header value of HTTP basic auth (UTF-8 credentials). */
export function basicAuth({ username, password }: { username: string; password: string }): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`)
  return `Basic ${btoa(String.fromCharCode(...bytes))}`
}
