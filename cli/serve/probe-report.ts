// What `npx codex-vault` says about the node it asked (node-probe.ts): its line, and whether its
// CORS lets the vault read it, with the exact flag to add when not. The why is the vault's own
// advice (src/stores/node/node-fix-steps.ts), word for word: the vault's origin, never `*`.
import { NOT_A_NODE } from '../../src/api/detect-node.ts'
import { corsStep, type FixStep } from '../../src/lib/cors-step.ts'
import type { CorsVerdict, Probe } from './node-probe.ts'
import { DEFAULT_NODE } from './serve-args.ts'

export interface ReportContext {
  node: string
  /** The vault's origin. */
  origin: string
  nodeUser?: string
}

export interface ProbeReport {
  lines: string[]
  /** The vault would have nothing to show: the command stops instead of serving. */
  fatal: boolean
}

/** `text` wrapped for a terminal, at spaces. */
export function wrap(text: string, width = 92): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** A fix step's plain text (the flags as they are typed). */
export const stepText = (step: FixStep): string =>
  step.map((part) => (typeof part === 'string' ? part : part.code)).join('')

/** The flag to add, set apart on its own line as it is to be typed. */
const flag = (origin: string) => ['', `  --api-cors-origin=${origin}`, '']

function corsLines(cors: CorsVerdict, context: ReportContext, prefix: string): string[] {
  const { origin } = context
  const why = wrap(`Why: ${stepText(corsStep(origin))}`)
  switch (cors.kind) {
    case 'allowed':
      return [`CORS: the node lets the vault at ${origin} read its answers.`]
    case 'everyone':
      return [
        ...wrap(
          `CORS: the node lets every web page read its answers (Access-Control-Allow-Origin: *): the vault works, and so would any page you visit. To let only the vault in, start the node with this instead:`,
        ),
        ...flag(origin),
        ...why,
      ]
    case 'none':
      return [
        ...wrap(
          `CORS: the node sends no Access-Control-Allow-Origin, so your browser will not let the vault at ${origin} read its answers. Add this to the node's command line, then restart it:`,
        ),
        ...flag(origin),
        ...why,
      ]
    case 'other': {
      const port = /^http:\/\/127\.0\.0\.1:(\d+)$/.exec(cors.allowed)?.[1]
      const node = context.node === DEFAULT_NODE ? '' : ` --node ${context.node}`
      return [
        ...wrap(
          `CORS: the node lets only ${cors.allowed} read its answers, not the vault at ${origin}. Start the node with this instead of --api-cors-origin=${cors.allowed}:`,
        ),
        ...flag(origin),
        ...why,
        ...(port
          ? wrap(
              `Or open the vault at the address the node allows: npx codex-vault --port ${port}${node}`,
            )
          : []),
      ]
    }
    case 'preflight': {
      const answered = cors.status === 0 ? 'no answer' : `status ${String(cors.status)}`
      const refused = cors.missing.length
        ? `without allowing ${cors.missing.join(', ')}`
        : 'without allowing this origin'
      const problem = wrap(
        `CORS: the node lets the vault read its answers, but refuses an upload's preflight (OPTIONS ${prefix}/data: ${answered}, ${refused}), so uploads will fail.`,
      )
      if (cors.missing.includes('authorization'))
        return [
          ...problem,
          ...wrap(
            'The proxy in front of the node must answer preflights with Access-Control-Allow-Headers: authorization, content-type, content-disposition.',
          ),
        ]
      return [...problem, 'Start the node with:', ...flag(origin), ...why]
    }
  }
}

export function reportProbe(probe: Probe, context: ReportContext): ProbeReport {
  const { node } = context
  switch (probe.kind) {
    case 'silent':
      return {
        fatal: true,
        lines: wrap(
          `No node answers at ${node}: ${probe.reason}. Is the node running, and is this the address of its REST API (its --api-port)? A Logos Storage node serves it only when started with --api-bindaddr. Name another address with --node <url>.`,
        ),
      }
    case 'not-a-node':
      return {
        fatal: true,
        lines: wrap(
          `${node} answers${probe.status ? ` (status ${String(probe.status)})` : ''}, but not as a node: ${NOT_A_NODE} Name the node's REST API (its --api-port) with --node <url>.`,
        ),
      }
    case 'password':
      return {
        fatal: true,
        lines: wrap(
          probe.refused
            ? `The node at ${node} refused the user ${context.nodeUser ?? ''} with that password (401). Check both and run the command again.`
            : `The node at ${node} asks for a user and password (HTTP basic auth, 401). Name the user with --node-user <user>; the password is then asked for at the prompt.`,
        ),
      }
    case 'node': {
      const { line, version } = probe.profile
      const lines = [
        `Node at ${node}: ${line.name}${version ? ` ${version}` : ''} (API ${line.prefix})`,
        ...corsLines(probe.cors, context, line.prefix),
      ]
      if (context.nodeUser)
        lines.push(
          ...wrap(
            `The password worked. The vault does not get it from this command: type it in the vault's Nodes page (Edit ${new URL(node).host}, Password); your browser keeps it, for that node only.`,
          ),
        )
      return { fatal: false, lines }
    }
  }
}
