import { test } from '@japa/runner'
import { matchesAction, serverQuery } from '../../inertia/shell/command_palette_match.js'

test.group('Command palette | matching the actions to what is typed', () => {
  test('each typed word starts a word of the label or a keyword, accents and case ignored', ({
    assert,
  }) => {
    assert.isTrue(matchesAction('nouveau contact', 'Nouveau contact'))
    assert.isTrue(matchesAction('NOUV  cont', 'Nouveau contact'))
    assert.isTrue(matchesAction('societe', 'Nouvelle société'))
    assert.isTrue(matchesAction('ajouter', 'Nouveau contact', ['créer', 'ajouter']))
    assert.isTrue(matchesAction('theme', 'Basculer le thème sombre'))
    assert.isTrue(matchesAction('e-mail', 'Nouveau modèle de texte', ['e-mail']))
    assert.isFalse(matchesAction('nouveau contact', 'Nouvelle offre'), 'nouvelle is not nouveau')
    assert.isFalse(matchesAction('ontact', 'Contacts'), 'the start of a word, not its middle')
    assert.isFalse(matchesAction('contact offre', 'Nouveau contact'), 'every word must match')
  })

  test('an empty or blank query lists every action', ({ assert }) => {
    assert.isTrue(matchesAction('', 'Mon profil'))
    assert.isTrue(matchesAction('   ', 'Mon profil'))
  })

  test('the server is asked from two characters on, trimmed, at most 100', ({ assert }) => {
    assert.equal(serverQuery(' a '), '')
    assert.equal(serverQuery(' ga '), 'ga')
    assert.lengthOf(serverQuery('x'.repeat(150)), 100)
  })
})
