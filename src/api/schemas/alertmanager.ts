import * as z from 'zod/mini'

/** One alert of Alertmanager's `/api/v2/alerts` answer: the fields the vault reads. */
export const GettableAlert = z.object({
  labels: z.record(z.string(), z.string()),
  annotations: z.record(z.string(), z.string()),
  startsAt: z.string(),
  fingerprint: z.string(),
  status: z.object({ state: z.string() }),
})
export type GettableAlert = z.infer<typeof GettableAlert>

export const GettableAlerts = z.array(GettableAlert)

/** `POST /api/v2/silences` answers the new (or updated) silence's id. */
export const SilenceCreated = z.object({ silenceID: z.string() })

export const Matcher = z.object({
  name: z.string(),
  value: z.string(),
  isRegex: z.boolean(),
  isEqual: z.optional(z.boolean()),
})

/** One silence of `/api/v2/silence/{id}`. */
export const GettableSilence = z.object({
  id: z.string(),
  matchers: z.array(Matcher),
  startsAt: z.string(),
  endsAt: z.string(),
  createdBy: z.string(),
  comment: z.string(),
  status: z.object({ state: z.string() }),
})
export type GettableSilence = z.infer<typeof GettableSilence>
