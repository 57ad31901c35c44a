import { beforeEach, describe, expect, it } from 'vitest'
import { cleanTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import * as z from 'zod/mini'
import { fail, ok, type Result } from '../../../src/api/result.ts'
import type { WizardName } from '../../../src/stores/node/wizard-state.ts'

useTestStorageEngine()
const { createWizardFlow } = await import('../../../src/stores/node/wizard-flow.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')
const { forgetStoredNodeValues } = await import('../../../src/stores/nodes/values.ts')

const Form = z.object({ name: z.string() })
let answer: Result<string> = ok('done')
let release: () => void = () => {}
let submitted: { name: string }[] = []

function flow(name: WizardName = 'storage-request') {
  return createWizardFlow({
    name,
    scope: $activeScope.get(),
    formSchema: Form,
    initialForm: { name: '' },
    submit: async (form) => {
      submitted.push(form)
      await new Promise<void>((resolve) => (release = resolve))
      return answer
    },
  })
}

beforeEach(() => {
  cleanTestStorage()
  answer = ok('done')
  submitted = []
})

describe('a wizard flow', () => {
  it('moves between the first steps without submitting', async () => {
    const wizard = flow()
    await wizard.goTo(1)
    expect(wizard.$step.get()).toBe(1)
    expect(wizard.$shownStep.get()).toBe(1)
    await wizard.goTo(0)
    expect(wizard.$shownStep.get()).toBe(0)
    expect(submitted).toEqual([])
  })

  it('submits on the move to the last step; success clears the saved state and shows the answer', async () => {
    const wizard = flow()
    wizard.$form.set({ name: 'mine' })
    await wizard.goTo(1)
    const moving = wizard.goTo(2)
    expect(wizard.$outcome.get()).toEqual({ state: 'submitting' })
    expect(wizard.$shownStep.get()).toBe(1)
    // A second move while submitting does nothing.
    await wizard.goTo(0)
    expect(wizard.$step.get()).toBe(1)
    release()
    expect(await moving).toEqual({ state: 'succeeded', answer: 'done' })
    expect(submitted).toEqual([{ name: 'mine' }])
    expect(wizard.$shownStep.get()).toBe(2)
    expect(wizard.$step.get()).toBe(0)
    expect(wizard.$form.get()).toEqual({ name: '' })
    wizard.finish()
    expect(wizard.$outcome.get()).toEqual({ state: 'idle' })
    expect(wizard.$shownStep.get()).toBe(0)
  })

  it('shows a failure on the last step with the saved step one back, and Back leaves it', async () => {
    answer = fail('Not enough storage quota', { code: 422 })
    const wizard = flow()
    wizard.$form.set({ name: 'kept' })
    await wizard.goTo(1)
    const moving = wizard.goTo(2)
    release()
    const outcome = await moving
    expect(outcome).toMatchObject({
      state: 'failed',
      error: { message: 'Not enough storage quota' },
    })
    expect(wizard.$shownStep.get()).toBe(2)
    expect(wizard.$step.get()).toBe(1)
    expect(wizard.$form.get()).toEqual({ name: 'kept' })
    await wizard.goTo(1)
    expect(wizard.$outcome.get()).toEqual({ state: 'idle' })
    expect(wizard.$shownStep.get()).toBe(1)
  })

  it('resumes a saved step after a reload, never on the last step without an outcome', () => {
    setTestStorageKey('codex-availability-step@url:http://localhost:8080', '1')
    setTestStorageKey(
      'codex-availability-form@url:http://localhost:8080',
      JSON.stringify({ name: 'back' }),
    )
    const resumed = flow('availability')
    expect(resumed.$shownStep.get()).toBe(1)
    expect(resumed.$form.get()).toEqual({ name: 'back' })
    setTestStorageKey('codex-storage-request-step@url:http://localhost:8080', '2')
    forgetStoredNodeValues()
    expect(flow('storage-request').$shownStep.get()).toBe(1)
  })
})
