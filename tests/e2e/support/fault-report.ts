// What the user saw under each fault, collected by the fault matrix and written as one table.
// Outcomes go to a file as they happen: Playwright starts a new worker after a failed test, and
// the table must still hold every cell of the run (test-results/ is emptied when a run starts).
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export const OUTCOMES_FILE = 'test-results/fault-outcomes.jsonl'
export const TABLE_FILE = 'test-results/fault-table.md'

export interface FaultOutcome {
  fault: string
  section: string
  saw: string
}

export function recordOutcome(fault: string, section: string, saw: string): void {
  mkdirSync(dirname(OUTCOMES_FILE), { recursive: true })
  appendFileSync(OUTCOMES_FILE, `${JSON.stringify({ fault, section, saw })}\n`)
}

function readOutcomes(): FaultOutcome[] {
  if (!existsSync(OUTCOMES_FILE)) return []
  return readFileSync(OUTCOMES_FILE, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as FaultOutcome)
}

/** Runs one cell; a failing cell is recorded with its first line, then fails its test. */
export async function cell(
  fault: string,
  section: string,
  run: (saw: string[]) => Promise<void>,
): Promise<void> {
  const saw: string[] = []
  try {
    await run(saw)
    recordOutcome(fault, section, saw.join('; '))
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error)
    // eslint-disable-next-line no-control-regex -- Playwright colours its messages
    const first = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0] ?? ''
    recordOutcome(fault, section, `FAILED after "${saw.join('; ')}": ${first}`)
    throw error
  }
}

const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ')

/** The table as Markdown, in the order the cells ran. */
export function faultTable(outcomes: FaultOutcome[] = readOutcomes()): string {
  const lines = ['| Fault | Section | What the user saw |', '| --- | --- | --- |']
  for (const { fault, section, saw } of outcomes) {
    lines.push(`| ${escape(fault)} | ${escape(section)} | ${escape(saw)} |`)
  }
  return lines.join('\n')
}

/** Writes the table of every cell so far to `path` and prints it. */
export function writeFaultTable(path = TABLE_FILE): void {
  const outcomes = readOutcomes()
  if (outcomes.length === 0) return
  const table = faultTable(outcomes)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${table}\n`)
  console.log(`\nFault matrix (${path}):\n${table}\n`)
}
