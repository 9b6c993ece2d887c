/**
 * Ids that would shadow globals or object members when the browser exposes elements by id
 * (`window.location`-style named access, DOM clobbering) or when scripts keep id-keyed maps in
 * plain objects. Compared exactly; ids starting with `__` are always treated as unsafe.
 */
const UNSAFE_IDS = new Set([
  'constructor',
  'prototype',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toString',
  'toLocaleString',
  'valueOf',
  'window',
  'self',
  'top',
  'parent',
  'frames',
  'opener',
  'location',
  'document',
  'history',
  'navigator',
  'name',
  'length',
  'closed',
  'origin',
  'status',
  'event',
  'external',
  'screen',
  'body',
  'head',
  'forms',
  'images',
  'links',
  'scripts',
  'cookie',
  'domain',
  'localStorage',
  'sessionStorage',
  'globalThis',
])

/** Whether an id could shadow a global or an object member (see `UNSAFE_IDS`). */
export function isUnsafeId(id: string): boolean {
  return id.startsWith('__') || UNSAFE_IDS.has(id)
}

/** `id` itself, or `h-id` when the id could shadow a global (`constructor` -> `h-constructor`). */
export function safeId(id: string): string {
  return isUnsafeId(id) ? `h-${id}` : id
}
