/* The editable texts of the product's own pages (docs/product.md §3 PageTexte), app/models/page_texte.ts. */
export const PAGE_TEXTE_KEYS = [
  'accueil.titre',
  'accueil.intro',
  'dashboard.message',
  'footer.mentions',
] as const
export type PageTexteKey = (typeof PAGE_TEXTE_KEYS)[number]

/* French copy of the editable page texts, inserted by their migration so every installation has them (admins edit them from the profile page). */
export const DEFAULT_PAGE_TEXTES: { cle: PageTexteKey; titre: string; contenu: string }[] = [
  {
    cle: 'accueil.titre',
    titre: "Titre de la page d'accueil",
    contenu: '<p>Gérez vos sociétés, contacts et offres en un seul endroit</p>',
  },
  {
    cle: 'accueil.intro',
    titre: "Introduction de la page d'accueil",
    contenu:
      "<p>e-sidoor réunit tout ce dont un recruteur a besoin au quotidien : vos entreprises, les personnes avec qui vous travaillez et vos offres d'emploi, de stage et d'alternance.</p>",
  },
  {
    cle: 'dashboard.message',
    titre: 'Message du tableau de bord',
    contenu:
      "<p>Bienvenue sur votre espace. Pensez à mettre à jour vos offres publiées : les candidats consultent d'abord les plus récentes.</p>",
  },
  {
    cle: 'footer.mentions',
    titre: 'Mentions du pied de page',
    contenu: "<p>Plateforme de relations entreprises de l'école — données hébergées en France.</p>",
  },
]
