import '@adonisjs/inertia/types'

import type React from 'react'
import type { Prettify } from '@adonisjs/core/types/common'

type ExtractProps<T> =
  T extends React.FC<infer Props>
    ? Prettify<Omit<Props, 'children'>>
    : T extends React.Component<infer Props>
      ? Prettify<Omit<Props, 'children'>>
      : never

declare module '@adonisjs/inertia/types' {
  export interface InertiaPages {
    'access_test': ExtractProps<(typeof import('../../inertia/pages/access_test.tsx'))['default']>
    'auth/confirm_password': ExtractProps<(typeof import('../../inertia/pages/auth/confirm_password.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/installation': ExtractProps<(typeof import('../../inertia/pages/auth/installation.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/register': ExtractProps<(typeof import('../../inertia/pages/auth/register.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/two_factor_challenge': ExtractProps<(typeof import('../../inertia/pages/auth/two_factor_challenge.tsx'))['default']>
    'auth/two_factor_enrol': ExtractProps<(typeof import('../../inertia/pages/auth/two_factor_enrol.tsx'))['default']>
    'auth/verify_email': ExtractProps<(typeof import('../../inertia/pages/auth/verify_email.tsx'))['default']>
    'candidatures/board': ExtractProps<(typeof import('../../inertia/pages/candidatures/board.tsx'))['default']>
    'candidatures/index': ExtractProps<(typeof import('../../inertia/pages/candidatures/index.tsx'))['default']>
    'candidatures/show': ExtractProps<(typeof import('../../inertia/pages/candidatures/show.tsx'))['default']>
    'contacts/create': ExtractProps<(typeof import('../../inertia/pages/contacts/create.tsx'))['default']>
    'contacts/edit': ExtractProps<(typeof import('../../inertia/pages/contacts/edit.tsx'))['default']>
    'contacts/email': ExtractProps<(typeof import('../../inertia/pages/contacts/email.tsx'))['default']>
    'contacts/index': ExtractProps<(typeof import('../../inertia/pages/contacts/index.tsx'))['default']>
    'contacts/show': ExtractProps<(typeof import('../../inertia/pages/contacts/show.tsx'))['default']>
    'dashboard': ExtractProps<(typeof import('../../inertia/pages/dashboard.tsx'))['default']>
    'doublons/fusion': ExtractProps<(typeof import('../../inertia/pages/doublons/fusion.tsx'))['default']>
    'doublons/index': ExtractProps<(typeof import('../../inertia/pages/doublons/index.tsx'))['default']>
    'emplois/index': ExtractProps<(typeof import('../../inertia/pages/emplois/index.tsx'))['default']>
    'emplois/retrait': ExtractProps<(typeof import('../../inertia/pages/emplois/retrait.tsx'))['default']>
    'emplois/show': ExtractProps<(typeof import('../../inertia/pages/emplois/show.tsx'))['default']>
    'errors/error': ExtractProps<(typeof import('../../inertia/pages/errors/error.tsx'))['default']>
    'esidoor/contacts/index': ExtractProps<(typeof import('../../inertia/pages/esidoor/contacts/index.tsx'))['default']>
    'esidoor/contacts/show': ExtractProps<(typeof import('../../inertia/pages/esidoor/contacts/show.tsx'))['default']>
    'esidoor/dashboard': ExtractProps<(typeof import('../../inertia/pages/esidoor/dashboard.tsx'))['default']>
    'esidoor/employers': ExtractProps<(typeof import('../../inertia/pages/esidoor/employers.tsx'))['default']>
    'esidoor/failed_mails': ExtractProps<(typeof import('../../inertia/pages/esidoor/failed_mails.tsx'))['default']>
    'esidoor/pro': ExtractProps<(typeof import('../../inertia/pages/esidoor/pro.tsx'))['default']>
    'esidoor/security_log': ExtractProps<(typeof import('../../inertia/pages/esidoor/security_log.tsx'))['default']>
    'imports/show': ExtractProps<(typeof import('../../inertia/pages/imports/show.tsx'))['default']>
    'imports/upload': ExtractProps<(typeof import('../../inertia/pages/imports/upload.tsx'))['default']>
    'offres/create': ExtractProps<(typeof import('../../inertia/pages/offres/create.tsx'))['default']>
    'offres/edit': ExtractProps<(typeof import('../../inertia/pages/offres/edit.tsx'))['default']>
    'offres/index': ExtractProps<(typeof import('../../inertia/pages/offres/index.tsx'))['default']>
    'offres/preview': ExtractProps<(typeof import('../../inertia/pages/offres/preview.tsx'))['default']>
    'profile/edit': ExtractProps<(typeof import('../../inertia/pages/profile/edit.tsx'))['default']>
    'recherche': ExtractProps<(typeof import('../../inertia/pages/recherche.tsx'))['default']>
    'societes/create': ExtractProps<(typeof import('../../inertia/pages/societes/create.tsx'))['default']>
    'societes/edit': ExtractProps<(typeof import('../../inertia/pages/societes/edit.tsx'))['default']>
    'societes/index': ExtractProps<(typeof import('../../inertia/pages/societes/index.tsx'))['default']>
    'societes/show': ExtractProps<(typeof import('../../inertia/pages/societes/show.tsx'))['default']>
    'textes/create': ExtractProps<(typeof import('../../inertia/pages/textes/create.tsx'))['default']>
    'textes/edit': ExtractProps<(typeof import('../../inertia/pages/textes/edit.tsx'))['default']>
    'textes/index': ExtractProps<(typeof import('../../inertia/pages/textes/index.tsx'))['default']>
    'textes/texte': ExtractProps<(typeof import('../../inertia/pages/textes/texte.tsx'))['default']>
    'welcome': ExtractProps<(typeof import('../../inertia/pages/welcome.tsx'))['default']>
  }
}
