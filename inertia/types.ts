/*
| Types of the props every page receives. They come from the server's
| transformer and Inertia middleware, so the browser never re-declares them.
*/
import type { SerializedUser } from '../app/transformers/user_transformer'

export type CurrentUser = SerializedUser

export type FlashMessages = {
  success?: string
  error?: string
  info?: string
  warning?: string
}

export type SharedProps = {
  appName: string
  appVersion: string
  /** Admin-edited footer text (sanitised HTML). */
  footerMentions: string
  errors: Record<string, string>
  user: CurrentUser | null
}

declare module '@inertiajs/core' {
  interface InertiaConfig {
    sharedPageProps: SharedProps
    flashDataType: FlashMessages
  }
}
