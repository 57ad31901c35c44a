// The prometheus layer runs in a process group of its own: stopped at its budget (or by Ctrl-C),
// the whole group is stopped, the Prometheus and Alertmanager it started with it. A timeout on the
// runner alone (spawnSync's) stopped only tsx and left the servers running.
import { spawn } from 'node:child_process'

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
    return true
  } catch {
    return false // the group is gone
  }
}

const groupAlive = (pid) => signalGroup(pid, 0)

/** SIGTERM to what is left of the group, SIGKILL to what outlives `grace` ms. */
async function stopGroup(pid, grace) {
  if (!signalGroup(pid, 'SIGTERM')) return
  const deadline = Date.now() + grace
  while (groupAlive(pid) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 100))
  }
  signalGroup(pid, 'SIGKILL')
}

/**
 * Runs `command` as the leader of a new process group; past `timeout` ms, on `signal`'s abort or
 * on this process's SIGINT/SIGTERM the group is stopped, and once the leader exits whatever of
 * its group is left is stopped too. Resolves with whether it exited 0 and whether it was stopped.
 */
export function runGroup(
  command,
  args,
  { env = {}, timeout, signal, stdio = 'inherit', grace = 10_000, onStart } = {},
) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio,
      env: { ...process.env, ...env },
      detached: true,
    })
    let stopped = false
    let received
    const stop = () => {
      if (stopped) return
      stopped = true
      void stopGroup(child.pid, grace)
    }
    // In a group of its own it no longer gets the terminal's Ctrl-C: pass it on, then obey it.
    const forward = (name) => {
      received = name
      stop()
    }
    const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
    for (const name of signals) process.on(name, forward)
    const timer = timeout === undefined ? undefined : setTimeout(stop, timeout)
    signal?.addEventListener('abort', stop)
    child.once('error', reject)
    child.once('spawn', () => onStart?.(child.pid))
    child.once('exit', async (code) => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
      await stopGroup(child.pid, grace)
      for (const name of signals) process.off(name, forward)
      if (received) process.kill(process.pid, received)
      resolve({ ok: code === 0, stopped })
    })
  })
}
