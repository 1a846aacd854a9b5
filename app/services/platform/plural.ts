/*
| French plurals of the server's messages (flash messages, field errors,
| mails), chosen by the CLDR rules as ICU does: 0 and 1 take `one`, 2 and
| more `other`. The browser has the same helper (inertia/lib/format.ts).
*/
const pluralRules = new Intl.PluralRules('fr-FR')
const counted = new Intl.NumberFormat('fr-FR')

/** plural(n, { one: '# contact', other: '# contacts' }): "#" is the count, written in French. */
export function plural(count: number, forms: { one: string; other: string }) {
  const text = pluralRules.select(count) === 'one' ? forms.one : forms.other
  return text.replaceAll('#', counted.format(count))
}
