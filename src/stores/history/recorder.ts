import type { QueryAnswer, QueryStore } from '../node/query.ts'
import type { NodeScope } from '../nodes/scope.ts'
import { $nodeLines } from '../nodes/lines.ts'
import { getEnvironment, repeatEvery } from '../page/environment.ts'
import { debugInfo, marketplace, spr } from '../node/status.ts'
import { space } from '../node/space.ts'
import { filesQuery } from '../node/files.ts'
import { availabilitiesQuery } from '../node/availabilities.ts'
import { reservationsQuery } from '../node/availability-reservations.ts'
import { purchasesQuery } from '../node/purchases.ts'
import { $lastCompletedUpload } from '../node/upload-list.ts'
import { $lastOpenedDownload } from '../node/file-actions.ts'
import {
  bucketStart,
  emptyBucket,
  GAUGE,
  HOUR,
  MINUTE,
  PURCHASE_PREFIX,
  type Bucket,
  type Counter,
} from './buckets.ts'
import { markHistoryWritten } from './history-revision.ts'
import { addBuckets, addSeries, openHistory, readSeries, type HistoryDb } from './history-db.ts'
import { rollUpAndPrune } from './history-sweep.ts'
import { $historyCap, reportHistoryProblem, reportHistorySize } from './history-state.ts'
import { hearOtherTabsUploads } from './tab-counts.ts'
import { startedRecording, stoppedRecording } from './recording.ts'
import { WRITE_EVERY_MS } from '../cadences.ts'

/** The series a node serving `line` writes into: its newest if of that line, else a new one. */
export async function currentSeries(
  history: HistoryDb,
  node: string,
  line: string,
  now: number,
): Promise<string> {
  const series = await readSeries(history, node)
  const newest = series[series.length - 1]
  if (newest?.line === line) return newest.series
  const created = { node, series: `${line}@${now}`, line, since: now }
  await addSeries(history, created)
  return created.series
}

function sum(values: readonly bigint[]): string {
  return values.reduce((total, value) => total + value, 0n).toString()
}

/**
 * Records one node while this tab leads: every answer its queries get (the fleet watch's polls
 * and the views', never a request of its own) goes into the minute it was asked in, and the
 * minutes are written every minute, when the page hides and when recording stops.
 */
export function recordNode(scope: NodeScope): () => void {
  const node = scope.binding.key
  const pending = new Map<number, Omit<Bucket, 'series'>>()
  /** The newest moment heard: an answer from before it (the clock went back) is not kept. */
  let latest = -Infinity
  let stopped = false
  let writing: Promise<void> = Promise.resolve()

  function bucketAt(time: number): Omit<Bucket, 'series'> | null {
    if (time < latest - MINUTE) return null
    latest = Math.max(latest, time)
    const t = bucketStart(time, 'm1')
    let bucket = pending.get(t)
    if (!bucket) {
      bucket = emptyBucket(node, '', 'm1', t)
      pending.set(t, bucket)
    }
    return bucket
  }

  function hear<T>(query: QueryStore<T>, read: (data: T, bucket: Bucket) => void) {
    // What the views got before the recorder loaded counts as heard now.
    const held = query.value
    if (held?.state === 'ready' && !held.stale) {
      const bucket = bucketAt(getEnvironment().now()) as Bucket | null
      if (bucket) read(held.data, bucket)
    }
    return query.observe((answer: QueryAnswer<T>) => {
      const bucket = bucketAt(answer.askedAt) as Bucket | null
      if (!bucket) return
      bucket.heard += 1
      if (!answer.result.error) read(answer.result.data, bucket)
    })
  }

  function count(counter: Counter, bytes: bigint) {
    const bucket = bucketAt(getEnvironment().now())
    if (!bucket) return
    const counters = bucket.counters
    counters[counter] = (BigInt(counters[counter] ?? '0') + 1n).toString()
    const bytesName = counter === 'uploads' ? 'uploadBytes' : 'downloadBytes'
    counters[bytesName] = (BigInt(counters[bytesName] ?? '0') + bytes).toString()
  }

  const stops = [
    spr.of(scope).observe(({ result, askedAt, tookMs }) => {
      const bucket = bucketAt(askedAt)
      if (!bucket) return
      bucket.heard += 1
      if (result.error) {
        bucket.down += 1
        return
      }
      bucket.up += 1
      bucket.tookSum += tookMs
      bucket.tookMax = Math.max(bucket.tookMax, tookMs)
    }),
    hear(space.of(scope), (data, bucket) => {
      bucket.gauges[GAUGE.quotaMax] = data.quotaMaxBytes.toString()
      bucket.gauges[GAUGE.quotaReserved] = data.quotaReservedBytes.toString()
      bucket.gauges[GAUGE.quotaUsed] = data.quotaUsedBytes.toString()
    }),
    hear(filesQuery.of(scope), (items, bucket) => {
      bucket.gauges[GAUGE.files] = String(items.length)
      bucket.gauges[GAUGE.filesBytes] = sum(items.map((item) => item.manifest.datasetSize))
    }),
    hear(debugInfo.of(scope), (info, bucket) => {
      bucket.gauges[GAUGE.peers] = String(info.peers.length)
      if (info.connections) bucket.gauges[GAUGE.connections] = String(info.connections.length)
      const reachability = info.reachability?.reachability
      if (reachability === 'Reachable') bucket.gauges[GAUGE.reachable] = '1'
      else if (reachability === 'NotReachable') bucket.gauges[GAUGE.reachable] = '0'
    }),
    hear(marketplace.of(scope), (status, bucket) => {
      if (status.available) bucket.gauges[GAUGE.activeSlots] = String(status.slots.length)
    }),
    hear(availabilitiesQuery.of(scope), (list, bucket) => {
      // A node without a marketplace answers an empty list without being asked: no series.
      if (!marketplaceKnown(scope)) return
      bucket.gauges[GAUGE.availabilityTotal] = sum(list.map((each) => each.totalSize))
      bucket.gauges[GAUGE.availabilityFree] = sum(list.map((each) => each.freeSize))
    }),
    hear(reservationsQuery.of(scope), (byId, bucket) => {
      if (!marketplaceKnown(scope)) return
      const lists = Object.values(byId).filter((each) => !each.error)
      const total = lists.reduce((all, each) => all + (each.error ? 0 : each.data.length), 0)
      bucket.gauges[GAUGE.reservations] = String(total)
    }),
    hear(purchasesQuery.of(scope), (purchases, bucket) => {
      if (!marketplaceKnown(scope)) return
      for (const name of Object.keys(bucket.gauges)) {
        if (name.startsWith(PURCHASE_PREFIX)) bucket.gauges[name] = '0'
      }
      for (const purchase of purchases) {
        const name = `${PURCHASE_PREFIX}${purchase.state}`
        bucket.gauges[name] = String(Number(bucket.gauges[name] ?? '0') + 1)
      }
    }),
    $lastCompletedUpload.listen((upload) => {
      if (upload?.node === node) count('uploads', BigInt(upload.total))
    }),
    hearOtherTabsUploads(node, (bytes) => count('uploads', bytes)),
    $lastOpenedDownload.listen((download) => {
      if (download?.node === node) count('downloads', download.bytes)
    }),
  ]

  function flush(): Promise<void> {
    const now = getEnvironment().now()
    const ready = [...pending.values()]
    pending.clear()
    const line = $nodeLines.get()[scope.binding.url] ?? 'unknown'
    writing = writing.then(async () => {
      if (ready.length === 0) return
      try {
        const history = await openHistory()
        const series = await currentSeries(history, node, line, now)
        await addBuckets(
          history,
          ready.map((bucket) => ({ ...bucket, series })),
        )
        reportHistoryProblem(null)
        markHistoryWritten(scope)
      } catch (error) {
        reportHistoryProblem(error)
      }
    })
    return writing
  }

  async function sweep(): Promise<void> {
    try {
      const history = await openHistory()
      const kept = await rollUpAndPrune(history, getEnvironment().now(), $historyCap.get())
      reportHistorySize(kept.bytes)
    } catch (error) {
      reportHistoryProblem(error)
    }
  }

  const stopFlushing = repeatEvery(WRITE_EVERY_MS, () => void flush())
  startedRecording(node, getEnvironment().now())
  const stopSweeping = repeatEvery(HOUR, () => void sweep())
  void sweep()
  const stopWatching = getEnvironment().watchPage((event) => {
    if (event === 'hidden') void flush()
  })

  return () => {
    if (stopped) return
    stopped = true
    for (const stop of stops) stop()
    stopFlushing()
    stopSweeping()
    stopWatching()
    stoppedRecording(node)
    void flush()
  }
}

/** Marketplace series only where the node has one (known from its status poll). */
function marketplaceKnown(scope: NodeScope): boolean {
  const status = marketplace.of(scope).value
  return status?.state === 'ready' && status.data.available
}
