// The file list's reader (issue 42): plain code reads the shape nodes send, and every answer gets
// exactly what the schema would give it, the same items or the same error and issues.
import { describe, expect, it } from 'vitest'
import { readDataList } from '../../../src/api/data-list.ts'
import { parseJson } from '../../../src/api/http.ts'
import { DataList } from '../../../src/api/schemas/data.ts'
import { validateAnswer } from '../../../src/api/validation.ts'

const TREE = 'zDzSvJTezk7bJNQqFq8k1iHXY84psNuUfZVusA5bBQQUSuyzDSVL'
const item = (cid: string, manifest: Record<string, unknown>) => ({ cid, manifest })
const manifest = (fields: Record<string, unknown> = {}) => ({
  treeCid: TREE,
  datasetSize: 18,
  blockSize: 65536,
  filename: 'a.txt',
  mimetype: 'text/plain',
  protected: false,
  ...fields,
})

/** What the schema alone makes of the same text. */
function bySchema(text: string) {
  const json = parseJson(text)
  if (json.error) return json
  const checked = validateAnswer(DataList(), json.data)
  return checked.error ? checked : { error: false, data: checked.data.content }
}

const answers: Record<string, unknown> = {
  'a Codex list': {
    content: [
      item('zA', manifest()),
      item('zB', manifest({ filename: null, mimetype: null })),
      item('zC', manifest({ protected: true, verifiable: true, datasetSize: '123' })),
    ],
  },
  'a Logos Storage list (no protected)': {
    content: [item('zD', { treeCid: TREE, datasetSize: 1, blockSize: 65536 })],
  },
  'an old node with upload dates': {
    content: [item('zE', manifest({ uploadedAt: 1700000000 })), item('zF', manifest())],
  },
  'extra fields': { content: [item('zG', manifest({ colour: 'red' }))], next: 2 },
  'an empty list': { content: [] },
}

const bad: Record<string, unknown> = {
  'a negative size': {
    content: [item('zA', manifest()), item('zB', manifest({ datasetSize: -1 }))],
  },
  'a fractional size': { content: [item('zA', manifest({ blockSize: 1.5 }))] },
  'a size of letters': { content: [item('zA', manifest({ datasetSize: '12a' }))] },
  'a size past uint256': { content: [item('zA', manifest({ datasetSize: `1${'0'.repeat(80)}` }))] },
  'no cid': { content: [{ manifest: manifest() }] },
  'a cid number': { content: [item(7 as unknown as string, manifest())] },
  'no manifest': { content: [{ cid: 'zA' }] },
  'a null manifest': { content: [{ cid: 'zA', manifest: null }] },
  'no tree cid': { content: [item('zA', manifest({ treeCid: undefined }))] },
  'a filename number': { content: [item('zA', manifest({ filename: 5 }))] },
  'protected as text': { content: [item('zA', manifest({ protected: 'yes' }))] },
  'verifiable null': { content: [item('zA', manifest({ verifiable: null }))] },
  'a bad upload date': { content: [item('zA', manifest({ uploadedAt: -3 }))] },
  'content not a list': { content: { 0: item('zA', manifest()) } },
  'no content': { items: [] },
  'a list': [item('zA', manifest())],
  null: null,
}

describe('readDataList', () => {
  for (const [name, answer] of Object.entries(answers)) {
    it(`reads ${name} as the schema does`, () => {
      const text = JSON.stringify(answer)
      const read = readDataList(text)
      expect(read.error).toBe(false)
      expect(read).toStrictEqual(bySchema(text))
    })
  }

  for (const [name, answer] of Object.entries(bad)) {
    it(`refuses ${name} with the schema's error and issues`, () => {
      const text = JSON.stringify(answer)
      const read = readDataList(text)
      expect(read).toMatchObject({ error: true, data: { message: 'Cannot validate the answer' } })
      expect(read).toStrictEqual(bySchema(text))
    })
  }

  it('reads a size past 2^53 as the schema does (exact where the engine gives the source text)', () => {
    const text = `{"content":[{"cid":"zA","manifest":{"treeCid":"${TREE}","datasetSize":18446744073709551615,"blockSize":65536,"filename":null,"mimetype":null,"protected":false}}]}`
    const read = readDataList(text)
    expect(read).toStrictEqual(bySchema(text))
    if (!read.error) expect(read.data[0]?.manifest.datasetSize).toBe(18446744073709551615n)
    expect(readDataList('{"content":[').error).toBe(true)
  })
})
