// In-page helpers for the journeys, the same in every engine. The harness sends this file as the
// script text of a driver evaluation (no eval in the page, so the page's CSP holds), once per page
// load; steps then call `window.__journey.<name>(...)`. Plain JS: it runs as sent.
;(() => {
  if (window.__journey) return
  const problems = []
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${event.reason?.message ?? event.reason}`),
  )
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  )

  /** Every element of the page, open shadow roots included, in document order. */
  function everything(root = document) {
    const found = []
    const walk = (node) => {
      for (const element of node.querySelectorAll('*')) {
        found.push(element)
        if (element.shadowRoot) walk(element.shadowRoot)
      }
    }
    walk(root)
    return found
  }

  function visible(element) {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && !element.closest('[hidden], [inert]')
  }

  function nameOf(element) {
    const label = element.getAttribute('aria-label')
    if (label) return label.trim()
    const by = element.getAttribute('aria-labelledby')
    const root = element.getRootNode()
    if (by && root.getElementById) {
      const text = by
        .split(/\s+/)
        .map((id) => root.getElementById(id)?.textContent ?? '')
        .join(' ')
      if (text.trim()) return text.replace(/\s+/g, ' ').trim()
    }
    if (element.labels?.[0]) return element.labels[0].textContent.replace(/\s+/g, ' ').trim()
    const caption = element.localName === 'table' && element.querySelector('caption')
    if (caption) return caption.textContent.replace(/\s+/g, ' ').trim()
    return (element.textContent ?? '').replace(/\s+/g, ' ').trim()
  }

  const ROLE_SELECTOR = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="search"], input[type="url"], input[type="email"], textarea',
    radio: 'input[type="radio"], [role="radio"]',
    combobox: 'select, [role="combobox"]',
    tab: '[role="tab"]',
    img: 'svg[role="img"], img, [role="img"]',
    heading: 'h1, h2, h3, [role="heading"]',
    dialog: '[role="dialog"]',
    table: 'table, [role="table"]',
  }

  function matches(text, expected) {
    return expected.startsWith('/')
      ? new RegExp(expected.slice(1, -1)).test(text)
      : text === expected
  }

  function find(role, name) {
    return everything().find(
      (element) =>
        element.matches(ROLE_SELECTOR[role]) && visible(element) && matches(nameOf(element), name),
    )
  }

  async function until(what, check, timeout = 15000) {
    const start = Date.now()
    for (;;) {
      const value = check()
      if (value) return value
      if (Date.now() - start > timeout) throw new Error(`Timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  function pageText() {
    return everything()
      .filter((element) => element.shadowRoot)
      .map((host) => host.shadowRoot.textContent)
      .concat(document.body.innerText)
      .join('\n')
  }

  const setValue = (input, value) => {
    const prototype = Object.getPrototypeOf(input)
    Object.getOwnPropertyDescriptor(prototype, 'value').set.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    input.dispatchEvent(new Event('change', { bubbles: true }))
  }

  window.__journey = {
    problems: () => problems.slice(),
    location: () => `${location.pathname}${location.hash}`,
    /** Waits for a role with that accessible name (`/regex/` allowed); true once shown. */
    async see(role, name) {
      await until(`${role} "${name}"`, () => find(role, name))
      return true
    },
    /** Waits for text on the page, shadow roots included (`/regex/` allowed). */
    async seeText(text) {
      const found = text.startsWith('/')
        ? (page) => new RegExp(text.slice(1, -1)).test(page)
        : (page) => page.includes(text)
      await until(`text "${text}"`, () => found(pageText()))
      return true
    },
    /** Whether it is shown on the screen now (not, say, in a side menu slid out on a phone). */
    async onScreen(role, name) {
      const element = await until(`${role} "${name}"`, () => find(role, name))
      const box = element.getBoundingClientRect()
      return (
        getComputedStyle(element).visibility === 'visible' &&
        box.left >= 0 &&
        box.right <= document.documentElement.clientWidth
      )
    },
    async click(role, name) {
      const element = await until(`${role} "${name}"`, () => find(role, name))
      element.click()
      return true
    },
    /** Where a real pointer should click it (the driver clicks there: a user gesture). */
    async pointAt(role, name) {
      const element = await until(`enabled ${role} "${name}"`, () => {
        const found = find(role, name)
        return found && !found.disabled && found.getAttribute('aria-disabled') !== 'true' && found
      })
      // Instant (a page may scroll smoothly), and measured once it stays put for two frames: cards
      // above it still grow as their data arrives, and a click at a stale point hits something else.
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
      const point = () => {
        const box = element.getBoundingClientRect()
        return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) }
      }
      let last = { x: Number.NaN, y: Number.NaN }
      for (let frames = 0; frames < 120; frames++) {
        await frame()
        const now = point()
        if (now.x === last.x && now.y === last.y) return now
        last = now
        element.scrollIntoView({ block: 'center', behavior: 'instant' })
      }
      return last
    },
    async fill(role, name, value) {
      const input = await until(`${role} "${name}"`, () => find(role, name))
      setValue(input, value)
      return true
    },
    /** Picks generated files (`{ name, size }` or `{ name, text }`) in the first file input (of the first `withinRole`, e.g. a dialog). */
    async upload(files, withinRole) {
      const input = await until('a file input', () => {
        const scope = withinRole
          ? everything().find((e) => e.matches(ROLE_SELECTOR[withinRole]))
          : document
        return (
          scope &&
          everything(scope.shadowRoot ?? scope).find((e) => e.matches('input[type="file"]'))
        )
      })
      const transfer = new DataTransfer()
      for (const { name, size, text } of files) {
        const bytes = text ?? new Uint8Array(size).fill(97)
        transfer.items.add(new File([bytes], name, { type: 'application/octet-stream' }))
      }
      input.files = transfer.files
      input.dispatchEvent(new Event('change', { bubbles: true }))
      return true
    },
    /** The `d` count of a map's paths, to know it drew countries. */
    async countIn(selector, minimum) {
      return until(`${minimum} × ${selector}`, () => {
        const count = everything().filter((element) => element.matches(selector)).length
        return count >= minimum ? count : 0
      })
    },
    async seeAttribute(selector, name, value) {
      await until(`${selector} with ${name}="${value}"`, () =>
        everything().find(
          (element) => element.matches(selector) && element.getAttribute(name) === value,
        ),
      )
      return true
    },
    attribute: (selector, name) =>
      everything()
        .find((element) => element.matches(selector))
        ?.getAttribute(name) ?? null,
  }
})()
