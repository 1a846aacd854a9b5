/**
 * JSON that is safe inside an HTML `<script>` element. The HTML parser ends a
 * script at `</script` and enters odd states on `<!--`; escaping `<` and `>`
 * as `\u003c`/`\u003e` keeps any stored string from closing or corrupting
 * the element, `&` is escaped for parsers that decode entities, and
 * U+2028/U+2029 for old JavaScript engines. JSON.parse reads them back as is.
 */
const UNSAFE = /[<>&\u2028\u2029]/g

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}

export function scriptSafeJson(value: unknown) {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char])
}
