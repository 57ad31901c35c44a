#!/usr/bin/env node
// The `codex-vault` command: `npx codex-vault` serves the vault the package holds and points it at
// a node (serve/serve-command.ts); `npx codex-vault prometheus …` writes the monitoring
// config. Bundled by build.mjs, which keeps this first line as the file's one shebang;
// `npm run prometheus -- …` runs it from the repository.
import { serveCommand } from './serve/serve-command.ts'
import { serveUsage } from './serve/serve-args.ts'
import { prometheusCommand } from './prometheus/command.ts'

const commands = `${serveUsage}

Usage: codex-vault <command> [options]

Commands:
  prometheus   write the Prometheus and Alertmanager config for the nodes of a node list

Run \`codex-vault <command> --help\` for a command's options.`

const [command, ...rest] = process.argv.slice(2)
if (command === 'prometheus') process.exitCode = await prometheusCommand(rest)
else if (command === '--help' || command === '-h' || command === 'help') console.log(commands)
else if (command === undefined || command.startsWith('-'))
  process.exitCode = await serveCommand(process.argv.slice(2))
else {
  console.error(`Unknown command: ${command}\n\n${commands}`)
  process.exitCode = 2
}
