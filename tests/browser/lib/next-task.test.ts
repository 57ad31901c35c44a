import { expect } from 'chai'
import { nextTask } from '../../../src/lib/next-task.ts'

describe('nextTask in the browser', () => {
  it('runs tasks in the order they were asked for', async () => {
    const ran: number[] = []
    const asked = Array.from({ length: 20 }, (_, index) => nextTask().then(() => ran.push(index)))
    await Promise.all(asked)
    expect(ran).to.deep.equal(Array.from({ length: 20 }, (_, index) => index))
  })
})
