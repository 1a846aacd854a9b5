import type { ReactNode } from 'react'
import { Download, ExternalLink } from 'lucide-react'
import { urlFor } from '~/client'
import { Block } from '~/components/block'

const PDF = 'application/pdf'

type Cv = { id: number; nomComplet: string; cvType: string }

/**
 * The application beside its CV (docs/product.md, "Candidatures"): from
 * 1280 px the PDF is shown in a frame to the right of what the candidate
 * wrote, below it on a tablet; on a phone a frame that small is useless, so
 * a button opens the preview in a tab of its own. DOCX and ODT have no
 * preview: the page keeps only their download. The file arrives sandboxed by
 * its own policy (CSP `sandbox`: no scripts, an opaque origin, in this frame
 * as in a tab of its own; docs/security.md, "Files served"). The frame has no
 * `sandbox` attribute on purpose: Chromium then refuses to run its PDF viewer
 * in it (measured, even with allow-same-origin), showing a broken page.
 */
export function WithCvPreview({ candidature, children }: { candidature: Cv; children: ReactNode }) {
  if (candidature.cvType !== PDF) return <div className="@container mt-6">{children}</div>
  return (
    <div className="mt-6 grid items-start gap-6 xl:grid-cols-2">
      <div className="@container min-w-0">{children}</div>
      <CvPreview candidature={candidature} />
    </div>
  )
}

function CvPreview({ candidature }: { candidature: Cv }) {
  const id = { id: candidature.id }
  const previewUrl = urlFor('candidatures.cv_preview', id)
  return (
    <Block
      title="Aperçu du CV"
      className="xl:sticky xl:top-4"
      actions={
        <a
          href={urlFor('candidatures.cv', id)}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          <Download className="size-4" aria-hidden="true" /> Télécharger
        </a>
      }
    >
      <iframe
        src={previewUrl}
        title={`CV de ${candidature.nomComplet}`}
        referrerPolicy="no-referrer"
        loading="lazy"
        className="hidden h-[75vh] min-h-[28rem] w-full rounded-md border border-slate-200 bg-white md:block dark:border-white/10"
      />
      <a
        href={previewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-2 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-white shadow-xs md:hidden"
      >
        <ExternalLink className="size-4" aria-hidden="true" /> Voir le CV
      </a>
    </Block>
  )
}
