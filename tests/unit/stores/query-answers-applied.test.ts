import { afterEach, describe, expect, it } from 'vitest'
import { batched, cleanStores } from 'nanostores'
import { ok } from '../../../src/api/result.ts'
import { createQuery } from '../../../src/stores/node/query.ts'
import { bindingFor, scopeFor } from '../../../src/stores/nodes/scope.ts'
import { resetEnvironment } from '../../../src/stores/page/environment.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'

const home = scopeFor(bindingFor('http://127.0.0.1:8080'))

/** A test platform whose tasks turn only when the test says so. */
function steppedTasks() {
  const waiting: (() => void)[] = []
  useTestEnvironment(createFakeNode().client, {
    nextTask: () => new Promise<void>((resolve) => waiting.push(resolve)),
  })
  return {
    asked: () => waiting.length,
    turn: async () => {
      for (const resolve of waiting.splice(0)) resolve()
      await new Promise((resolve) => setTimeout(resolve, 0))
    },
  }
}

describe('a query applies its answer in the task after the one that read it', () => {
  afterEach(() => resetEnvironment())

  it('answers read in one task wait one turn together, and their views see them at once', async () => {
    const tasks = steppedTasks()
    const $status = createQuery(home, async () => ok('up'))
    const $market = createQuery(home, async () => ok('on'))
    const seen: string[] = []
    const $both = batched([$status, $market], (status, market) =>
      status.state === 'ready' && market.state === 'ready'
        ? `${status.data} ${market.data}`
        : `${status.state} ${market.state}`,
    )
    const unbind = $both.subscribe((value) => seen.push(value))
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Both answers are in, neither is applied yet, and they share the one turn.
    expect(tasks.asked()).toBe(1)
    expect(seen).toEqual(['loading loading'])
    await tasks.turn()
    await new Promise((resolve) => setTimeout(resolve, 0)) // batched tells on a timer
    // One change for both: a view rendering after the turn never sees one without the other.
    expect(seen).toEqual(['loading loading', 'up on'])
    unbind()
    cleanStores($status, $market)
  })
})
