import {
  Building2,
  Contact,
  FileText,
  Keyboard,
  LayoutDashboard,
  Moon,
  NotebookPen,
  Plus,
  Sun,
  Upload,
  UserRound,
  type LucideIcon,
} from 'lucide-react'
import { urlFor } from '~/client'
import type { CurrentUser } from '~/types'

/*
| The command palette's actions (Ctrl+K): what a user may do from anywhere,
| offered only when their role allows it, exactly as the server decides
| (app/abilities/main.ts and the policies): contacts, offres and text
| templates for roles pro and esi, sociétés for everyone; droit "lecteur"
| reads and never creates nor imports.
*/

/** Where an action leads: a page to visit, or a command run in place. */
export type PaletteCommand = 'toggleDark' | 'shortcuts'

export type PaletteAction = {
  id: string
  group: 'Actions' | 'Aller à' | 'Préférences'
  label: string
  /** The second line, under the label. */
  hint?: string
  icon: LucideIcon
  keywords: readonly string[]
  /** A key the action also has outside the palette, shown on its right. */
  shortcut?: string
} & ({ href: string; command?: never } | { command: PaletteCommand; href?: never })

/** The user's actions, in the order the palette lists them. */
export function paletteActions(user: CurrentUser | null, dark: boolean): PaletteAction[] {
  const pro = user?.role === 'pro' || user?.role === 'esi'
  const writes = user?.droit !== 'lecteur'
  const actions: (PaletteAction | false)[] = [
    pro &&
      writes && {
        id: 'new-contact',
        group: 'Actions',
        label: 'Nouveau contact',
        hint: 'Créer une fiche contact',
        icon: Plus,
        keywords: ['créer', 'ajouter', 'personne'],
        href: urlFor('contacts.create'),
      },
    writes && {
      id: 'new-societe',
      group: 'Actions',
      label: 'Nouvelle société',
      hint: 'Créer une fiche société',
      icon: Plus,
      keywords: ['créer', 'ajouter', 'entreprise', 'employeur'],
      href: urlFor('societes.create'),
    },
    pro &&
      writes && {
        id: 'new-offre',
        group: 'Actions',
        label: 'Nouvelle offre',
        hint: "Rédiger une offre d'emploi, de stage ou d'alternance",
        icon: Plus,
        keywords: ['créer', 'ajouter', 'emploi', 'annonce', 'poste', 'alternance', 'stage'],
        href: urlFor('offres.create'),
      },
    pro &&
      writes && {
        id: 'new-texte',
        group: 'Actions',
        label: 'Nouveau modèle de texte',
        hint: 'Un e-mail type avec ses champs à remplir',
        icon: Plus,
        keywords: ['créer', 'ajouter', 'template', 'e-mail', 'mail', 'texte'],
        href: urlFor('textes.create'),
      },
    pro &&
      writes && {
        id: 'import-contacts',
        group: 'Actions',
        label: 'Importer un fichier de contacts',
        hint: 'CSV ou Excel',
        icon: Upload,
        keywords: ['import', 'csv', 'excel', 'tableur'],
        href: urlFor('contacts.import.create'),
      },
    writes && {
      id: 'import-societes',
      group: 'Actions',
      label: 'Importer un fichier de sociétés',
      hint: 'CSV ou Excel',
      icon: Upload,
      keywords: ['import', 'csv', 'excel', 'tableur'],
      href: urlFor('societes.import.create'),
    },
    {
      id: 'go-dashboard',
      group: 'Aller à',
      label: 'Tableau de bord',
      icon: LayoutDashboard,
      keywords: ['dashboard', 'accueil'],
      href: urlFor('dashboard'),
    },
    pro && {
      id: 'go-contacts',
      group: 'Aller à',
      label: 'Contacts',
      hint: 'La liste des contacts',
      icon: Contact,
      keywords: ['liste', 'personnes'],
      href: urlFor('contacts.index'),
    },
    {
      id: 'go-societes',
      group: 'Aller à',
      label: 'Sociétés',
      hint: 'La liste des sociétés',
      icon: Building2,
      keywords: ['liste', 'entreprises'],
      href: urlFor('societes.index'),
    },
    pro && {
      id: 'go-offres',
      group: 'Aller à',
      label: 'Offres',
      hint: 'La liste des offres',
      icon: FileText,
      keywords: ['liste', 'emplois', 'annonces'],
      href: urlFor('offres.index'),
    },
    pro && {
      id: 'go-textes',
      group: 'Aller à',
      label: 'Modèles de texte',
      hint: 'La liste des modèles',
      icon: NotebookPen,
      keywords: ['liste', 'textes', 'templates', 'e-mails'],
      href: urlFor('textes.index'),
    },
    {
      id: 'go-profile',
      group: 'Aller à',
      label: 'Mon profil',
      hint: 'Nom, e-mail, mot de passe, sessions',
      icon: UserRound,
      keywords: ['compte', 'profile', 'paramètres', 'mot de passe'],
      href: urlFor('profile.edit'),
    },
    {
      id: 'toggle-dark',
      group: 'Préférences',
      label: 'Basculer le thème sombre',
      hint: dark
        ? 'Actuellement sombre : passer au clair'
        : 'Actuellement clair : passer au sombre',
      icon: dark ? Sun : Moon,
      keywords: ['mode', 'nuit', 'clair', 'sombre', 'dark', 'apparence', 'couleurs'],
      command: 'toggleDark',
    },
    {
      id: 'shortcuts',
      group: 'Préférences',
      label: 'Raccourcis clavier',
      hint: 'La liste des touches',
      icon: Keyboard,
      keywords: ['aide', 'touches', 'clavier', 'shortcuts'],
      shortcut: '?',
      command: 'shortcuts',
    },
  ]
  return actions.filter((action): action is PaletteAction => action !== false)
}
