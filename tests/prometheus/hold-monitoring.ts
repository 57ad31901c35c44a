// A process that starts a Prometheus and an Alertmanager (as `npm start -- --prometheus` and this
// layer do), says so on one line, and waits to be stopped: signal-stop.ts stops it.
import { ensureBinaries } from '../../scripts/prometheus/binaries.ts'
import { ownedFolder } from '../../scripts/prometheus/owned-folders.ts'
import { startMonitoring } from '../../scripts/prometheus/start-monitoring.ts'

const binaries = ensureBinaries()
if ('missing' in binaries) throw new Error(binaries.missing)
const monitoring = await startMonitoring(binaries, [], await ownedFolder('hold'))
console.log(`started ${monitoring.prometheus.url} ${monitoring.alertmanager.url}`)
setInterval(() => undefined, 60_000)
