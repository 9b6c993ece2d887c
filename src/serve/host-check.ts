import type { IncomingMessage } from 'node:http'
import { hostname, networkInterfaces } from 'node:os'

/** Interfaces that mean "every interface": the machine may then be named in many ways. */
const WILDCARDS = new Set(['0.0.0.0', '::', '[::]'])

/** Whether binding to this host keeps the server on this machine. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)
}

/**
 * Guards against DNS rebinding and cross-site use: a page on another site can make the browser
 * send requests here, but only with its own `Host` (after rebinding a name to 127.0.0.1) or
 * `Origin`. Requests must name this server by an address or name it is bound to.
 */
export interface HostGuard {
  /** `Host` header names this server. */
  hostAllowed(req: IncomingMessage): boolean
  /** No `Origin` header (same-origin GET), or one of this server's own origins. */
  originAllowed(req: IncomingMessage): boolean
}

/** The guard of a server bound to `host` and listening on `port`. */
export function createHostGuard(host: string, port: () => number): HostGuard {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', bracketed(host)])
  if (WILDCARDS.has(host)) {
    // Bound to every interface: the machine's own addresses and name are legitimate.
    const own = hostname().toLowerCase()
    names.add(own)
    names.add(`${own}.local`)
    for (const list of Object.values(networkInterfaces())) {
      for (const info of list ?? []) names.add(bracketed(info.address))
    }
  }
  const hostAllowed = (value: string | undefined): boolean => {
    if (!value) return false
    const match = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(value.toLowerCase())
    if (!match?.[1]) return false
    return names.has(match[1]) && Number(match[2] ?? 80) === port()
  }
  return {
    hostAllowed: (req) => hostAllowed(req.headers.host),
    originAllowed: (req) => {
      const origin = req.headers.origin
      if (origin === undefined) return true
      let url: URL
      try {
        url = new URL(origin)
      } catch {
        return false
      }
      return url.protocol === 'http:' && url.pathname === '/' && hostAllowed(url.host)
    },
  }
}

function bracketed(address: string): string {
  const lower = address.toLowerCase()
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower
}
