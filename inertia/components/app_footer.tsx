import { usePage } from '@inertiajs/react'
import { RichTextView } from '~/components/rich_text_view'

/** "{app name} {version} © {year}" and the admin-edited mentions (docs/product.md §6). */
export function AppFooter({ className = '' }: { className?: string }) {
  const { appName, appVersion, footerMentions } = usePage().props
  return (
    <footer
      className={`flex flex-wrap items-center justify-between gap-x-6 gap-y-1 text-sm text-slate-600 dark:text-slate-300 ${className}`}
    >
      {/* The year of a server-rendered footer may differ from the browser's on New Year's Eve. */}
      <span suppressHydrationWarning>
        {appName} {appVersion} © {new Date().getFullYear()}
      </span>
      <RichTextView html={footerMentions} className="text-xs [&_p]:m-0" />
    </footer>
  )
}
