/** A toast's title: `success` or `error` (spec section 2). */
export type ToastVariant = 'success' | 'error'

/** One notification as the toast store holds it and the kit's toast stack shows it. */
export interface ToastMessage {
  id: string
  variant: ToastVariant
  message: string
}
