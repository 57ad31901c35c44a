export interface WebKitInstall {
  driver: string
  browser: string
  xvfbRun: string
}
export declare function findFirefox(): string | undefined
export declare function findWebKit(): WebKitInstall | undefined
export declare function engineVersion(binary: string): string
export declare function webkitCapabilities(webkit: WebKitInstall): Record<string, unknown>
export declare function startWebKitDriver(
  webkit: WebKitInstall,
): Promise<{ port: number; stop(): void }>
export declare function withoutOrientation<
  P extends { setViewport(viewport: never): Promise<unknown> },
>(page: P): P
