import { vi } from 'vitest'
import { fail } from '../../../src/api/result.ts'
import { resetEnvironment, type PageEvent } from '../../../src/stores/page/environment.ts'
import { useTestEnvironment } from '../../../src/stores/page/test-environment.ts'
import { createFakeNode, sampleDebugInfo } from '../../support/fake-node.ts'

export { sampleDebugInfo }

/**
 * The shell's store tests: the one fake node (its health calls scripted through `answers`, counted
 * in `calls`) bound with the shipped test environment; `reportError` is a spy.
 */
export function fakeNode() {
  const node = createFakeNode()
  const reportError = vi.fn()
  const environment = useTestEnvironment(node.client, { reportError })
  return {
    answers: node.answers,
    calls: node.counts,
    urls: environment.urls,
    firePage: (event: PageEvent) => environment.firePage(event),
    reportError,
    down: () => fail('fetch failed', { code: 502 }),
  }
}

export { resetEnvironment }
