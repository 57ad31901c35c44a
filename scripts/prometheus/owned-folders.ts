// The temporary folders Prometheus and Alertmanager run in (`/tmp/vault-prom-*`) go with the process
// that made them: removed on its exit, Ctrl-C or SIGTERM included, with the servers it started in
// them. A process killed outright (SIGKILL, past a budget's grace) cannot clean up, so each folder
// names its owner's pid, and the next run sweeps the folders whose owner is gone.
import { type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const FOLDER_PREFIX = 'vault-prom-'
/** Inside each folder: the pid of the process that owns it. */
export const OWNER_FILE = 'vault-owner.pid'
/** A folder with no owner file is stale once this old (it gets its owner file at once). */
const UNOWNED_GRACE_MS = 60_000

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function ownerOf(dir: string): number | null {
  try {
    const pid = Number(readFileSync(join(dir, OWNER_FILE), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Every running process's command line: a server still running in a folder names it there. */
function commandLines(): string[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .flatMap((pid) => {
        try {
          return [readFileSync(`/proc/${pid}/cmdline`, 'utf8')]
        } catch {
          return []
        }
      })
  } catch {
    return []
  }
}

function stale(dir: string, now: number, running: () => string[]): boolean {
  const owner = ownerOf(dir)
  if (owner === process.pid || (owner !== null && alive(owner))) return false
  if (owner === null) {
    try {
      if (now - statSync(dir).mtimeMs <= UNOWNED_GRACE_MS) return false
    } catch {
      return false
    }
  }
  // Its owner is gone, but a server it left may still run in it (and is not ours to stop).
  return !running().some((line) => line.includes(dir))
}

/** The `vault-prom-*` folders under `root`. */
function vaultFolders(root: string): string[] {
  try {
    return readdirSync(root)
      .filter((name) => name.startsWith(FOLDER_PREFIX))
      .map((name) => join(root, name))
  } catch {
    return []
  }
}

/** The `vault-prom-*` folders under `root` whose owner file names a pid `pick` accepts. */
export function foldersOwnedBy(pick: (owner: number) => boolean, root = tmpdir()): string[] {
  return vaultFolders(root).filter((dir) => {
    const owner = ownerOf(dir)
    return owner !== null && pick(owner)
  })
}

/**
 * Removes the `vault-prom-*` folders under `root` whose owner process is gone (or, made before
 * folders had owners, that are over a minute old) and that no running process names; returns them.
 */
export function sweepStaleFolders(root = tmpdir(), now = Date.now()): string[] {
  let lines: string[] | undefined
  const running = () => (lines ??= commandLines())
  const swept = vaultFolders(root).filter((dir) => stale(dir, now, running))
  for (const dir of swept) rmSync(dir, { recursive: true, force: true })
  return swept
}

const folders = new Set<string>()
const children = new Set<ChildProcess>()
let hooked = false

function cleanUpNow() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  children.clear()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
  folders.clear()
}

/** On a signal no one else handles, exit as the signal would, so the 'exit' clean-up runs. */
function exitOn(signal: NodeJS.Signals, code: number) {
  process.once(signal, () => {
    if (process.listenerCount(signal) === 0) process.exit(code)
  })
}

function hookExit() {
  if (hooked) return
  hooked = true
  sweepStaleFolders()
  process.on('exit', cleanUpNow)
  exitOn('SIGINT', 130)
  exitOn('SIGTERM', 143)
  exitOn('SIGHUP', 129)
}

/** A new `/tmp/vault-prom-<kind>-*` folder owned by this process (stale ones swept first). */
export async function ownedFolder(kind = ''): Promise<string> {
  hookExit()
  const dir = await mkdtemp(join(tmpdir(), `${FOLDER_PREFIX}${kind ? `${kind}-` : ''}`))
  folders.add(dir)
  writeFileSync(join(dir, OWNER_FILE), `${process.pid}\n`)
  return dir
}

/** A server running in an owned folder: killed if this process exits before it stops it. */
export function ownChild(child: ChildProcess): void {
  hookExit()
  children.add(child)
  child.once('exit', () => children.delete(child))
}

/** Removes an owned folder now (the servers in it stopped). */
export function releaseFolder(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
  folders.delete(dir)
}
