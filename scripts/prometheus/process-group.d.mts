import type { StdioOptions } from 'node:child_process'

export declare function runGroup(
  command: string,
  args: string[],
  options?: {
    env?: Record<string, string>
    timeout?: number
    signal?: AbortSignal
    stdio?: StdioOptions
    grace?: number
    onStart?: (pid: number) => void
  },
): Promise<{ ok: boolean; stopped: boolean }>
