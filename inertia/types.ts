/*
| Types of the props every page receives, generated from the server: the
| Inertia middleware's shared props and flash messages, the user transformer
| (.adonisjs/client/data.d.ts, written by `npm run dev`, `npm test`, `npm run build`).
*/
import type { Data } from '@generated/data'

export type CurrentUser = Data.User

export type FlashMessages = Data.FlashMessages

export type SharedProps = Data.SharedProps

declare module '@inertiajs/core' {
  interface InertiaConfig {
    sharedPageProps: SharedProps
    flashDataType: FlashMessages
  }
}
