import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const appName = env.get('APP_NAME') || 'e-sidoor'
export const appVersion = '0.1'
export const appUrl = env.get('APP_URL') || `http://${env.get('HOST')}:${env.get('PORT')}`

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /*
   * Behind a load balancer, trust the proxy so request.secure() sees https
   * (HSTS and secure cookies depend on it).
   */
  trustProxy: () => true,
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
