import type { ReactNode } from 'react'
import * as React from 'react'
import { transform } from 'sucrase'

/** What a live block's code produced: something to render, or the error to show instead. */
export type LiveOutcome = { ok: true; element: ReactNode } | { ok: false; error: string }

/** Names the code can use without importing them (react-live's default scope). */
const SCOPE: Record<string, unknown> = {
  React,
  Fragment: React.Fragment,
  useState: React.useState,
  useEffect: React.useEffect,
  useLayoutEffect: React.useLayoutEffect,
  useRef: React.useRef,
  useMemo: React.useMemo,
  useCallback: React.useCallback,
  useReducer: React.useReducer,
  useContext: React.useContext,
  useId: React.useId,
}

function toElement(value: unknown): ReactNode {
  if (typeof value === 'function') return React.createElement(value as React.FunctionComponent)
  return value as ReactNode
}

/**
 * Compile the JSX of a live code block with sucrase and run it. The code is either an
 * expression (an element, or a component to render) or statements that call `render(element)`.
 */
export function evaluateLiveCode(code: string): LiveOutcome {
  try {
    const js = transform(code, {
      transforms: ['jsx', 'typescript'],
      production: true,
      jsxPragma: 'React.createElement',
      jsxFragmentPragma: 'React.Fragment',
    })
      .code.trim()
      .replace(/;$/, '')
    let rendered: unknown
    const render = (element: unknown) => {
      rendered = element
    }
    const names = [...Object.keys(SCOPE), 'render']
    const values = [...Object.values(SCOPE), render]
    let value: unknown
    let run: (...args: unknown[]) => unknown
    try {
      run = new Function(...names, `return (${js}\n)`) as typeof run
    } catch (error) {
      if (!(error instanceof SyntaxError)) throw error
      run = new Function(...names, js) as typeof run
    }
    value = run(...values)
    if (value === undefined) value = rendered
    return { ok: true, element: toElement(value) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}
