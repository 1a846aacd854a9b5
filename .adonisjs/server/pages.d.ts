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
    'acces_test': ExtractProps<(typeof import('../../inertia/pages/acces_test.tsx'))['default']>
    'auth/confirm_password': ExtractProps<(typeof import('../../inertia/pages/auth/confirm_password.tsx'))['default']>
    'auth/forgot_password': ExtractProps<(typeof import('../../inertia/pages/auth/forgot_password.tsx'))['default']>
    'auth/installation': ExtractProps<(typeof import('../../inertia/pages/auth/installation.tsx'))['default']>
    'auth/login': ExtractProps<(typeof import('../../inertia/pages/auth/login.tsx'))['default']>
    'auth/register': ExtractProps<(typeof import('../../inertia/pages/auth/register.tsx'))['default']>
    'auth/reset_password': ExtractProps<(typeof import('../../inertia/pages/auth/reset_password.tsx'))['default']>
    'auth/verify_email': ExtractProps<(typeof import('../../inertia/pages/auth/verify_email.tsx'))['default']>
    'company/create': ExtractProps<(typeof import('../../inertia/pages/company/create.tsx'))['default']>
    'company/edit': ExtractProps<(typeof import('../../inertia/pages/company/edit.tsx'))['default']>
    'company/index': ExtractProps<(typeof import('../../inertia/pages/company/index.tsx'))['default']>
    'contacts/create': ExtractProps<(typeof import('../../inertia/pages/contacts/create.tsx'))['default']>
    'contacts/edit': ExtractProps<(typeof import('../../inertia/pages/contacts/edit.tsx'))['default']>
    'contacts/index': ExtractProps<(typeof import('../../inertia/pages/contacts/index.tsx'))['default']>
    'contacts/show': ExtractProps<(typeof import('../../inertia/pages/contacts/show.tsx'))['default']>
    'dashboard_pro': ExtractProps<(typeof import('../../inertia/pages/dashboard_pro.tsx'))['default']>
    'dashboard': ExtractProps<(typeof import('../../inertia/pages/dashboard.tsx'))['default']>
    'errors/error': ExtractProps<(typeof import('../../inertia/pages/errors/error.tsx'))['default']>
    'offres/create': ExtractProps<(typeof import('../../inertia/pages/offres/create.tsx'))['default']>
    'offres/edit': ExtractProps<(typeof import('../../inertia/pages/offres/edit.tsx'))['default']>
    'offres/index': ExtractProps<(typeof import('../../inertia/pages/offres/index.tsx'))['default']>
    'offres/preview': ExtractProps<(typeof import('../../inertia/pages/offres/preview.tsx'))['default']>
    'pro/contacts/index': ExtractProps<(typeof import('../../inertia/pages/pro/contacts/index.tsx'))['default']>
    'pro/contacts/show': ExtractProps<(typeof import('../../inertia/pages/pro/contacts/show.tsx'))['default']>
    'pro/pro': ExtractProps<(typeof import('../../inertia/pages/pro/pro.tsx'))['default']>
    'profile/edit': ExtractProps<(typeof import('../../inertia/pages/profile/edit.tsx'))['default']>
    'recherche': ExtractProps<(typeof import('../../inertia/pages/recherche.tsx'))['default']>
    'textes/create': ExtractProps<(typeof import('../../inertia/pages/textes/create.tsx'))['default']>
    'textes/edit': ExtractProps<(typeof import('../../inertia/pages/textes/edit.tsx'))['default']>
    'textes/index': ExtractProps<(typeof import('../../inertia/pages/textes/index.tsx'))['default']>
    'textes/texte': ExtractProps<(typeof import('../../inertia/pages/textes/texte.tsx'))['default']>
    'welcome': ExtractProps<(typeof import('../../inertia/pages/welcome.tsx'))['default']>
  }
}
