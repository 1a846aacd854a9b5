import { test } from '@japa/runner'
import {
  PLACEHOLDERS,
  escapeHtml,
  invalidPlaceholders,
  placeholderChoices,
  renderPlaceholders,
  unknownPlaceholders,
  usedPlaceholders,
} from '#services/textes/placeholders'

test.group('Template placeholders | catalogue', () => {
  test('offers the contact and the candidate placeholders of the module', ({ assert }) => {
    assert.sameMembers(Object.keys(PLACEHOLDERS), [
      'contact.prenom',
      'contact.nom',
      'candidat.prenom',
      'candidat.nom',
      'societe.nom',
      'offre.titre',
      'offre.reference',
      'user.name',
    ])
  })

  test('the menu inserts each one written with its braces', ({ assert }) => {
    const choices = placeholderChoices()
    assert.deepInclude(choices, {
      cle: 'contact.prenom',
      label: 'Prénom du contact',
      texte: '{{contact.prenom}}',
    })
    assert.lengthOf(choices, 6)
  })

  test('a « Candidats » menu offers the candidate, never the contact (and the reverse)', ({
    assert,
  }) => {
    const candidats = placeholderChoices('candidats').map((choice) => choice.label)
    assert.includeMembers(candidats, ['Prénom du candidat', 'Nom du candidat', 'Nom de la société'])
    assert.notInclude(candidats, 'Prénom du contact')
    assert.notInclude(candidats, 'Nom du contact')
    const contacts = placeholderChoices('contacts').map((choice) => choice.label)
    assert.notInclude(contacts, 'Prénom du candidat')
    assert.notInclude(contacts, 'Nom du candidat')
  })

  test('a placeholder of the other category is misplaced, not unknown', ({ assert }) => {
    const text = '{{contact.prenom}} {{candidat.nom}} {{offre.titre}} {{contact.age}}'
    assert.deepEqual(invalidPlaceholders(text, 'candidats'), {
      unknown: ['{{contact.age}}'],
      misplaced: ['{{contact.prenom}}'],
    })
    assert.deepEqual(invalidPlaceholders(text, 'contacts'), {
      unknown: ['{{contact.age}}'],
      misplaced: ['{{candidat.nom}}'],
    })
  })
})

test.group('Template placeholders | parser', () => {
  test('known placeholders pass, with or without spaces inside the braces', ({ assert }) => {
    const text = 'Bonjour {{contact.prenom}} {{ contact.nom }}, de {{  user.name}}'
    assert.deepEqual(unknownPlaceholders(text), [])
    assert.deepEqual(usedPlaceholders(text), ['contact.prenom', 'contact.nom', 'user.name'])
  })

  test('unknown ones are named, each once, in order: {text}')
    .with([
      { text: 'Âge : {{contact.age}}', unknown: ['{{contact.age}}'] },
      { text: '{{ Contact.Prenom }}', unknown: ['{{Contact.Prenom}}'] },
      { text: '{{contact.prenom }} {{x}} {{ x }} {{y}}', unknown: ['{{x}}', '{{y}}'] },
      { text: 'Vide : {{}}', unknown: ['{{}}'] },
      { text: '{{contact . prenom}}', unknown: ['{{contact . prenom}}'] },
    ])
    .run(({ assert }, { text, unknown }) => {
      assert.deepEqual(unknownPlaceholders(text), unknown)
    })

  test('markup and non-breaking spaces inside the braces are not part of the name', ({
    assert,
  }) => {
    assert.deepEqual(unknownPlaceholders('<p>{{contact.<strong>prenom</strong>}}</p>'), [])
    assert.deepEqual(unknownPlaceholders('<p>{{&nbsp;offre.titre&nbsp;}}</p>'), [])
    assert.deepEqual(unknownPlaceholders('<p>{{<em>contact.age</em>}}</p>'), ['{{contact.age}}'])
  })

  test('single braces and unclosed ones are plain text', ({ assert }) => {
    assert.deepEqual(unknownPlaceholders('{contact.age} {{contact.age} }} texte'), [])
    assert.deepEqual(unknownPlaceholders(null), [])
    assert.deepEqual(unknownPlaceholders(''), [])
  })
})

test.group('Template placeholders | renderer', () => {
  const values = {
    'contact.prenom': 'Amélie',
    'contact.nom': 'Durand',
    'societe.nom': 'Numéria Conseil',
    'offre.titre': 'Développeur full-stack',
    'offre.reference': 'OFF-2026-0007',
    'user.name': 'Paul Rousseau',
  }

  test('replaces every known placeholder with its value', ({ assert }) => {
    const text =
      '{{contact.prenom}} {{ contact.nom }} ({{societe.nom}}) – {{offre.titre}} {{offre.reference}} / {{user.name}}'
    assert.equal(
      renderPlaceholders(text, values, { html: false }),
      'Amélie Durand (Numéria Conseil) – Développeur full-stack OFF-2026-0007 / Paul Rousseau'
    )
  })

  test('a missing or null value renders as nothing', ({ assert }) => {
    const text = 'Bonjour {{contact.prenom}}{{offre.titre}}!'
    assert.equal(renderPlaceholders(text, {}, { html: false }), 'Bonjour !')
    assert.equal(renderPlaceholders(text, { 'contact.prenom': null }, { html: true }), 'Bonjour !')
  })

  test('in HTML, values are escaped and never become markup', ({ assert }) => {
    const evil = { 'contact.nom': '<b>x</b> & "y" \'z\'' }
    assert.equal(
      renderPlaceholders('<p>{{contact.nom}}</p>', evil, { html: true }),
      '<p>&lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot; &#39;z&#39;</p>'
    )
    /* Plain text (the subject) keeps the characters; the page escapes them when it shows them. */
    assert.equal(
      renderPlaceholders('{{contact.nom}}', evil, { html: false }),
      '<b>x</b> & "y" \'z\''
    )
  })

  test('a value is not read again as a placeholder', ({ assert }) => {
    const tricky = { 'contact.prenom': '{{user.name}}', 'user.name': 'Paul' }
    assert.equal(
      renderPlaceholders('{{contact.prenom}} / {{user.name}}', tricky, { html: false }),
      '{{user.name}} / Paul'
    )
  })

  test('unknown placeholders are left as written', ({ assert }) => {
    assert.equal(renderPlaceholders('{{contact.age}}', values, { html: false }), '{{contact.age}}')
  })

  test('markup inside the braces goes with the placeholder', ({ assert }) => {
    assert.equal(
      renderPlaceholders('<p>{{contact.<strong>prenom</strong>}}</p>', values, { html: true }),
      '<p>Amélie</p>'
    )
  })

  test('escapeHtml covers the five special characters', ({ assert }) => {
    assert.equal(escapeHtml(`<>&"'`), '&lt;&gt;&amp;&quot;&#39;')
  })
})
