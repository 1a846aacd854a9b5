import env from '#start/env'
import app from '@adonisjs/core/services/app'
import proxyAddr from 'proxy-addr'
import { defineConfig } from '@adonisjs/core/http'

export const appName = env.get('APP_NAME') || 'e-sidoor'
export const appVersion = '0.1'
/**
 * Where a server listening on HOST:PORT is reached on this machine: a
 * wildcard HOST (0.0.0.0, ::) is no address to click, localhost is.
 */
export function localUrl(host: string, port: number | string) {
  const reachable = ['0.0.0.0', '::', ''].includes(host) ? 'localhost' : host
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
}

/**
 * The one base of every absolute address the app writes (e-mail links, the
 * job board's canonical links, sitemap, feed, JSON-LD), without a trailing
 * slash. Never the request's Host header: any client can send its own.
 * Unset (development), it follows HOST and PORT: `npm run dev` gives the web
 * server and the worker the port the server really listens on (bin/dev.js).
 */
export const appUrl = (env.get('APP_URL') || localUrl(env.get('HOST'), env.get('PORT'))).replace(
  /\/+$/,
  ''
)

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
   * X-Forwarded-* headers are believed only from the proxies named in
   * TRUSTED_PROXIES (e.g. "loopback" behind nginx on the same host). Trusting
   * anyone would let a client pick its own IP and dodge the login throttle.
   */
  trustProxy: proxyAddr.compile(
    (env.get('TRUSTED_PROXIES') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
  ),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
