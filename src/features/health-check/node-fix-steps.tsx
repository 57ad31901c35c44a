/**
 * What to check when nothing answers at the address, for each node line: a Logos Storage node
 * serves no REST API unless started with `--api-bindaddr`, and every node must allow the vault's
 * origin before the browser lets the page read its answers.
 */
export function NodeFixSteps() {
  return (
    <section className="fix-steps" aria-labelledby="fix-steps-title">
      <h4 id="fix-steps-title">No node answers at this address</h4>
      <p>A few things to check, then press Refresh:</p>
      <ul>
        <li>The node is running, and the address and port above are those of its REST API.</li>
        <li>
          A Logos Storage node serves its REST API only when started with{' '}
          <code>--api-bindaddr</code> (for example <code>--api-bindaddr=127.0.0.1</code>; in Docker,{' '}
          <code>STORAGE_API_BINDADDR</code>).
        </li>
        <li>
          Codex and Logos Storage nodes let this page read their answers only when started with{' '}
          <code>--api-cors-origin</code> set to the vault&apos;s address, or{' '}
          <code>--api-cors-origin=&quot;*&quot;</code>.
        </li>
      </ul>
    </section>
  )
}
