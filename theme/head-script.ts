import { colorModeScript } from './color-mode-script.js'
import type { ColorModeProps } from './types.js'

const js = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The inline script run in `<head>` before first paint: the colour mode (see `colorModeScript`),
 * then the reader's other stored choices that change the layout, so nothing jumps when the client
 * script starts: a hidden sidebar (`docsgen.sidebar.hidden`) and a dismissed announcement bar
 * (`docsgen.announcement.dismiss` for the bar whose id is `docsgen.announcement.id`).
 */
export function headScript({ colorMode, announcementId }: { colorMode: ColorModeProps; announcementId?: string }) {
  const announcement =
    announcementId === undefined
      ? ''
      : `if(s.getItem('docsgen.announcement.id')===${js(announcementId)}&&s.getItem('docsgen.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','');`
  return (
    colorModeScript(colorMode) +
    `;(function(){var d=document.documentElement;try{var s=localStorage;` +
    `if(s.getItem('docsgen.sidebar.hidden')==='true')d.setAttribute('data-sidebar-hidden','');${announcement}}catch(e){}})()`
  )
}

/**
 * An inline script that works even when no asset loads: when the page is served outside the base
 * URL it was built for (so its scripts and styles 404), show a banner that says so and suggests
 * the base URL the site is actually served under. `routePath` is the page's path inside the site
 * (`/guide/intro`), which tells where the site starts in the current address.
 */
export function baseUrlBannerScript({ baseUrl, routePath }: { baseUrl: string; routePath: string }): string {
  return (
    `(function(){var b=${js(baseUrl)},r=${js(routePath)}.replace(/\\/+$/,''),p=location.pathname;` +
    `if((p+'/').indexOf(b)===0)return;var q=p.replace(/\\/+$/,''),s;` +
    `if(r==='')s=q+'/';else if(q.slice(-r.length)===r)s=q.slice(0,q.length-r.length)+'/';else s=p.slice(0,p.lastIndexOf('/')+1);` +
    `document.addEventListener('DOMContentLoaded',function(){var d=document,e=d.createElement('div'),t=d.createElement('strong'),m=d.createElement('p');` +
    `e.id='docsgen-base-url-banner';e.setAttribute('role','alert');` +
    `e.style.cssText='padding:1rem 1.25rem;background:#fce8e8;color:#5c0a0a;border-bottom:2px solid #c00;font:16px/1.5 system-ui,sans-serif';` +
    `t.textContent='This site did not load properly.';` +
    `m.style.margin='0.25rem 0 0';m.textContent='It was built for the base URL '+b+' but is served from '+s+', so its scripts and styles cannot be found. We suggest trying baseUrl: \\''+s+'\\' in the site configuration.';` +
    `e.append(t,m);d.body.insertBefore(e,d.body.firstChild)})})()`
  )
}
