import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, Encryption } from '@adonisjs/core/encryption'
import { preparedAes256gcm, prepareMessageVerifier } from '#services/platform/prepared_keys'

/*
| aes-256-gcm and the message verifier of @adonisjs/core, with their keys
| prepared once per process (app/services/platform/prepared_keys.ts): same
| formats, a fraction of the cost per signed or encrypted cookie.
*/
const keys = [env.get('APP_KEY')]

app.booted(async () => {
  prepareMessageVerifier(await app.container.make(Encryption), keys)
})

export default defineConfig({
  default: 'app',
  list: {
    app: preparedAes256gcm({ id: 'app', keys }),
  },
})
