// Reading untyped values of a Docusaurus config (a JavaScript object of any shape).

export type Obj = Record<string, unknown>

export function isObject(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
export const bool = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined)
