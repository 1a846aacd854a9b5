import '@adonisjs/core/types/http'

type ParamValue = string | number | bigint | boolean

export type ScannedRoutes = {
  ALL: {
    'api.user.apercu': { paramsTuple?: []; params?: {} }
    'onboarding.update': { paramsTuple?: []; params?: {} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'two_factor.enrol': { paramsTuple?: []; params?: {} }
    'two_factor.enable': { paramsTuple?: []; params?: {} }
    'two_factor.confirm': { paramsTuple?: []; params?: {} }
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'two_factor.qr_code': { paramsTuple?: []; params?: {} }
    'two_factor.secret_key': { paramsTuple?: []; params?: {} }
    'two_factor.recovery_codes': { paramsTuple?: []; params?: {} }
    'societes.index': { paramsTuple?: []; params?: {} }
    'societes.export': { paramsTuple?: []; params?: {} }
    'societes.create': { paramsTuple?: []; params?: {} }
    'societes.store': { paramsTuple?: []; params?: {} }
    'societes.bulk': { paramsTuple?: []; params?: {} }
    'societes.doublons': { paramsTuple?: []; params?: {} }
    'societes.fusion': { paramsTuple?: []; params?: {} }
    'societes.fusion.store': { paramsTuple?: []; params?: {} }
    'societes.import.create': { paramsTuple?: []; params?: {} }
    'societes.import.store': { paramsTuple?: []; params?: {} }
    'societes.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.dry_run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.societes': { paramsTuple?: []; params?: {} }
    'api.user.doublons.societes': { paramsTuple?: []; params?: {} }
    'api.user.doublons.contacts': { paramsTuple?: []; params?: {} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'contacts.export': { paramsTuple?: []; params?: {} }
    'contacts.create': { paramsTuple?: []; params?: {} }
    'contacts.store': { paramsTuple?: []; params?: {} }
    'contacts.bulk': { paramsTuple?: []; params?: {} }
    'contacts.doublons': { paramsTuple?: []; params?: {} }
    'contacts.fusion': { paramsTuple?: []; params?: {} }
    'contacts.fusion.store': { paramsTuple?: []; params?: {} }
    'contacts.import.create': { paramsTuple?: []; params?: {} }
    'contacts.import.store': { paramsTuple?: []; params?: {} }
    'contacts.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.dry_run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.empty_trash': { paramsTuple?: []; params?: {} }
    'contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.societe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.offre': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.agenda': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.relance_faite': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.relances': { paramsTuple?: []; params?: {} }
    'api.user.relances.count': { paramsTuple?: []; params?: {} }
    'contacts.email': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.email.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.index': { paramsTuple?: []; params?: {} }
    'offres.export': { paramsTuple?: []; params?: {} }
    'offres.create': { paramsTuple?: []; params?: {} }
    'offres.store': { paramsTuple?: []; params?: {} }
    'offres.bulk': { paramsTuple?: []; params?: {} }
    'offres.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.candidatures.board': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'installation': { paramsTuple?: []; params?: {} }
    'installation.store': { paramsTuple?: []; params?: {} }
    'access_test': { paramsTuple?: []; params?: {} }
    'api.user.role': { paramsTuple?: []; params?: {} }
    'api.user.acces_role': { paramsTuple?: []; params?: {} }
    'esidoor.dashboard': { paramsTuple?: []; params?: {} }
    'esidoor.pros.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.choices': { paramsTuple?: []; params?: {} }
    'esidoor.pros.access': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.contacts.index': { paramsTuple?: []; params?: {} }
    'esidoor.contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.security_log': { paramsTuple?: []; params?: {} }
    'esidoor.approvals': { paramsTuple?: []; params?: {} }
    'esidoor.pros.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.refuse': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.reinstate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.failed_mails': { paramsTuple?: []; params?: {} }
    'esidoor.failed_mails.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.failed_mails.abandon': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.index': { paramsTuple?: []; params?: {} }
    'textes.create': { paramsTuple?: []; params?: {} }
    'textes.store': { paramsTuple?: []; params?: {} }
    'textes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.palette': { paramsTuple?: []; params?: {} }
    'emplois.index': { paramsTuple?: []; params?: {} }
    'emplois.feed': { paramsTuple?: []; params?: {} }
    'emplois.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'emplois.candidatures.create': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'emplois.candidatures.store': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'emplois.candidatures.withdraw': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'jeton': ParamValue} }
    'emplois.candidatures.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'jeton': ParamValue} }
    'candidatures.index': { paramsTuple?: []; params?: {} }
    'candidatures.bulk': { paramsTuple?: []; params?: {} }
    'candidatures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.statut': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.notes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv_preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.reponse': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.activite': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sitemaps.file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'home': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'login.store': { paramsTuple?: []; params?: {} }
    'register': { paramsTuple?: []; params?: {} }
    'register.store': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.reset.query': { paramsTuple?: []; params?: {} }
    'password.store.token': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.store': { paramsTuple?: []; params?: {} }
    'logout': { paramsTuple?: []; params?: {} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'profile.update': { paramsTuple?: []; params?: {} }
    'profile.digest': { paramsTuple?: []; params?: {} }
    'profile.destroy': { paramsTuple?: []; params?: {} }
    'profile.sessions.destroy': { paramsTuple?: []; params?: {} }
    'password.update': { paramsTuple?: []; params?: {} }
    'page_textes.update': { paramsTuple: [ParamValue]; params: {'cle': ParamValue} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'api.user': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  GET: {
    'api.user.apercu': { paramsTuple?: []; params?: {} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'two_factor.enrol': { paramsTuple?: []; params?: {} }
    'two_factor.qr_code': { paramsTuple?: []; params?: {} }
    'two_factor.secret_key': { paramsTuple?: []; params?: {} }
    'societes.index': { paramsTuple?: []; params?: {} }
    'societes.export': { paramsTuple?: []; params?: {} }
    'societes.create': { paramsTuple?: []; params?: {} }
    'societes.doublons': { paramsTuple?: []; params?: {} }
    'societes.fusion': { paramsTuple?: []; params?: {} }
    'societes.import.create': { paramsTuple?: []; params?: {} }
    'societes.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.societes': { paramsTuple?: []; params?: {} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'contacts.export': { paramsTuple?: []; params?: {} }
    'contacts.create': { paramsTuple?: []; params?: {} }
    'contacts.doublons': { paramsTuple?: []; params?: {} }
    'contacts.fusion': { paramsTuple?: []; params?: {} }
    'contacts.import.create': { paramsTuple?: []; params?: {} }
    'contacts.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.societe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.offre': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.agenda': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.relances': { paramsTuple?: []; params?: {} }
    'api.user.relances.count': { paramsTuple?: []; params?: {} }
    'contacts.email': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.index': { paramsTuple?: []; params?: {} }
    'offres.export': { paramsTuple?: []; params?: {} }
    'offres.create': { paramsTuple?: []; params?: {} }
    'offres.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.candidatures.board': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'installation': { paramsTuple?: []; params?: {} }
    'access_test': { paramsTuple?: []; params?: {} }
    'esidoor.dashboard': { paramsTuple?: []; params?: {} }
    'esidoor.pros.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.choices': { paramsTuple?: []; params?: {} }
    'esidoor.contacts.index': { paramsTuple?: []; params?: {} }
    'esidoor.contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.security_log': { paramsTuple?: []; params?: {} }
    'esidoor.approvals': { paramsTuple?: []; params?: {} }
    'esidoor.failed_mails': { paramsTuple?: []; params?: {} }
    'textes.index': { paramsTuple?: []; params?: {} }
    'textes.create': { paramsTuple?: []; params?: {} }
    'textes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.palette': { paramsTuple?: []; params?: {} }
    'emplois.index': { paramsTuple?: []; params?: {} }
    'emplois.feed': { paramsTuple?: []; params?: {} }
    'emplois.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'emplois.candidatures.create': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'emplois.candidatures.withdraw': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'jeton': ParamValue} }
    'candidatures.index': { paramsTuple?: []; params?: {} }
    'candidatures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv_preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.activite': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sitemaps.file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'home': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'register': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.reset.query': { paramsTuple?: []; params?: {} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'api.user': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  HEAD: {
    'api.user.apercu': { paramsTuple?: []; params?: {} }
    'two_factor.challenge': { paramsTuple?: []; params?: {} }
    'two_factor.enrol': { paramsTuple?: []; params?: {} }
    'two_factor.qr_code': { paramsTuple?: []; params?: {} }
    'two_factor.secret_key': { paramsTuple?: []; params?: {} }
    'societes.index': { paramsTuple?: []; params?: {} }
    'societes.export': { paramsTuple?: []; params?: {} }
    'societes.create': { paramsTuple?: []; params?: {} }
    'societes.doublons': { paramsTuple?: []; params?: {} }
    'societes.fusion': { paramsTuple?: []; params?: {} }
    'societes.import.create': { paramsTuple?: []; params?: {} }
    'societes.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.societes': { paramsTuple?: []; params?: {} }
    'contacts.index': { paramsTuple?: []; params?: {} }
    'contacts.export': { paramsTuple?: []; params?: {} }
    'contacts.create': { paramsTuple?: []; params?: {} }
    'contacts.doublons': { paramsTuple?: []; params?: {} }
    'contacts.fusion': { paramsTuple?: []; params?: {} }
    'contacts.import.create': { paramsTuple?: []; params?: {} }
    'contacts.import.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.rejected': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.contact': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.societe': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'activite.offre': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.agenda': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.relances': { paramsTuple?: []; params?: {} }
    'api.user.relances.count': { paramsTuple?: []; params?: {} }
    'contacts.email': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.index': { paramsTuple?: []; params?: {} }
    'offres.export': { paramsTuple?: []; params?: {} }
    'offres.create': { paramsTuple?: []; params?: {} }
    'offres.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.candidatures.board': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'installation': { paramsTuple?: []; params?: {} }
    'access_test': { paramsTuple?: []; params?: {} }
    'esidoor.dashboard': { paramsTuple?: []; params?: {} }
    'esidoor.pros.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.choices': { paramsTuple?: []; params?: {} }
    'esidoor.contacts.index': { paramsTuple?: []; params?: {} }
    'esidoor.contacts.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.security_log': { paramsTuple?: []; params?: {} }
    'esidoor.approvals': { paramsTuple?: []; params?: {} }
    'esidoor.failed_mails': { paramsTuple?: []; params?: {} }
    'textes.index': { paramsTuple?: []; params?: {} }
    'textes.create': { paramsTuple?: []; params?: {} }
    'textes.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.edit': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.palette': { paramsTuple?: []; params?: {} }
    'emplois.index': { paramsTuple?: []; params?: {} }
    'emplois.feed': { paramsTuple?: []; params?: {} }
    'emplois.show': { paramsTuple: [ParamValue]; params: {'slug': ParamValue} }
    'sitemap': { paramsTuple?: []; params?: {} }
    'robots': { paramsTuple?: []; params?: {} }
    'emplois.candidatures.create': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'emplois.candidatures.withdraw': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'jeton': ParamValue} }
    'candidatures.index': { paramsTuple?: []; params?: {} }
    'candidatures.show': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.cv_preview': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.activite': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'sitemaps.file': { paramsTuple: [ParamValue]; params: {'file': ParamValue} }
    'home': { paramsTuple?: []; params?: {} }
    'login': { paramsTuple?: []; params?: {} }
    'register': { paramsTuple?: []; params?: {} }
    'password.request': { paramsTuple?: []; params?: {} }
    'password.reset': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.reset.query': { paramsTuple?: []; params?: {} }
    'verification.notice': { paramsTuple?: []; params?: {} }
    'verification.verify': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'hash': ParamValue} }
    'profile.edit': { paramsTuple?: []; params?: {} }
    'password.confirm': { paramsTuple?: []; params?: {} }
    'dashboard': { paramsTuple?: []; params?: {} }
    'search': { paramsTuple?: []; params?: {} }
    'api.user': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PUT: {
    'onboarding.update': { paramsTuple?: []; params?: {} }
    'societes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.role': { paramsTuple?: []; params?: {} }
    'api.user.acces_role': { paramsTuple?: []; params?: {} }
    'esidoor.pros.access': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.update': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.restore': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.statut': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'candidatures.notes': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profile.digest': { paramsTuple?: []; params?: {} }
    'password.update': { paramsTuple?: []; params?: {} }
    'page_textes.update': { paramsTuple: [ParamValue]; params: {'cle': ParamValue} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  POST: {
    'two_factor.challenge.store': { paramsTuple?: []; params?: {} }
    'two_factor.enable': { paramsTuple?: []; params?: {} }
    'two_factor.confirm': { paramsTuple?: []; params?: {} }
    'two_factor.recovery_codes': { paramsTuple?: []; params?: {} }
    'societes.store': { paramsTuple?: []; params?: {} }
    'societes.bulk': { paramsTuple?: []; params?: {} }
    'societes.fusion.store': { paramsTuple?: []; params?: {} }
    'societes.import.store': { paramsTuple?: []; params?: {} }
    'societes.import.dry_run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'societes.import.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'api.user.doublons.societes': { paramsTuple?: []; params?: {} }
    'api.user.doublons.contacts': { paramsTuple?: []; params?: {} }
    'contacts.store': { paramsTuple?: []; params?: {} }
    'contacts.bulk': { paramsTuple?: []; params?: {} }
    'contacts.fusion.store': { paramsTuple?: []; params?: {} }
    'contacts.import.store': { paramsTuple?: []; params?: {} }
    'contacts.import.dry_run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.run': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.import.undo': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.store': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.relance_faite': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.email.send': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.store': { paramsTuple?: []; params?: {} }
    'offres.bulk': { paramsTuple?: []; params?: {} }
    'offres.publish': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.close': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.duplicate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'installation.store': { paramsTuple?: []; params?: {} }
    'esidoor.pros.approve': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.refuse': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.suspend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.pros.reinstate': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.failed_mails.resend': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'esidoor.failed_mails.abandon': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.store': { paramsTuple?: []; params?: {} }
    'emplois.candidatures.store': { paramsTuple: [ParamValue]; params: {'reference': ParamValue} }
    'emplois.candidatures.destroy': { paramsTuple: [ParamValue,ParamValue]; params: {'id': ParamValue,'jeton': ParamValue} }
    'candidatures.bulk': { paramsTuple?: []; params?: {} }
    'candidatures.reponse': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'login.store': { paramsTuple?: []; params?: {} }
    'register.store': { paramsTuple?: []; params?: {} }
    'password.email': { paramsTuple?: []; params?: {} }
    'password.store.token': { paramsTuple: [ParamValue]; params: {'token': ParamValue} }
    'password.store': { paramsTuple?: []; params?: {} }
    'logout': { paramsTuple?: []; params?: {} }
    'verification.send': { paramsTuple?: []; params?: {} }
    'password.confirm.store': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  DELETE: {
    'two_factor.disable': { paramsTuple?: []; params?: {} }
    'societes.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'contacts.empty_trash': { paramsTuple?: []; params?: {} }
    'contacts.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'interactions.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'offres.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'textes.destroy': { paramsTuple: [ParamValue]; params: {'id': ParamValue} }
    'profile.destroy': { paramsTuple?: []; params?: {} }
    'profile.sessions.destroy': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  PATCH: {
    'profile.update': { paramsTuple?: []; params?: {} }
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
  OPTIONS: {
    'not_found': { paramsTuple: [...ParamValue[]]; params: {'*': ParamValue[]} }
  }
}
declare module '@adonisjs/core/types/http' {
  export interface RoutesList extends ScannedRoutes {}
}