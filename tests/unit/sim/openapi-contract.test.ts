import { readFileSync } from 'node:fs'
import { Ajv } from 'ajv'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import type { WireFormat } from '../../../sim/options.ts'
import { bytes, control, randomBytes, startTestSimulator, upload } from './sim-harness.ts'

type Schema = Record<string, unknown>
interface OpenApi {
  components: { schemas: Record<string, Schema> }
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>
  >
}

// A copy of shared/reference/codex-openapi.yaml (nim-codex v0.2.0), reformatted by prettier only.
const yamlText = readFileSync(
  new URL('./fixtures/codex-openapi-v0.2.0.yaml', import.meta.url),
  'utf8',
)

/**
 * Every deliberate difference between the v0.2.0 YAML and what the simulator sends, in one place
 * (see also sim/README.md, "Deviations"). Each is what the real v0.2.0 binary does.
 */
function applyDeviations(spec: OpenApi, wire: WireFormat): void {
  const properties = (name: string) =>
    spec.components.schemas[name]?.properties as Record<string, Schema>
  // The binary's purchase state is `errored`, not the YAML's `error`.
  ;(properties('Purchase').state?.enum as string[]).push('errored')
  // `error` is null unless the purchase failed (fab5e16a adds `nullable`).
  properties('Purchase').error = { type: 'string', nullable: true }
  // A routing-table node whose address is unknown has `address: null`.
  properties('Node').address = { type: 'string', nullable: true }
  if (wire === 'binary') {
    // v0.2.0 sends sizes, durations, expiry and slot indexes as JSON numbers (token amounts stay strings).
    const integer = { type: 'integer' }
    Object.assign(properties('SalesAvailability'), { totalSize: integer, duration: integer })
    const read = spec.components.schemas.SalesAvailabilityREAD?.allOf as Schema[]
    Object.assign((read[1]?.properties ?? {}) as Schema, { freeSize: integer })
    Object.assign(properties('Slot'), { slotIndex: integer })
    Object.assign(properties('SlotAgent'), { slotIndex: integer })
    Object.assign(properties('Reservation'), { size: integer, slotIndex: integer })
    Object.assign(properties('StorageAsk'), { slotSize: integer, duration: integer })
    Object.assign(properties('StorageRequest'), { expiry: integer })
  }
}

/** OpenAPI 3.0 -> JSON Schema: `nullable` becomes a null type, refs point into one registered document. */
function toJsonSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toJsonSchema)
  if (typeof value !== 'object' || value === null) return value
  const out: Schema = {}
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'example' || key === 'nullable') continue
    out[key] = key === '$ref' ? `openapi${String(inner)}` : toJsonSchema(inner)
  }
  if ((value as Schema).nullable === true) return { anyOf: [out, { type: 'null' }] }
  return out
}

function validatorFor(wire: WireFormat) {
  const spec = parse(yamlText) as OpenApi
  applyDeviations(spec, wire)
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true })
  ajv.addSchema({ $id: 'openapi', components: toJsonSchema(spec.components) })
  return (method: string, path: string, status: number, body: unknown): string => {
    const schema =
      spec.paths[path]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema
    if (!schema) return `no JSON schema for ${method} ${path} ${status}`
    const validate = ajv.compile(toJsonSchema(schema) as Schema)
    return validate(body) ? '' : `${method} ${path}: ${ajv.errorsText(validate.errors)}`
  }
}

async function exerciseAll(wire: WireFormat, schemasFor: WireFormat = wire): Promise<string[]> {
  const validate = validatorFor(schemasFor)
  const sim = await startTestSimulator({ wire, seed: 'contract', quotaBytes: 1024 ** 3 })
  const problems: string[] = []
  const check = async (method: string, path: string, actual: string, body?: unknown) => {
    const response = await fetch(`${sim.api}${actual}`, {
      method: method.toUpperCase(),
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const json: unknown = await response.json()
    const problem = validate(method, path, response.status, json)
    if (problem) problems.push(problem)
    return json as Record<string, unknown> & unknown[]
  }
  const cid = await upload(sim.api, bytes(randomBytes(3 * 65536)), { 'Content-Type': 'text/plain' })
  const { networkCids } = await (await fetch(`${sim.url}/_sim/state`)).json()
  const created = await check('post', '/sales/availability', '/sales/availability', {
    totalSize: String(512 * 1024 ** 2),
    duration: '604800',
    minPricePerBytePerSecond: '1',
    totalCollateral: String(1024 ** 3),
  })
  await control(sim, '/clock/advance', { seconds: 6000 })
  await fetch(`${sim.api}/storage/request/${cid}`, {
    method: 'POST',
    body: JSON.stringify({
      duration: '3600',
      expiry: '300',
      pricePerBytePerSecond: '1',
      proofProbability: '1',
      collateralPerByte: '1',
    }),
  })
  await check('get', '/data', '/data')
  await check('get', '/space', '/space')
  await check('post', '/data/{cid}/network', `/data/${networkCids[0]}/network`)
  await check('get', '/data/{cid}/network/manifest', `/data/${networkCids[1]}/network/manifest`)
  await check('get', '/spr', '/spr')
  await check('get', '/peerid', '/peerid')
  await check('get', '/debug/info', '/debug/info')
  await check('get', '/sales/availability', '/sales/availability')
  const reservations = await check(
    'get',
    '/sales/availability/{id}/reservations',
    `/sales/availability/${String(created.id)}/reservations`,
  )
  const slots = await check('get', '/sales/slots', '/sales/slots')
  const purchases = await check('get', '/storage/purchases', '/storage/purchases')
  expect(reservations.length).toBeGreaterThan(0)
  expect(slots.length).toBeGreaterThan(0)
  expect(purchases.length).toBe(1)
  await check('get', '/sales/slots/{slotId}', `/sales/slots/${String((slots[0] as Schema).id)}`)
  await check('get', '/storage/purchases/{id}', `/storage/purchases/${String(purchases[0])}`)
  return problems
}

describe('simulator contract (codex-openapi.yaml v0.2.0, with the documented deviations)', () => {
  it('sends JSON that matches the schemas in the spec wire format', async () => {
    expect(await exerciseAll('spec')).toEqual([])
  })

  it('sends numbers exactly where the v0.2.0 binary does with --wire binary', async () => {
    expect(await exerciseAll('binary')).toEqual([])
  })

  it('notices a wire format that does not match the schemas', async () => {
    const problems = await exerciseAll('binary', 'spec')
    expect(problems.some((problem) => problem.includes('/sales/availability'))).toBe(true)
    expect(problems.some((problem) => problem.includes('/storage/purchases/{id}'))).toBe(true)
  })
})
