import { test } from '@japa/runner'
import { sanitizeRichText } from '#services/textes/rich_text'

/*
| Rich text reaches the database only through the sanitiser (docs/product.md §3):
| scripts, styles, event handlers and javascript: URLs never survive.
*/
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="jav&#x09;ascript:alert(1)">clic</a>',
  '<a href="jav\tascript:alert(1)">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  '<a href=" javascript:alert(1)">clic</a>',
  '<a href="vbscript:msgbox(1)">clic</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<a href="//evil.example">clic</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<p style="background:url(javascript:alert(1))">texte</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="evil.swf"></object>',
  '<embed src="evil.swf">',
  '<form action="https://evil.example"><input name="x"><button>ok</button></form>',
  '<p onclick="alert(1)" onmouseover="alert(2)">texte</p>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<video><source onerror=alert(1)></video>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<<script>script>alert(1)<</script>/script>',
  '<p>ok</p><!-- <script>alert(1)</script> -->',
]

/* Markup that may run code or load content, whatever its case. */
const DANGEROUS =
  /<\s*\/?\s*(script|style|iframe|object|embed|svg|math|img|form|input|button|meta|link|base|body|video|source|details|noscript)\b|\son\w+\s*=|javascript:|vbscript:|data:|style\s*=/i

test.group('Rich text sanitiser | hostile input', () => {
  test('removes {$self}')
    .with(PAYLOADS)
    .run(({ assert }, payload) => {
      const clean = sanitizeRichText(`<p>avant</p>${payload}<p>après</p>`)
      assert.notMatch(clean, DANGEROUS)
      assert.include(clean, '<p>avant</p>')
      assert.include(clean, '<p>après</p>')
    })

  test('a link never keeps a class, an id or an unknown target', ({ assert }) => {
    const clean = sanitizeRichText(
      '<a href="https://example.fr" class="x" id="y" target="_top" rel="opener">lien</a>'
    )
    assert.equal(clean, '<a href="https://example.fr" rel="noopener noreferrer">lien</a>')
  })
})

test.group('Rich text sanitiser | allowed formatting', () => {
  test('keeps paragraphs, headings, emphasis, lists, quotes and code', ({ assert }) => {
    const html =
      '<h2>Titre</h2><h3>Sous-titre</h3><h4>Détail</h4>' +
      '<p>Du <strong>gras</strong>, <b>gras</b>, <em>italique</em>, <i>italique</i>, ' +
      '<u>souligné</u>, <s>barré</s><br>et une ligne.</p>' +
      '<ul><li>un</li></ul><ol><li>deux</li></ol>' +
      '<blockquote><p>Citation</p></blockquote><pre><code>const a = 1</code></pre>'
    assert.equal(sanitizeRichText(html), html.replace('<br>', '<br />'))
  })

  test('links: http, https and mailto, rel forced, target kept only as _blank', ({ assert }) => {
    assert.equal(
      sanitizeRichText('<a href="https://example.fr" target="_blank">site</a>'),
      '<a href="https://example.fr" target="_blank" rel="noopener noreferrer">site</a>'
    )
    assert.equal(
      sanitizeRichText('<a href="http://example.fr">site</a>'),
      '<a href="http://example.fr" rel="noopener noreferrer">site</a>'
    )
    assert.equal(
      sanitizeRichText('<a href="mailto:contact@example.fr">écrire</a>'),
      '<a href="mailto:contact@example.fr" rel="noopener noreferrer">écrire</a>'
    )
  })

  test('a mailto: link keeps one recipient: no hidden Bcc, Cc, subject or second address', ({
    assert,
  }) => {
    for (const href of [
      'mailto:jobs@corp.fr?bcc=spy@evil.example',
      'mailto:jobs@corp.fr?cc=spy@evil.example&subject=x',
      'mailto:jobs@corp.fr,spy@evil.example',
      'mailto:jobs@corp.fr;spy@evil.example',
      ' MAILTO:jobs@corp.fr?BCC=spy@evil.example',
    ]) {
      const html = sanitizeRichText(`<a href="${href}">postuler</a>`)
      assert.notInclude(html, 'spy', href)
      assert.match(html, /href="mailto:jobs@corp\.fr"/i, href)
    }
  })

  test('other headings become the nearest allowed level', ({ assert }) => {
    assert.equal(sanitizeRichText('<h1>Un</h1><h6>Six</h6>'), '<h2>Un</h2><h4>Six</h4>')
  })

  test('unknown tags are dropped but their text stays', ({ assert }) => {
    assert.equal(
      sanitizeRichText('<div><span class="x">Bonjour</span> <font>à tous</font></div>'),
      'Bonjour à tous'
    )
  })

  test('an empty editor gives an empty string: {$self}')
    .with([
      '',
      '<p></p>',
      '<p><br></p>',
      '  <p> &nbsp; </p> ',
      '<h2></h2><p></p>',
      '<script>x</script>',
    ])
    .run(({ assert }, html) => {
      assert.equal(sanitizeRichText(html), '')
    })
})
