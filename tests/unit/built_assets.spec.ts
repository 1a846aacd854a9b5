import { test } from '@japa/runner'
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { builtAssetsProblem } from '#tests/helpers/built_assets'

/*
| TEST_ASSETS=built (scripts/test_browser.sh) tests the pages of a build: a
| missing build, or one older than the sources it bundles, is refused before
| the run starts, instead of testing yesterday's pages.
*/
test.group('Browser suite against a build: which build it accepts', (group) => {
  let root: string
  const hourAgo = new Date(Date.now() - 3_600_000)

  group.each.setup(async () => {
    root = await mkdtemp(join(tmpdir(), 'built-assets-'))
    await mkdir(join(root, 'inertia/lib'), { recursive: true })
    await mkdir(join(root, 'app/catalogues'), { recursive: true })
    await writeFile(join(root, 'inertia/lib/toast.ts'), '')
    await writeFile(join(root, 'vite.config.ts'), '')
    for (const path of ['inertia/lib/toast.ts', 'inertia/lib', 'inertia', 'app/catalogues']) {
      await utimes(join(root, path), hourAgo, hourAgo)
    }
    await utimes(join(root, 'vite.config.ts'), hourAgo, hourAgo)
    return () => rm(root, { recursive: true, force: true })
  })

  const build = async (which: string[]) => {
    for (const dir of which) {
      await mkdir(join(root, dir, '.vite'), { recursive: true })
      await writeFile(join(root, dir, '.vite/manifest.json'), '{}')
    }
  }

  test('a build of both bundles, newer than the sources, is used', async ({ assert }) => {
    await build(['public/assets', 'public/assets/server'])
    assert.isUndefined(builtAssetsProblem(root))
  })

  test('no build, or the browser bundle without the server one, is refused', async ({ assert }) => {
    assert.include(builtAssetsProblem(root), 'there is no build')
    await build(['public/assets'])
    assert.include(builtAssetsProblem(root), 'there is no build')
  })

  test('a page or a record catalogue changed after the build is refused', async ({ assert }) => {
    await build(['public/assets', 'public/assets/server'])
    const later = new Date(Date.now() + 60_000)
    await utimes(join(root, 'inertia/lib/toast.ts'), later, later)
    assert.include(builtAssetsProblem(root), 'inertia changed after the build')

    await utimes(join(root, 'inertia/lib/toast.ts'), hourAgo, hourAgo)
    assert.isUndefined(builtAssetsProblem(root))
    await writeFile(join(root, 'app/catalogues/new_catalogue.ts'), '')
    await utimes(join(root, 'app/catalogues/new_catalogue.ts'), later, later)
    assert.include(builtAssetsProblem(root), 'app/catalogues changed after the build')
  })
})
