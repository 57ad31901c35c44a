import * as z from 'zod/mini'
import type * as core from 'zod/v4/core'
import { fail, ok, type Result, type ValidationIssue } from './result.ts'
import { ANSWER_INVALID, INPUT_INVALID } from './validation-messages.ts'

/** Checks a call input before anything is sent; failures carry the SDK's issue shape. */
export function validateInput<S extends core.$ZodType>(
  schema: S,
  input: unknown,
): Result<z.output<S>> {
  return validate(schema, input, INPUT_INVALID)
}

/** Checks an answer of the node or of an external service. */
export function validateAnswer<S extends core.$ZodType>(
  schema: S,
  answer: unknown,
): Result<z.output<S>> {
  return validate(schema, answer, ANSWER_INVALID)
}

function validate<S extends core.$ZodType>(
  schema: S,
  value: unknown,
  message: string,
): Result<z.output<S>> {
  const parsed = z.safeParse(schema, value, { reportInput: true })
  if (parsed.success) return ok(parsed.data)
  return fail(message, { issues: parsed.error.issues.flatMap(toValidationIssues) })
}

function toValidationIssues(issue: core.$ZodIssue): ValidationIssue[] {
  const path = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined
  const received = describeValue(issue.input)
  switch (issue.code) {
    case 'invalid_type':
      return [typeIssue(describeExpected(issue.expected), received, path)]
    case 'invalid_value':
      return [typeIssue(issue.values.map(describeValue).join(' | '), received, path)]
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const keyPath = path === undefined ? key : `${path}.${key}`
        return typeIssue('never', describeValue(key), keyPath)
      })
    case 'too_small':
      return [valueIssue(`${issue.inclusive ? '>=' : '>'}${String(issue.minimum)}`, received, path)]
    case 'too_big':
      return [valueIssue(`${issue.inclusive ? '<=' : '<'}${String(issue.maximum)}`, received, path)]
    default:
      return [{ expected: issue.code, received, message: issue.message, path }]
  }
}

function typeIssue(expected: string, received: string, path: string | undefined): ValidationIssue {
  return {
    expected,
    received,
    message: `Invalid type: Expected ${expected} but received ${received}`,
    path,
  }
}

function valueIssue(expected: string, received: string, path: string | undefined): ValidationIssue {
  return {
    expected,
    received,
    message: `Invalid value: Expected ${expected} but received ${received}`,
    path,
  }
}

function describeExpected(expected: string): string {
  return expected === 'object' ? 'Object' : expected === 'array' ? 'Array' : expected
}

/** How the SDK names a received value: strings quoted, objects by their constructor. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return String(value)
  }
  if (typeof value === 'object') {
    if (value === null) return 'null'
    const prototype: unknown = Object.getPrototypeOf(value)
    if (prototype === null) return 'Object'
    const constructor: unknown = (prototype as { constructor?: unknown }).constructor
    return typeof constructor === 'function' && constructor.name ? constructor.name : 'Object'
  }
  return typeof value
}
