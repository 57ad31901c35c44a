// Prometheus, promtool and Alertmanager as Debian installs them: found on the PATH, else (for
// `npm test`) installed from Debian when running as root with apt, else what to install is named.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface Binaries {
  prometheus: string
  promtool: string
  alertmanager: string
  /** Alertmanager's config checker (same Debian package); undefined when absent. */
  amtool?: string
}

const PACKAGES = ['prometheus', 'prometheus-alertmanager']

function which(...names: string[]): string | undefined {
  for (const name of names) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
    if (found) return found
  }
  return undefined
}

function find(): Partial<Binaries> {
  return {
    prometheus: which('prometheus'),
    promtool: which('promtool'),
    alertmanager: which('prometheus-alertmanager', 'alertmanager'),
    amtool: which('amtool'),
  }
}

const complete = (found: Partial<Binaries>): found is Binaries =>
  Boolean(found.prometheus && found.promtool && found.alertmanager)

const missing = {
  missing: `Prometheus and Alertmanager not found: install them (Debian: \`sudo apt-get install ${PACKAGES.join(' ')}\`)`,
}

/** The binaries on the PATH, or the one line that says what to install. */
export function findBinaries(): Binaries | { missing: string } {
  const found = find()
  return complete(found) ? found : missing
}

/** As findBinaries, installing them first when root with apt (as `npm test` does the browsers). */
export function ensureBinaries(): Binaries | { missing: string } {
  let found = find()
  if (!complete(found) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`No Prometheus or Alertmanager found: installing Debian ${PACKAGES.join(' ')}`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
      stdio: 'inherit',
      env,
    })
    found = find()
  }
  return complete(found) ? found : missing
}

export function versionOf(binary: string): string {
  const run = spawnSync(binary, ['--version'], { encoding: 'utf8' })
  return `${run.stdout}${run.stderr}`.split('\n')[0]?.trim() ?? ''
}
