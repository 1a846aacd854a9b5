import { test } from '@japa/runner'
import { foldText } from '#models/search_text'
import { foldForSearch } from '../../inertia/lib/fold_text.js'

const SAMPLES = [
  'HÔTEL des Flots',
  'DE L’ÎLE',
  'Cœur de Loire',
  'Lætitia Straße',
  'Øre Łódź þing',
  'ÉCOLE Ça Où Ñandú',
  'ﬁne ligature',
  'İstanbul',
]

test.group('Search folding | browser and server agree', () => {
  test('{$self} folds the same way on both sides')
    .with(SAMPLES)
    .run(({ assert }, sample) => {
      assert.equal(foldForSearch(sample).replace(/\s+/g, ' ').trim(), foldText(sample))
    })
})
