import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fail, ok, type Result } from '../../../src/api/result.ts'
import { createFakeNode } from '../../support/fake-node.ts'

const { resetEnvironment, setEnvironment } = await import('../../../src/stores/page/environment.ts')
const logLevel = await import('../../../src/stores/node/log-level.ts')
const { $toasts } = await import('../../../src/stores/page/toasts.ts')
const { $activeScope } = await import('../../../src/stores/nodes/scope.ts')

let answer: Result<void> = ok(undefined)
let sent: string[] = []
let release: () => void = () => {}

beforeEach(() => {
  sent = []
  $toasts.set([])
  logLevel.logLevel.of($activeScope.get()).$chosen.set('INFO')
  const node = createFakeNode()
  sent = node.state.logLevels
  node.answers.setLogLevel = () =>
    new Promise<Result<void>>((resolve) => (release = () => resolve(answer)))
  setEnvironment({ createNodeClient: () => node.client })
})
afterEach(() => resetEnvironment())

describe('the log level', () => {
  it('takes only the seven levels', () => {
    logLevel.chooseLogLevel($activeScope.get(), 'TRACE')
    logLevel.chooseLogLevel($activeScope.get(), 'verbose')
    logLevel.chooseLogLevel($activeScope.get(), '<b>x</b>')
    expect(logLevel.logLevel.of($activeScope.get()).$chosen.get()).toBe('TRACE')
    expect(logLevel.LOG_LEVELS).toEqual([
      'TRACE',
      'DEBUG',
      'INFO',
      'NOTICE',
      'WARN',
      'ERROR',
      'FATAL',
    ])
  })

  it('is busy while saving, sends the chosen level once and says it worked', async () => {
    answer = ok(undefined)
    logLevel.chooseLogLevel($activeScope.get(), 'WARN')
    const saving = logLevel.saveLogLevel($activeScope.get())
    expect(logLevel.logLevel.of($activeScope.get()).$saving.get()).toBe(true)
    expect(await logLevel.saveLogLevel($activeScope.get())).toBe(false)
    release()
    expect(await saving).toBe(true)
    expect(sent).toEqual(['WARN'])
    expect(logLevel.logLevel.of($activeScope.get()).$saving.get()).toBe(false)
    expect($toasts.get()).toMatchObject([
      { variant: 'success', message: 'The log level has been updated successfully.' },
    ])
  })

  it("says why it failed in the node's words", async () => {
    answer = fail('Unable to set log level', { code: 500 })
    const saving = logLevel.saveLogLevel($activeScope.get())
    release()
    expect(await saving).toBe(false)
    expect($toasts.get()).toMatchObject([
      { variant: 'error', message: 'Error when trying to update: Unable to set log level' },
    ])
  })
})
