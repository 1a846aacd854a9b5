import type { HttpContext } from '@adonisjs/core/http'
import PageTexte from '#models/page_texte'
import * as DashboardStats from '#services/dashboards/dashboard_stats'
import { useContactsAndOffres } from '#abilities/main'
import { dueRelances } from '#services/activite/relances'
import * as Onboarding from '#services/dashboards/onboarding'

export default class DashboardController {
  /**
   * Counters, latest rows and the publication chart; a role without
   * contacts/offres sees its sociétés only. "Premiers pas" (null: hidden).
   */
  async show({ inertia, auth, bouncer }: HttpContext) {
    const user = auth.getUserOrFail()
    const textes = await PageTexte.contents(['dashboard.message'])
    const pro = await bouncer.allows(useContactsAndOffres)
    const [
      societes,
      contacts,
      offres,
      latestContacts,
      latestOffres,
      published,
      relances,
      checklist,
    ] = await Promise.all([
      DashboardStats.societes(user),
      pro ? DashboardStats.contacts(user) : null,
      pro ? DashboardStats.offresByStatut(user) : null,
      pro ? DashboardStats.latestContacts(user) : [],
      pro ? DashboardStats.latestOffres(user) : [],
      pro ? DashboardStats.publishedPerMonth(user) : [],
      pro ? dueRelances(user.id) : [],
      Onboarding.checklistOf(user),
    ])
    return inertia.render('dashboard', {
      message: textes['dashboard.message'],
      counts: { societes, contacts, offres },
      latestContacts,
      latestOffres,
      publishedPerMonth: published,
      reminders: relances,
      checklist,
      can: { contactsAndOffres: pro },
    })
  }
}
