// `npm start -- --nodes N`: the fleet it starts (lines, password, data folders) and what it hands
// the demo page, over real HTTP on ephemeral ports.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  demoCredentials,
  describeDemoNodes,
  parseNodeCount,
  startDemoNodes,
  type DemoNodes,
} from '../../../scripts/demo-nodes.ts'
import { basicAuthorization } from '../../e2e/support/sim-nodes.ts'

const running: DemoNodes[] = []
const dirs: string[] = []

afterEach(async () => {
  await Promise.all(running.splice(0).map((fleet) => fleet.close()))
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

async function start(count: number): Promise<DemoNodes> {
  const dir = await mkdtemp(join(tmpdir(), 'vault-demo-nodes-'))
  dirs.push(dir)
  const fleet = await startDemoNodes({
    count,
    api: 'codex-0.2.0',
    firstPort: 0,
    dataDir: join(dir, 'start'),
    timeScale: 1,
    log: () => undefined,
  })
  running.push(fleet)
  return fleet
}

describe('the demo fleet (npm start -- --nodes N)', () => {
  it('starts three mixed lines, the hosted one behind the demo password', async () => {
    const fleet = await start(3)
    const [home, storage, hosted] = fleet.nodes
    expect(fleet.nodes.map(({ name, api }) => [name, api])).toEqual([
      ['Home node', 'codex-0.2.0'],
      ['Logos Storage node', 'storage'],
      ['Hosted node', 'codex-0.2.5'],
    ])
    expect(new Set(fleet.nodes.map((node) => node.dataDir)).size).toBe(3)
    expect(home!.dataDir).toMatch(/start-1$/)
    expect((await fetch(`${home!.url}/api/codex/v1/sales/availability`)).status).toBe(200)
    expect((await fetch(`${storage!.url}/api/storage/v1/data`)).status).toBe(200)
    expect((await fetch(`${hosted!.url}/api/codex/v1/data`)).status).toBe(401)
    const signedIn = await fetch(`${hosted!.url}/api/codex/v1/debug/info`, {
      headers: { Authorization: basicAuthorization(demoCredentials) },
    })
    expect((await signedIn.json()).codex.version).toMatch(/v0\.2\.5$/)
  })

  it('hands the page every node by name and address, the username but never the password', async () => {
    const fleet = await start(3)
    const [home, storage, hosted] = fleet.nodes
    expect(fleet.config.nodes).toEqual([
      { name: 'Home node', url: home!.url },
      { name: 'Logos Storage node', url: storage!.url },
      { name: 'Hosted node', url: hosted!.url, username: 'vault' },
    ])
    expect(JSON.stringify(fleet.config)).not.toContain(demoCredentials.password)
    // The list leads, not a node-url that would fix the page to the first node.
    expect(fleet.config.nodeUrl).toBeUndefined()
    expect(fleet.config.echoUrl).toBe(`${home!.url}/echo`)
    expect(describeDemoNodes(fleet.nodes)).toContain(
      'behind HTTP basic auth: username "vault", password "vault-demo"',
    )
  })

  it('gives each node its own identity', async () => {
    const fleet = await start(2)
    const ids = await Promise.all(
      fleet.nodes.map(async ({ url, api }) => {
        const prefix = api === 'storage' ? '/api/storage/v1' : '/api/codex/v1'
        return (await (await fetch(`${url}${prefix}/debug/info`)).json()).id
      }),
    )
    expect(ids[0]).not.toBe(ids[1])
  })

  it('with one node is today`s demo: its folder as given, no node list', async () => {
    const fleet = await start(1)
    expect(fleet.nodes).toHaveLength(1)
    expect(fleet.nodes[0]!.dataDir).toMatch(/start$/)
    expect(fleet.config.nodes).toBeUndefined()
  })

  it('refuses a node count it cannot start', () => {
    expect(parseNodeCount('3')).toBe(3)
    expect(parseNodeCount('20')).toBe(20)
    for (const text of ['0', '21', '1.5', 'two', '']) {
      expect(() => parseNodeCount(text)).toThrow(
        `--nodes must be a whole number from 1 to 20, got ${text}`,
      )
    }
  })
})
