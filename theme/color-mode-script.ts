import type { ColorModeProps } from './types.js'

/**
 * A few bytes run in `<head>` before first paint: apply the reader's stored colour mode (or the
 * system one when the site follows it) so a dark-mode reader never sees a light flash. It also
 * sets `data-js`, which reveals controls that need the client script.
 */
export function colorModeScript({ storageKey, respectPrefersColorScheme }: ColorModeProps): string {
  const key = JSON.stringify(storageKey).replace(/</g, '\\u003c')
  const system = respectPrefersColorScheme ? "if(!t&&matchMedia('(prefers-color-scheme: dark)').matches)t='dark';" : ''
  return (
    `(function(){var d=document.documentElement;d.setAttribute('data-js','');` +
    `try{var t=localStorage.getItem(${key});if(t!=='light'&&t!=='dark')t=null;${system}` +
    `if(t)d.setAttribute('data-theme',t)}catch(e){}})()`
  )
}
