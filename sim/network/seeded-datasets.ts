import type { SeededRandom } from '../random.ts'

export interface SeededDataset {
  filename: string
  mimetype: string
  content: () => AsyncGenerator<Uint8Array>
}

const words = [
  'durable',
  'storage',
  'erasure',
  'coding',
  'slot',
  'proof',
  'host',
  'client',
  'manifest',
  'block',
  'network',
  'peer',
  'dataset',
  'request',
  'marketplace',
  'collateral',
  'reward',
]

async function* randomBytes(
  random: SeededRandom,
  label: string,
  size: number,
): AsyncGenerator<Uint8Array> {
  const next = random.keystream(label)
  for (let offset = 0; offset < size; offset += 65536) yield next(Math.min(65536, size - offset))
}

async function* text(
  random: SeededRandom,
  label: string,
  lines: number,
): AsyncGenerator<Uint8Array> {
  const next = random.keystream(label)
  let batch = ''
  for (let line = 0; line < lines; line += 1) {
    const picks = next(15)
    const count = 6 + ((picks[0] ?? 0) % 9)
    const sentence = [...picks.subarray(1, 1 + count)].map((byte) => words[byte % words.length])
    batch += `${line + 1}. ${sentence.join(' ')}.\n`
    if (batch.length > 60000) {
      yield Buffer.from(batch)
      batch = ''
    }
  }
  if (batch) yield Buffer.from(batch)
}

/** Datasets that remote peers hold before anyone uploads, derived from the seed. */
export function seededDatasets(random: SeededRandom): SeededDataset[] {
  return [
    {
      filename: 'codex-field-notes.txt',
      mimetype: 'text/plain',
      content: () => text(random, 'notes', 2500),
    },
    {
      filename: 'testnet-logs.tar.gz',
      mimetype: 'application/gzip',
      content: () => randomBytes(random, 'logs', 1_200_000),
    },
    {
      filename: 'sensor-readings.csv',
      mimetype: 'text/csv',
      content: () => text(random, 'csv', 4000),
    },
  ]
}
