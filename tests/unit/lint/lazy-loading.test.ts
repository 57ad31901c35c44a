import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The lint messages for `code` as if it were a file at `filePath`. */
async function messagesFor(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((message) => message.message)
}

const ANY_IMPORT = /^Load code lazily/
const REACT_LAZY = /^Load a component lazily/

describe('lint: two ways to load code lazily', () => {
  it('allows import() only as what lazyModule or lazyComponent is given', async () => {
    const allowed = [
      "import { lazyModule } from '../lib/lazy-module.ts'",
      "import { lazyComponent } from '../components/lazy/lazy-component.ts'",
      "export const code = lazyModule(() => import('../lib/bytes.ts'))",
      "export const View = lazyComponent(() => import('./view.tsx'), 'View')",
    ].join('\n')
    expect(await messagesFor(allowed, 'src/app/probe.ts')).toEqual([])
  })

  it('refuses any other dynamic import, and React.lazy outside lazyComponent', async () => {
    const refused = [
      "import { lazy } from 'react'",
      "import { lazyModule } from '../lib/lazy-module.ts'",
      "export const bare = () => import('../lib/bytes.ts')",
      "export const wrapped = lazyModule(async () => (await import('../lib/bytes.ts')).formatBytes)",
      "export const View = lazy(() => import('./view.tsx'))",
    ].join('\n')
    const messages = await messagesFor(refused, 'src/app/probe.ts')
    expect(messages.filter((message) => ANY_IMPORT.test(message))).toHaveLength(3)
    expect(messages.filter((message) => REACT_LAZY.test(message))).toHaveLength(1)
  })
})
