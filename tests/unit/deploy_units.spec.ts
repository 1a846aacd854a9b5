import { test } from '@japa/runner'
import { readFile, access } from 'node:fs/promises'

/*
| The documented production start restarts a crashed process: the systemd
| unit shipped in deploy/ says so, and starts files that exist.
*/
test.group('Deployment: supervision', () => {
  test('the systemd unit restarts the server whatever ends it', async ({ assert }) => {
    const unit = await readFile('deploy/systemd/e-sidoor.service', 'utf8')
    const settings = new Map(
      unit
        .split('\n')
        .filter((line) => /^\w+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)])
    )
    assert.equal(settings.get('Restart'), 'always')
    assert.match(settings.get('RestartSec') ?? '', /^\d+$/)
    assert.equal(settings.get('KillMode'), 'mixed')
    /* What it starts is the cluster entry point of the build (bin/cluster.ts compiled). */
    assert.match(settings.get('ExecStart') ?? '', /node bin\/cluster\.js$/)
    await access('bin/cluster.ts')
  })

  test('a daily timer purges the security log with the documented command', async ({ assert }) => {
    const timer = await readFile('deploy/systemd/e-sidoor-security-purge.timer', 'utf8')
    const service = await readFile('deploy/systemd/e-sidoor-security-purge.service', 'utf8')
    assert.match(timer, /^OnCalendar=\*-\*-\* \d\d:\d\d:\d\d$/m)
    assert.match(service, /^ExecStart=\/usr\/bin\/node ace security:purge$/m)
    await access('commands/security_purge.ts')
  })

  test('the worker unit runs the queue worker, restarted whatever ends it', async ({ assert }) => {
    const unit = await readFile('deploy/systemd/e-sidoor-worker.service', 'utf8')
    assert.match(unit, /^ExecStart=\/usr\/bin\/node ace queue:work$/m)
    assert.match(unit, /^Restart=always$/m)
    /* Long enough for a running job (a mail to a slow SMTP server: 30 s socket timeout) to end. */
    const stop = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])
    assert.isAtLeast(stop, 40)
    await access('start/queue_worker.ts')
  })
})
