import sanitizeHtml from 'sanitize-html'

/*
| Rich text (TipTap output) is sanitised on the server with an allow-list
| (docs/product.md §3): whatever the browser sends, only these tags reach the database.
| Anything else is dropped; its text stays unless it is a tag whose content
| is code or embedded media.
*/
/**
 * A mailto: link keeps its one address: "?bcc=…", "?cc=…", a subject or
 * body, and other recipients after "," or ";" are dropped, so a published
 * text cannot copy a candidate's e-mail to a hidden recipient.
 */
function oneRecipient(href: string) {
  if (!/^\s*mailto:/i.test(href)) return href
  return href.trim().replace(/[?,;].*$/s, '')
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'pre',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  /* Their content is code or markup, never text the author meant to keep. */
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'xmp',
  ],
  transformTags: {
    /* Pasted content keeps its structure within the allowed heading levels. */
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    /* A link never gives the opened page a handle on ours. */
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: oneRecipient(attribs.href) } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
}

/** Whether sanitised HTML shows no text at all (an empty editor sends `<p></p>`). */
function isBlank(html: string) {
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0/g, '')
  return text.trim() === ''
}

/** The allowed subset of `html`, or '' when nothing readable is left. */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim()
  return isBlank(clean) ? '' : clean
}

/* What sanitize-html escapes in text, and the non-breaking space. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
}

/**
 * The text of rich text (block ends become spaces), for a meta description
 * or a feed summary; the caller escapes it for where it goes.
 */
export function plainTextOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
}

/** The text part of an e-mail written in rich text: one line per block, a blank line between paragraphs. */
export function plainTextLinesOf(html: string): string {
  const text = sanitizeHtml(
    html.replace(/<\/(p|h[1-6]|blockquote)>/gi, '$&\n\n').replace(/<\/li>|<br\s*\/?>/gi, '$&\n'),
    { allowedTags: [], allowedAttributes: {} }
  )
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity])
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
