/**
 * A mailto: link to one address, each side of its last "@" percent-encoded:
 * whatever a row holds ("jobs?bcc=spy@…", quotes, "&", "#"), the link can only
 * name that one recipient, never add a header (Cc, Bcc, Body) nor a second
 * address. The server's copy is mailtoHref in app/transformers/offre_transformer.ts.
 */
export function mailtoHref(address: string) {
  const at = address.lastIndexOf('@')
  if (at < 0) return `mailto:${encodeURIComponent(address)}`
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
}
