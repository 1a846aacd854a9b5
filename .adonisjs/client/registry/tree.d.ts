/* eslint-disable prettier/prettier */
import type { routes } from './index.ts'

export interface ApiDefinition {
  api: {
    user: typeof routes['api.user'] & {
      apercu: typeof routes['api.user.apercu']
      societes: typeof routes['api.user.societes']
      doublons: {
        societes: typeof routes['api.user.doublons.societes']
        contacts: typeof routes['api.user.doublons.contacts']
      }
      relances: typeof routes['api.user.relances'] & {
        count: typeof routes['api.user.relances.count']
      }
      role: typeof routes['api.user.role']
      accesRole: typeof routes['api.user.acces_role']
      palette: typeof routes['api.user.palette']
    }
  }
  onboarding: {
    update: typeof routes['onboarding.update']
  }
  twoFactor: {
    challenge: typeof routes['two_factor.challenge'] & {
      store: typeof routes['two_factor.challenge.store']
    }
    enrol: typeof routes['two_factor.enrol']
    enable: typeof routes['two_factor.enable']
    confirm: typeof routes['two_factor.confirm']
    disable: typeof routes['two_factor.disable']
    qrCode: typeof routes['two_factor.qr_code']
    secretKey: typeof routes['two_factor.secret_key']
    recoveryCodes: typeof routes['two_factor.recovery_codes']
  }
  societes: {
    index: typeof routes['societes.index']
    export: typeof routes['societes.export']
    create: typeof routes['societes.create']
    store: typeof routes['societes.store']
    bulk: typeof routes['societes.bulk']
    doublons: typeof routes['societes.doublons']
    fusion: typeof routes['societes.fusion'] & {
      store: typeof routes['societes.fusion.store']
    }
    import: {
      create: typeof routes['societes.import.create']
      store: typeof routes['societes.import.store']
      show: typeof routes['societes.import.show']
      dryRun: typeof routes['societes.import.dry_run']
      run: typeof routes['societes.import.run']
      undo: typeof routes['societes.import.undo']
      rejected: typeof routes['societes.import.rejected']
    }
    show: typeof routes['societes.show']
    edit: typeof routes['societes.edit']
    update: typeof routes['societes.update']
    destroy: typeof routes['societes.destroy']
    restore: typeof routes['societes.restore']
  }
  contacts: {
    index: typeof routes['contacts.index']
    export: typeof routes['contacts.export']
    create: typeof routes['contacts.create']
    store: typeof routes['contacts.store']
    bulk: typeof routes['contacts.bulk']
    doublons: typeof routes['contacts.doublons']
    fusion: typeof routes['contacts.fusion'] & {
      store: typeof routes['contacts.fusion.store']
    }
    import: {
      create: typeof routes['contacts.import.create']
      store: typeof routes['contacts.import.store']
      show: typeof routes['contacts.import.show']
      dryRun: typeof routes['contacts.import.dry_run']
      run: typeof routes['contacts.import.run']
      undo: typeof routes['contacts.import.undo']
      rejected: typeof routes['contacts.import.rejected']
    }
    emptyTrash: typeof routes['contacts.empty_trash']
    show: typeof routes['contacts.show']
    edit: typeof routes['contacts.edit']
    update: typeof routes['contacts.update']
    destroy: typeof routes['contacts.destroy']
    restore: typeof routes['contacts.restore']
    email: typeof routes['contacts.email'] & {
      send: typeof routes['contacts.email.send']
    }
  }
  activite: {
    contact: typeof routes['activite.contact']
    societe: typeof routes['activite.societe']
    offre: typeof routes['activite.offre']
  }
  interactions: {
    store: typeof routes['interactions.store']
    update: typeof routes['interactions.update']
    destroy: typeof routes['interactions.destroy']
    agenda: typeof routes['interactions.agenda']
    relanceFaite: typeof routes['interactions.relance_faite']
  }
  offres: {
    index: typeof routes['offres.index']
    export: typeof routes['offres.export']
    create: typeof routes['offres.create']
    store: typeof routes['offres.store']
    bulk: typeof routes['offres.bulk']
    show: typeof routes['offres.show']
    edit: typeof routes['offres.edit']
    preview: typeof routes['offres.preview']
    update: typeof routes['offres.update']
    destroy: typeof routes['offres.destroy']
    restore: typeof routes['offres.restore']
    publish: typeof routes['offres.publish']
    close: typeof routes['offres.close']
    duplicate: typeof routes['offres.duplicate']
    candidatures: {
      board: typeof routes['offres.candidatures.board']
    }
  }
  installation: typeof routes['installation'] & {
    store: typeof routes['installation.store']
  }
  accessTest: typeof routes['access_test']
  esidoor: {
    dashboard: typeof routes['esidoor.dashboard']
    pros: {
      show: typeof routes['esidoor.pros.show']
      choices: typeof routes['esidoor.pros.choices']
      access: typeof routes['esidoor.pros.access']
      approve: typeof routes['esidoor.pros.approve']
      refuse: typeof routes['esidoor.pros.refuse']
      suspend: typeof routes['esidoor.pros.suspend']
      reinstate: typeof routes['esidoor.pros.reinstate']
    }
    contacts: {
      index: typeof routes['esidoor.contacts.index']
      show: typeof routes['esidoor.contacts.show']
    }
    securityLog: typeof routes['esidoor.security_log']
    approvals: typeof routes['esidoor.approvals']
    failedMails: typeof routes['esidoor.failed_mails'] & {
      resend: typeof routes['esidoor.failed_mails.resend']
      abandon: typeof routes['esidoor.failed_mails.abandon']
    }
  }
  textes: {
    index: typeof routes['textes.index']
    create: typeof routes['textes.create']
    store: typeof routes['textes.store']
    show: typeof routes['textes.show']
    edit: typeof routes['textes.edit']
    update: typeof routes['textes.update']
    destroy: typeof routes['textes.destroy']
    restore: typeof routes['textes.restore']
  }
  emplois: {
    index: typeof routes['emplois.index']
    feed: typeof routes['emplois.feed']
    show: typeof routes['emplois.show']
    candidatures: {
      create: typeof routes['emplois.candidatures.create']
      store: typeof routes['emplois.candidatures.store']
      withdraw: typeof routes['emplois.candidatures.withdraw']
      destroy: typeof routes['emplois.candidatures.destroy']
    }
  }
  sitemap: typeof routes['sitemap']
  robots: typeof routes['robots']
  candidatures: {
    index: typeof routes['candidatures.index']
    bulk: typeof routes['candidatures.bulk']
    show: typeof routes['candidatures.show']
    statut: typeof routes['candidatures.statut']
    notes: typeof routes['candidatures.notes']
    cv: typeof routes['candidatures.cv']
    cvPreview: typeof routes['candidatures.cv_preview']
    reponse: typeof routes['candidatures.reponse']
    activite: typeof routes['candidatures.activite']
  }
  sitemaps: {
    file: typeof routes['sitemaps.file']
  }
  home: typeof routes['home']
  login: typeof routes['login'] & {
    store: typeof routes['login.store']
  }
  register: typeof routes['register'] & {
    store: typeof routes['register.store']
  }
  password: {
    request: typeof routes['password.request']
    email: typeof routes['password.email']
    reset: typeof routes['password.reset'] & {
      query: typeof routes['password.reset.query']
    }
    store: typeof routes['password.store'] & {
      token: typeof routes['password.store.token']
    }
    update: typeof routes['password.update']
    confirm: typeof routes['password.confirm'] & {
      store: typeof routes['password.confirm.store']
    }
  }
  logout: typeof routes['logout']
  verification: {
    notice: typeof routes['verification.notice']
    verify: typeof routes['verification.verify']
    send: typeof routes['verification.send']
  }
  profile: {
    edit: typeof routes['profile.edit']
    update: typeof routes['profile.update']
    digest: typeof routes['profile.digest']
    destroy: typeof routes['profile.destroy']
    sessions: {
      destroy: typeof routes['profile.sessions.destroy']
    }
  }
  pageTextes: {
    update: typeof routes['page_textes.update']
  }
  dashboard: typeof routes['dashboard']
  search: typeof routes['search']
  notFound: typeof routes['not_found']
}
