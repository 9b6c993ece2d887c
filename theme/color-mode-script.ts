import type { ColorModeProps } from './types.js'

/**
 * A few bytes run in `<head>` before first paint: apply the reader's stored colour mode (or the
 * system one when the site follows it, marked with `data-theme-system` for the client script) so a
 * dark-mode reader never sees a light flash. It also sets `data-js`, which reveals controls that
 * need the client script.
 */
export function colorModeScript({ storageKey, respectPrefersColorScheme }: ColorModeProps): string {
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c')
  const system = respectPrefersColorScheme
    ? "d.setAttribute('data-theme-system','');if(!t)t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';"
    : ''
  return (
    `(function(){var d=document.documentElement,t=null;d.setAttribute('data-js','');` +
    `try{t=localStorage.getItem(${key});if(t!=='light'&&t!=='dark')t=null}catch(e){}` +
    `${system}if(t)d.setAttribute('data-theme',t)})()`
  )
}
