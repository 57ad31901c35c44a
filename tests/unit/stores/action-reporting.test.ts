// Failed node responses to user actions (log level, wizard submissions, uploads) are reported like
// failed reads; a lost connection (502, or an upload without a status), a cancel, and input the
// vault refused itself are not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { allTasks } from 'nanostores'
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent'
import * as z from 'zod/mini'
import { fail, type Result } from '../../../src/api/result.ts'
import { UPLOAD_NETWORK_ERROR } from '../../../src/api/upload.ts'
import { INPUT_INVALID } from '../../../src/api/validation-messages.ts'
import type { NodeClient } from '../../../src/stores/page/environment.ts'
import { createFakeNode } from '../../support/fake-node.ts'

useTestStorageEngine()

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const { saveLogLevel } = await import('../../../src/stores/node/log-level.ts')
const { createWizardFlow } = await import('../../../src/stores/node/wizard-flow.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const uploads = await import('../../../src/stores/node/uploads.ts')

const reportError = vi.fn()
let node = createFakeNode()

beforeEach(() => {
  cleanTestStorage()
  reportError.mockClear()
  node = createFakeNode()
  setEnvironment({ createNodeClient: () => node.client, reportError })
})

afterEach(async () => {
  for (const item of uploads.uploads.of($activeScope.get()).get()) uploads.closeUpload(item.id)
  await allTasks()
  resetEnvironment()
})

const failure = (message: string, code: number | null) => fail(message, { code })

describe('reporting failed actions', () => {
  it('reports a refused log level, never an unreachable node', async () => {
    let answer: Result<void> = failure('Invalid log level', 400)
    setEnvironment({
      createNodeClient: () =>
        ({ setLogLevel: async () => answer }) as Partial<NodeClient> as NodeClient,
      reportError,
    })
    await saveLogLevel($activeScope.get())
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Invalid log level', code: 400 }),
      { action: 'log level' },
    )
    reportError.mockClear()
    answer = failure('Failed to fetch', 502)
    await saveLogLevel($activeScope.get())
    expect(reportError).not.toHaveBeenCalled()
  })

  it("reports a wizard's refused submission, not the input it refused itself", async () => {
    let answer: Result<string> = failure('Not enough storage quota', 422)
    const wizard = createWizardFlow({
      name: 'storage-request',
      scope: $activeScope.get(),
      formSchema: z.object({ name: z.string() }),
      initialForm: { name: '' },
      submit: async () => answer,
    })
    await wizard.goTo(1)
    await wizard.goTo(2)
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Not enough storage quota' }),
      { wizard: 'storage-request' },
    )
    reportError.mockClear()
    answer = failure(`${INPUT_INVALID}.`, null)
    await wizard.goTo(1)
    await wizard.goTo(2)
    expect(reportError).not.toHaveBeenCalled()
  })

  it('reports an upload the node refused with a status, not a lost connection', async () => {
    uploads.startUploads($activeScope.get(), [new File(['a'], 'a.txt', { type: 'text/plain' })])
    node.uploads[0]?.answer(failure('Not enough storage quota', 422))
    uploads.startUploads($activeScope.get(), [new File(['b'], 'b.txt', { type: 'text/plain' })])
    node.uploads[1]?.answer(failure(UPLOAD_NETWORK_ERROR, null))
    await new Promise((resolve) => setTimeout(resolve, 0))
    await allTasks()
    expect(reportError).toHaveBeenCalledTimes(1)
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Not enough storage quota', code: 422 }),
      { action: 'upload' },
    )
  })
})
