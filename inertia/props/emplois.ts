import type { Data } from '@generated/data'
import type { ListPage } from './list'
import type { Teletravail, TypeContrat } from './offres'

export type PublicOffreCard = Data.Offre.Variants['forPublicList']
export type PublicOffre = Data.Offre.Variants['forPublic']

/** A filter value of the job board and how many public offers have it. */
export type FacetCount = { value: string; total: number }

export type EmploisIndexProps = {
  offres: ListPage<PublicOffreCard>
  filters: {
    q: string | null
    contrat: TypeContrat | null
    teletravail: Teletravail | null
    /** The chosen town's key ("rennes"). */
    lieu: string | null
  }
  /** Places: `value` is the town's key ("rennes"), `label` its most common spelling ("Rennes"). */
  counts: {
    contrats: FacetCount[]
    teletravail: FacetCount[]
    lieux: (FacetCount & { label: string })[]
  }
  typesContrat: TypeContrat[]
  modesTeletravail: Teletravail[]
}

export type EmploisShowProps = {
  offre: PublicOffre
  /** "closed": published once, clôturée less than 30 days ago (the page says so). */
  state: 'open' | 'closed'
  /** The canonical address of the page. */
  url: string
  /** Meta description: the description as plain text, cut. */
  description: string
  /** JobPosting JSON-LD, already safe for a script element (open offers only). */
  jsonLd: string | null
  similaires: PublicOffreCard[]
}
