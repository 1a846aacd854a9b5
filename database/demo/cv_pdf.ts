/*
| A one-page PDF written by hand, for the demo applications' CVs (no PDF
| library for a few lines of text): a catalogue, a page, its text in
| Helvetica, and the cross-reference table a reader needs, byte offsets
| counted exactly. Text is written in WinAnsi (Latin-1 for the letters used).
*/

/** A string as a PDF literal: backslashes and parentheses escaped, Latin-1 only. */
function literal(text: string) {
  const latin1 = text.replace(/[’‘]/g, "'").replace(/[^\u0020-\u00ff]/g, '?')
  return `(${latin1.replace(/[\\()]/g, (char) => `\\${char}`)})`
}

/** A valid one-page A4 PDF: `title` in large type, then `lines`. */
export function onePagePdf(title: string, lines: string[]) {
  const text = [
    'BT',
    `/F1 20 Tf 72 770 Td ${literal(title)} Tj`,
    '/F1 11 Tf 14 TL 0 -10 Td',
    ...lines.map((line) => `T* ${literal(line)} Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
