/*
| Test-only preload (tests/helpers/cluster_process.ts passes it with --import;
| cluster workers inherit it): every answer names the process that served it
| in `x-test-worker-pid`, so a test sees which worker got each connection.
| The app itself never sends this header.
*/
import { subscribe } from 'node:diagnostics_channel'
import type { ServerResponse } from 'node:http'

subscribe('http.server.request.start', (message) => {
  const { response } = message as { response: ServerResponse }
  response.setHeader('x-test-worker-pid', String(process.pid))
})
