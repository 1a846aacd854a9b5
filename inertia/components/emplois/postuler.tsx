import type { ReactNode } from 'react'
import { Mail, Send } from 'lucide-react'
import type { PublicOffre } from '~/props/emplois'
import { ApplyButton } from '~/components/emplois/candidature_form'

/**
 * « Postuler » on an open offer: a link to the pro's own address (its site
 * or an e-mail) when given; otherwise the board's button, which opens the
 * application form through `onReady` (the page then shows the form instead).
 */
export function PostulerAction({
  offre,
  onReady,
}: {
  offre: PublicOffre
  onReady: (retentionMonths: number) => void
}) {
  if (!offre.postuler) return <ApplyButton reference={offre.reference} onReady={onReady} />
  return (
    <a
      href={offre.postuler.href}
      {...(offre.postuler.email ? {} : { target: '_blank', rel: 'noopener noreferrer nofollow' })}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-primary px-4 py-3 font-semibold text-white shadow-sm hover:brightness-110"
    >
      {offre.postuler.email ? (
        <Mail className="size-5" aria-hidden="true" />
      ) : (
        <Send className="size-5" aria-hidden="true" />
      )}
      Postuler
    </a>
  )
}

/**
 * Below `lg` the offer's aside comes after its whole description, « Postuler »
 * with it (1,000 px down a phone): this bar holds it at the bottom of the
 * screen instead. It is sticky and the page's last block, so it rides along
 * down to the end of the page and rests there in the flow, above the footer:
 * it never covers the page's last content nor the footer, with no padding to
 * keep in step with its height. Its button's empty error line (ApplyButton's
 * live region) takes no height.
 */
export function ApplyBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-apply-bar
      className="sticky bottom-0 z-20 -mx-4 mt-8 -mb-8 border-t border-slate-200 bg-white/90 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden dark:border-white/10 dark:bg-primary-darker/90 [&_p:empty]:mt-0"
    >
      {children}
    </div>
  )
}
