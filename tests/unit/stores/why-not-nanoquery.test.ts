// The measured reason the node queries are our own `createQuery` and not @nanostores/query (the
// README's dependencies): asked to revalidate while a fetch is under way, @nanostores/query keeps
// the answer of the fetch that began before the change, so an upload that finished meanwhile is
// missing from the list until the next poll. `createQuery` loads once more (node-query.test.ts).
import { describe, expect, it } from 'vitest'
import { nanoquery } from '@nanostores/query'
import { allTasks } from 'nanostores'
import { ok } from '../../../src/api/result.ts'
import { createQuery } from '../../../src/stores/node/query.ts'
import { bindingFor, scopeFor } from '../../../src/stores/nodes/scope.ts'

/** A list whose first read is held until `release`, as a slow node's answer is. */
function slowList() {
  const list = { stored: ['a'], calls: 0, release: () => {} }
  const held = new Promise<void>((resolve) => (list.release = resolve))
  const read = async () => {
    list.calls += 1
    const seen = [...list.stored]
    if (list.calls === 1) await held
    return seen
  }
  return { list, read }
}

describe('a revalidation asked while a fetch is under way', () => {
  it('is dropped by @nanostores/query: the list stays without the new file', async () => {
    const { list, read } = slowList()
    const [createFetcherStore, , { revalidateKeys }] = nanoquery({
      fetcher: read,
      onErrorRetry: null,
    })
    const $files = createFetcherStore<string[]>(['files'])
    const stop = $files.listen(() => {})
    await Promise.resolve()
    list.stored.push('b') // an upload finished after the first read of the list
    revalidateKeys('files')
    list.release()
    await allTasks()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(list.calls).toBe(1)
    expect($files.get().data).toEqual(['a'])
    stop()
  })

  it('is kept by createQuery: it loads once more and shows the new file', async () => {
    const { list, read } = slowList()
    const $files = createQuery(scopeFor(bindingFor('http://127.0.0.1:8080')), async () =>
      ok(await read()),
    )
    const stop = $files.listen(() => {})
    list.stored.push('b')
    const refetched = $files.refetch()
    list.release()
    await refetched
    expect(list.calls).toBe(2)
    expect($files.get()).toMatchObject({ state: 'ready', data: ['a', 'b'] })
    stop()
  })
})
