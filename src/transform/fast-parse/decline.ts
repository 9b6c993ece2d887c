/**
 * Thrown anywhere in the fast path when the input holds something it cannot convert with
 * certainty; `fastParse` catches it and the document goes to micromark instead.
 */
export class Decline extends Error {
  override readonly name = 'Decline'
}

/** Give up on the fast path for this document (the reason is for the differential checker). */
export function decline(reason: string): never {
  throw new Decline(reason)
}
