// Every interval and delay of the stores, in one table, each named for what it is: a poll's
// cadence, a delay before work starts, how long a fact holds. Stores import them from here.

// The active node, as spec section 9 polls it.

/** Node and marketplace health are polled this often (spec section 9). */
export const HEALTH_INTERVAL = 5_000

/**
 * How long an answer spares a newly shown view from asking again: ten widgets of one query that
 * mount within it cause one request; a view shown later, or after an error, asks.
 */
export const DEDUPE_MS = 2_000

/** How often the host page asks again: simulated or real buyers reserve space meanwhile. */
export const AVAILABILITIES_POLL_MS = 5_000

/** How often the purchases refresh while one of them is still moving. */
export const PURCHASES_REFRESH_MS = 5_000

/**
 * The file list may be long (100,000 files, 24 MB): asked this seldom, by the leading tab's watch
 * and by a view that shows it.
 */
export const FILES_MS = 5 * 60_000

/** How often a running download asks the node how far it got. */
export const PROGRESS_INTERVAL_MS = 1_000

/** Re-test delays after a failed check, in ms: doubling from 5 s, then every 2 minutes. */
export const RETEST_DELAYS_MS = [5_000, 10_000, 20_000, 40_000, 80_000, 120_000] as const

// The fleet watch: every other node, and the leading tab while every page is hidden.

/**
 * Every node's space and peers, the active one's too: a disk filling or peers leaving shows within a
 * minute, at a tenth of the active node's status asks.
 */
export const FACTS_MS = 50_000

/**
 * While every vault page is hidden, the leading tab's cadence (other tabs ask nothing): under a
 * minute, so each minute of history gets its answer even where the browser wakes a hidden page's
 * timers only once a minute.
 */
export const HIDDEN_FACTS_MS = 50_000

/**
 * How often a listed node other than the active one is asked, whatever shows it (a Nodes row, a
 * fleet chart) and by the fleet watch: a view of it never raises its polls to the health checks'.
 */
export const OTHER_NODES_MS = 30_000

// Prometheus and Alertmanager, read while a view shows them.

/** Prometheus scrapes every 15 s: read again as often while the Nodes table shows. */
export const PROMETHEUS_UP_MS = 15_000

/** New scrapes land every 15 s: the fleet is read again every half minute while shown. */
export const PROMETHEUS_FLEET_MS = 30_000

/** A node's Prometheus history is asked again this often while shown (scrapes land every 15 s). */
export const PROMETHEUS_HISTORY_MS = 30_000

/** How often the shown bell or inbox asks Alertmanager (its alerts change at rule evaluations). */
export const ALERTMANAGER_POLL_MS = 30_000

// History and alerts.

/** How often the recorder writes what it heard: a minute's answers are a point once written. */
export const WRITE_EVERY_MS = 60_000

/**
 * How long after the page is first idle the watch and the recorder start (and the sparklines first
 * read): their bytes and requests stay out of the first load; the views ask what they show meanwhile.
 */
export const BACKGROUND_WATCH_DELAY_MS = 10_000

/**
 * How long after the node first answers the rule engine loads: two status polls later, well after
 * the first screen has loaded (the engine's bytes are not the dashboard's first load). It then judges
 * what the page has heard meanwhile, so a condition that began before is dated from then on.
 */
export const ENGINE_START_DELAY_MS = 2 * HEALTH_INTERVAL

/**
 * A cleared condition resolves its alert once it has stayed clear, on fresh answers, this long:
 * two status polls (5 s apart) or one later answer, so one good answer in a flapping spell does not.
 */
export const RESOLVE_AFTER_MS = 10_000

/** A condition back within this long of its resolve reopens at once, and notifies no one again. */
export const QUIET_MS = 60_000

// The leading tab's lease (where there are no Web Locks).

/** A lease lasts this long past its last renewal; a hidden leader's longer (its timers slow). */
export const LEASE_MS = 15_000

/** A hidden leader's lease lasts longer: a hidden tab's timers slow down. */
export const HIDDEN_LEASE_MS = 180_000

/** How often the leader renews its lease. */
export const RENEW_MS = 5_000

// Delays and windows of the views' work.

/** How long the rows on screen stay put before a scroll's new rows are asked about. */
export const ROWS_SETTLE_MS = 150

/** Samples closer than this are merged: progress events can arrive in bursts. */
export const UPLOAD_RATE_SAMPLE_MS = 200

/** A peer seen this recently counts as active where the node gives times, not a seen flag. */
export const ACTIVE_PEER_WINDOW_MS = 30 * 60 * 1000

/**
 * How long an object URL handed to a new window or a saved file lives: the browser has read the
 * file by then.
 */
export const OBJECT_URL_LIFETIME_MS = 60_000

/** How long a wallet's exchange-rate service may take before the wallet shows dollars. */
export const SERVICE_ANSWER_MS = 10_000
