import { afterEach, describe, expect, it } from 'vitest'
import { getEnvironment, resetEnvironment } from '../../../src/stores/page/environment.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'

afterEach(resetEnvironment)

describe('the shipped test environment', () => {
  it('binds every part of the platform and records what the stores did with it', async () => {
    const node = createFakeNode()
    const test = useTestEnvironment(node.client)
    const environment = getEnvironment()
    expect(environment.createNodeClient('http://node.test')).toBe(node.client)
    environment.openWindow('http://node.test/data/zA')
    await environment.writeClipboard('zA')
    environment.reportError({ message: 'boom', code: 500, issues: null, sourceStack: null })
    environment.guardLeaving(true)
    expect(test).toMatchObject({
      urls: ['http://node.test'],
      opened: ['http://node.test/data/zA'],
      clipboard: ['zA'],
      reported: [{ error: { message: 'boom' } }],
    })
    expect(test.guardingLeave()).toBe(true)
    expect(environment.createObjectUrl(new Blob(['x']))).toMatch(/^blob:test\//)
  })

  it('tells page events to the stores, and keeps a test override', () => {
    const seen: string[] = []
    const test = useTestEnvironment(createFakeNode().client, { now: () => 42 })
    const stop = getEnvironment().watchPage((event) => seen.push(event))
    test.firePage('hidden')
    test.firePage('offline')
    expect(seen).toEqual(['hidden', 'offline'])
    expect(getEnvironment().pageVisible()).toBe(false)
    expect(getEnvironment().online()).toBe(false)
    expect(getEnvironment().now()).toBe(42)
    stop()
  })
})
