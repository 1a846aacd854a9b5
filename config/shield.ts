import { defineConfig } from '@adonisjs/shield'

export default defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: [`'self'`],
      /* @viteUrl lets the dev server's scripts and HMR socket through; the nonce covers the inline theme script. */
      scriptSrc: [`'self'`, '@nonce', '@viteUrl'],
      styleSrc: [`'self'`, `'unsafe-inline'`, '@viteUrl'],
      imgSrc: [`'self'`, 'data:', 'https://www.gravatar.com'],
      fontSrc: [`'self'`, 'data:'],
      connectSrc: [`'self'`, '@viteUrl'],
      frameAncestors: [`'none'`],
      formAction: [`'self'`],
      baseUri: [`'self'`],
      objectSrc: [`'none'`],
    },
    reportOnly: false,
  },
  csrf: {
    enabled: true,
    exceptRoutes: [],
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
  xFrame: { enabled: true, action: 'DENY' },
  /* HSTS is sent by #middleware/security_headers_middleware, only over https. */
  hsts: { enabled: false },
  contentTypeSniffing: { enabled: true },
})
