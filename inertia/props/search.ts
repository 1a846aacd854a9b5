/** One hit of the global search, linking to its page. */
export type SearchItem = { id: number; title: string; subtitle: string | null; href: string }

/** The hits of one resource, with their total and a link to the filtered list. */
export type SearchGroup = {
  key: 'contacts' | 'candidatures' | 'offres' | 'societes'
  label: string
  total: number
  href: string
  items: SearchItem[]
}
