// The e2e helper that starts a fleet of simulated nodes: lines, passwords, stop and start through
// the control routes, and request counts kept per node.
import { afterEach, describe, expect, it } from 'vitest'
import { startSimulatedNodes, type SimulatedNodes } from '../../e2e/support/sim-nodes.ts'

const started: SimulatedNodes[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((fleet) => fleet.close()))
})

async function fleetOf(...specs: Parameters<typeof startSimulatedNodes>[0]) {
  const fleet = await startSimulatedNodes(specs)
  started.push(fleet)
  return fleet
}

const auth = { username: 'vault', password: 'vault-demo' }

describe('startSimulatedNodes', () => {
  it('starts each node on its own port and line, the password one behind its proxy', async () => {
    const fleet = await fleetOf(
      { name: 'Home node' },
      { api: 'storage' },
      { name: 'Hosted node', api: 'codex-0.2.5', auth },
    )
    const [home, storage, hosted] = fleet.nodes
    expect(new Set(fleet.nodes.map((node) => node.url)).size).toBe(3)
    expect(storage!.name).toBe('Node 2')
    expect(storage!.api).toBe(`${storage!.url}/api/storage/v1`)
    expect((await fetch(`${home!.api}/data`)).status).toBe(200)
    expect((await fetch(`${hosted!.api}/data`)).status).toBe(401)
    const signedIn = await fetch(`${hosted!.api}/data`, {
      headers: { Authorization: hosted!.authorization! },
    })
    expect(signedIn.status).toBe(200)
    expect(fleet.demoNodes).toEqual([
      { name: 'Home node', url: home!.url },
      { name: 'Node 2', url: storage!.url },
      { name: 'Hosted node', url: hosted!.url, username: 'vault' },
    ])
    const ids = await Promise.all(
      [home!, hosted!].map(async (node) => {
        const headers = node.authorization ? { Authorization: node.authorization } : undefined
        return (await (await fetch(`${node.api}/debug/info`, { headers })).json()).id
      }),
    )
    expect(ids[0]).not.toBe(ids[1])
  })

  it('stops one node as a host that is gone and starts it again, the others untouched', async () => {
    const fleet = await fleetOf({}, {})
    const [first, second] = fleet.nodes
    await first!.stop()
    await expect(fetch(`${first!.api}/spr`)).rejects.toThrow(TypeError)
    expect((await fetch(`${second!.api}/spr`)).status).toBe(200)
    await first!.start()
    expect((await fetch(`${first!.api}/spr`)).status).toBe(200)
    await first!.stop('bad-gateway')
    expect((await fetch(`${first!.api}/spr`)).status).toBe(502)
    await fleet.reset()
    expect((await fetch(`${first!.api}/spr`)).status).toBe(200)
  })

  it('counts node API requests per node, and starts counting again on request', async () => {
    const fleet = await fleetOf({}, {})
    const [first, second] = fleet.nodes
    await fetch(`${first!.api}/spr`)
    await fetch(`${first!.api}/spr`)
    await fetch(`${second!.api}/data`)
    expect((await first!.requests()).byRoute).toEqual({ 'GET /spr': 2 })
    expect((await second!.requests()).total).toBe(1)
    await first!.resetRequests()
    expect((await first!.requests()).total).toBe(0)
    expect((await second!.requests()).total).toBe(1)
  })

  it('closes every node it started', async () => {
    const fleet = await startSimulatedNodes([{}, {}])
    await fleet.close()
    for (const node of fleet.nodes) await expect(fetch(`${node.url}/_sim/state`)).rejects.toThrow()
  })
})
