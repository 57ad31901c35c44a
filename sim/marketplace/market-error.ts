/** A refusal with the node's status and exact text. */
export class MarketError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}
