#!/usr/bin/env node
// The `codex-vault` command: `npx codex-vault prometheus …` from the package (bundled by
// build-cli.mjs), `npm run prometheus -- …` from the repository.
import { prometheusCommand, usage } from './command.ts'

const [command, ...rest] = process.argv.slice(2)
if (command === 'prometheus') process.exitCode = await prometheusCommand(rest)
else {
  console.error(usage)
  process.exitCode = 2
}
