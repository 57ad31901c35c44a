/** The node SDK's text, without the trailing period spec section 8 prints (section 5 has none). */
export const INPUT_INVALID = 'Cannot validate the input'
/** Valid JSON that is not the shape we know; the issues say where it differs. */
export const ANSWER_INVALID = 'Cannot validate the answer'
