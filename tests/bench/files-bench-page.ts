// What bench:files runs inside the page (passed to Playwright's evaluate, so each function stands
// alone: no imports, no helpers from outside its own body).

export interface ListTimes {
  firstRender: number
  resort: number
  filter: number
}

/**
 * Mounts <vault-files>, waits for its rows, sorts by name, then filters by `text`; times each.
 * `idleFirst`: sorts only once the page has been idle a while (the list had time to prepare).
 */
export async function measureList(args: {
  nodeUrl: string
  text: string
  idleFirst: boolean
}): Promise<ListTimes> {
  const settled = (root: ShadowRoot, done: () => boolean) =>
    new Promise<void>((resolve) => {
      if (done()) return resolve()
      const observer = new MutationObserver(() => {
        if (!done()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(root, { childList: true, subtree: true, characterData: true })
    })
  const firstName = (root: ShadowRoot) => root.querySelector('.file-cell__name')?.textContent

  const started = performance.now()
  const element = document.createElement('vault-files')
  element.setAttribute('node-url', args.nodeUrl)
  document.body.append(element)
  await new Promise<void>((resolve) => {
    const poll = () => (element.shadowRoot ? resolve() : setTimeout(poll, 0))
    poll()
  })
  const root = element.shadowRoot as ShadowRoot
  await settled(root, () => Boolean(firstName(root)))
  void document.body.offsetHeight
  const firstRender = performance.now() - started

  if (args.idleFirst) {
    // Idle callbacks run in order: a few rounds of ours let every one queued before them run.
    for (let round = 0; round < 6; round += 1)
      await new Promise<void>((resolve) => requestIdleCallback(() => resolve()))
  }
  const before = firstName(root)
  const header = [...root.querySelectorAll('button')].find((each) => each.textContent === 'File')
  if (!header) throw new Error('No File sort header')
  const sortStarted = performance.now()
  header.click()
  await settled(root, () => firstName(root) !== before)
  void document.body.offsetHeight
  const resort = performance.now() - sortStarted

  const search = root.querySelector<HTMLInputElement>('input[type="search"]')
  if (!search) throw new Error('No search field')
  const filterStarted = performance.now()
  // React hears a typed value: set it through the input's own setter, then say it changed.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(search, args.text)
  search.dispatchEvent(new Event('input', { bubbles: true }))
  await settled(root, () => Boolean(firstName(root)?.includes(args.text)))
  void document.body.offsetHeight
  return { firstRender, resort, filter: performance.now() - filterStarted }
}

/** The cids of the rows a person sees in the <vault-files> on the page (below the sticky header). */
export function visibleCids(): string[] {
  const table = document.querySelector('vault-files')?.shadowRoot?.querySelector('[role="table"]')
  const header = table?.querySelector('.vault-table__head')
  if (!table || !header) return []
  const top = header.getBoundingClientRect().bottom
  const bottom = table.getBoundingClientRect().top + table.clientHeight
  return [...table.querySelectorAll('.vault-table__body [role="row"]')]
    .filter((row) => {
      const rect = row.getBoundingClientRect()
      return rect.bottom > top && rect.top < bottom
    })
    .map((row) => row.querySelector('.file-cell__cid')?.textContent ?? '')
}
