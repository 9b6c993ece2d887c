/** Where a bundled Docusaurus module finds `makeStub` while it is evaluated (see `evaluate.ts`). */
export const STUB_GLOBAL = '__docsgenDocusaurusStub'

/** Where it finds the `require` of its own folder (for `require.resolve`). */
export const REQUIRE_GLOBAL = '__docsgenDocusaurusRequire'

const NAME = Symbol.for('docsgen.stub')

/**
 * A stand-in for a module docsgen does not load (a theme, a plugin, `prism-react-renderer/themes/…`):
 * any property of it, any call and any `new` give another stand-in, so a config that reads
 * `require('prism-react-renderer').themes.github` or calls `require('dotenv').config()` still
 * evaluates. Named imports of it work too: esbuild's interop copies a CommonJS module's own
 * properties onto an object whose prototype is the module's, and that prototype answers any name.
 */
export function makeStub(name: string): unknown {
  const answer = (key: string | symbol): unknown => {
    if (key === NAME) return name
    if (key === '__esModule' || key === 'then' || key === 'toJSON') return undefined
    if (key === Symbol.toPrimitive || key === 'toString' || key === 'valueOf') return () => `[${name}]`
    if (key === Symbol.iterator) return function* empty() {}
    if (typeof key === 'symbol') return undefined
    return makeStub(`${name}.${key}`)
  }
  const names = new Proxy({}, { get: (_target, key) => answer(key) })
  return new Proxy(function stub() {}, {
    get: (target, key) => (key === 'prototype' ? target.prototype : answer(key)),
    getPrototypeOf: () => names,
    apply: () => makeStub(`${name}()`),
    construct: () => makeStub(`new ${name}`) as object,
  })
}

/** The module name a stand-in was made for, or undefined for any other value. */
export function stubName(value: unknown): string | undefined {
  if (typeof value !== 'function') return undefined
  const name: unknown = (value as unknown as Record<symbol, unknown>)[NAME]
  return typeof name === 'string' ? name : undefined
}
