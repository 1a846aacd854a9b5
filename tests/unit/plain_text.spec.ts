import { test } from '@japa/runner'
import { sanitizeRichText } from '#services/textes/rich_text'
import { plainText } from '../../inertia/lib/plain_text.js'

/*
| The landing page's title is the text of the admin's rich text, read the same
| on the server (SSR) and in the browser: no DOMParser, plain string work.
*/
test.group('plainText', () => {
  test('drops the tags of sanitised rich text and decodes what the sanitiser escapes', ({
    assert,
  }) => {
    const cases: [string, string][] = [
      ['<p>Gérez vos <strong>sociétés</strong></p>', 'Gérez vos sociétés'],
      ['<h2>Emploi &amp; stage</h2><p>deux</p>', 'Emploi & stagedeux'],
      ['<p>a &lt;b&gt; c "d" l\'e</p>', 'a <b> c "d" l\'e'],
      ['<p>&lt;/script&gt;&lt;!--x</p>', '</script><!--x'],
      ['<p>x&nbsp;y &eacute; &#169; &#x1F600;</p>', 'x\u00a0y é © 😀'],
      ['<p><a href="https://a.fr" rel="noopener noreferrer">lien</a><br>fin</p>', 'lienfin'],
      ['<p>a < b > c</p>', 'a < b > c'],
    ]
    for (const [input, expected] of cases) {
      assert.equal(plainText(sanitizeRichText(input)), expected, input)
    }
  })

  test('leaves unknown references and plain text as they are', ({ assert }) => {
    assert.equal(plainText('Survit au redéploiement'), 'Survit au redéploiement')
    assert.equal(plainText('a &unknown; b &#0; c'), 'a &unknown; b &#0; c')
    assert.equal(plainText('<!-- note --> texte '), 'texte')
    assert.equal(plainText(''), '')
    assert.equal(plainText(null), '')
  })
})
