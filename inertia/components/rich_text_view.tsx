/** Server-sanitised rich text (the allow-list of docs/product.md §3), shown as HTML. */
export function RichTextView({
  html,
  className = '',
}: {
  html: string | null | undefined
  className?: string
}) {
  if (!html) return null
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
}
