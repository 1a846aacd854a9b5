/* eslint-disable prettier/prettier */
import type { AdonisEndpoint } from '@tuyau/core/types'
import type { Registry } from './schema.d.ts'
import type { ApiDefinition } from './tree.d.ts'

const placeholder: any = {}

const routes = {
  'societes.index': {
    methods: ["GET","HEAD"],
    pattern: '/app/company',
    tokens: [{"old":"/app/company","type":0,"val":"app","end":""},{"old":"/app/company","type":0,"val":"company","end":""}],
    types: placeholder as Registry['societes.index']['types'],
  },
  'societes.export': {
    methods: ["GET","HEAD"],
    pattern: '/app/company/export',
    tokens: [{"old":"/app/company/export","type":0,"val":"app","end":""},{"old":"/app/company/export","type":0,"val":"company","end":""},{"old":"/app/company/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['societes.export']['types'],
  },
  'societes.create': {
    methods: ["GET","HEAD"],
    pattern: '/app/company/create',
    tokens: [{"old":"/app/company/create","type":0,"val":"app","end":""},{"old":"/app/company/create","type":0,"val":"company","end":""},{"old":"/app/company/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['societes.create']['types'],
  },
  'societes.store': {
    methods: ["POST"],
    pattern: '/app/company',
    tokens: [{"old":"/app/company","type":0,"val":"app","end":""},{"old":"/app/company","type":0,"val":"company","end":""}],
    types: placeholder as Registry['societes.store']['types'],
  },
  'societes.bulk': {
    methods: ["POST"],
    pattern: '/app/company/bulk',
    tokens: [{"old":"/app/company/bulk","type":0,"val":"app","end":""},{"old":"/app/company/bulk","type":0,"val":"company","end":""},{"old":"/app/company/bulk","type":0,"val":"bulk","end":""}],
    types: placeholder as Registry['societes.bulk']['types'],
  },
  'societes.edit': {
    methods: ["GET","HEAD"],
    pattern: '/app/company/:id/edit',
    tokens: [{"old":"/app/company/:id/edit","type":0,"val":"app","end":""},{"old":"/app/company/:id/edit","type":0,"val":"company","end":""},{"old":"/app/company/:id/edit","type":1,"val":"id","end":""},{"old":"/app/company/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['societes.edit']['types'],
  },
  'societes.update': {
    methods: ["PUT"],
    pattern: '/app/company/:id',
    tokens: [{"old":"/app/company/:id","type":0,"val":"app","end":""},{"old":"/app/company/:id","type":0,"val":"company","end":""},{"old":"/app/company/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['societes.update']['types'],
  },
  'societes.destroy': {
    methods: ["DELETE"],
    pattern: '/app/company/:id',
    tokens: [{"old":"/app/company/:id","type":0,"val":"app","end":""},{"old":"/app/company/:id","type":0,"val":"company","end":""},{"old":"/app/company/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['societes.destroy']['types'],
  },
  'societes.restore': {
    methods: ["PUT"],
    pattern: '/app/company/:id/restore',
    tokens: [{"old":"/app/company/:id/restore","type":0,"val":"app","end":""},{"old":"/app/company/:id/restore","type":0,"val":"company","end":""},{"old":"/app/company/:id/restore","type":1,"val":"id","end":""},{"old":"/app/company/:id/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['societes.restore']['types'],
  },
  'api.user.societes': {
    methods: ["GET","HEAD"],
    pattern: '/api/user/societes',
    tokens: [{"old":"/api/user/societes","type":0,"val":"api","end":""},{"old":"/api/user/societes","type":0,"val":"user","end":""},{"old":"/api/user/societes","type":0,"val":"societes","end":""}],
    types: placeholder as Registry['api.user.societes']['types'],
  },
  'contacts.index': {
    methods: ["GET","HEAD"],
    pattern: '/app/contacts',
    tokens: [{"old":"/app/contacts","type":0,"val":"app","end":""},{"old":"/app/contacts","type":0,"val":"contacts","end":""}],
    types: placeholder as Registry['contacts.index']['types'],
  },
  'contacts.export': {
    methods: ["GET","HEAD"],
    pattern: '/app/contacts/export',
    tokens: [{"old":"/app/contacts/export","type":0,"val":"app","end":""},{"old":"/app/contacts/export","type":0,"val":"contacts","end":""},{"old":"/app/contacts/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['contacts.export']['types'],
  },
  'contacts.create': {
    methods: ["GET","HEAD"],
    pattern: '/app/contacts/create',
    tokens: [{"old":"/app/contacts/create","type":0,"val":"app","end":""},{"old":"/app/contacts/create","type":0,"val":"contacts","end":""},{"old":"/app/contacts/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['contacts.create']['types'],
  },
  'contacts.store': {
    methods: ["POST"],
    pattern: '/app/contacts',
    tokens: [{"old":"/app/contacts","type":0,"val":"app","end":""},{"old":"/app/contacts","type":0,"val":"contacts","end":""}],
    types: placeholder as Registry['contacts.store']['types'],
  },
  'contacts.bulk': {
    methods: ["POST"],
    pattern: '/app/contacts/bulk',
    tokens: [{"old":"/app/contacts/bulk","type":0,"val":"app","end":""},{"old":"/app/contacts/bulk","type":0,"val":"contacts","end":""},{"old":"/app/contacts/bulk","type":0,"val":"bulk","end":""}],
    types: placeholder as Registry['contacts.bulk']['types'],
  },
  'contacts.empty_trash': {
    methods: ["DELETE"],
    pattern: '/app/contacts/corbeille',
    tokens: [{"old":"/app/contacts/corbeille","type":0,"val":"app","end":""},{"old":"/app/contacts/corbeille","type":0,"val":"contacts","end":""},{"old":"/app/contacts/corbeille","type":0,"val":"corbeille","end":""}],
    types: placeholder as Registry['contacts.empty_trash']['types'],
  },
  'contacts.show': {
    methods: ["GET","HEAD"],
    pattern: '/app/contacts/:id',
    tokens: [{"old":"/app/contacts/:id","type":0,"val":"app","end":""},{"old":"/app/contacts/:id","type":0,"val":"contacts","end":""},{"old":"/app/contacts/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['contacts.show']['types'],
  },
  'contacts.edit': {
    methods: ["GET","HEAD"],
    pattern: '/app/contacts/:id/edit',
    tokens: [{"old":"/app/contacts/:id/edit","type":0,"val":"app","end":""},{"old":"/app/contacts/:id/edit","type":0,"val":"contacts","end":""},{"old":"/app/contacts/:id/edit","type":1,"val":"id","end":""},{"old":"/app/contacts/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['contacts.edit']['types'],
  },
  'contacts.update': {
    methods: ["PUT"],
    pattern: '/app/contacts/:id',
    tokens: [{"old":"/app/contacts/:id","type":0,"val":"app","end":""},{"old":"/app/contacts/:id","type":0,"val":"contacts","end":""},{"old":"/app/contacts/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['contacts.update']['types'],
  },
  'contacts.destroy': {
    methods: ["DELETE"],
    pattern: '/app/contacts/:id',
    tokens: [{"old":"/app/contacts/:id","type":0,"val":"app","end":""},{"old":"/app/contacts/:id","type":0,"val":"contacts","end":""},{"old":"/app/contacts/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['contacts.destroy']['types'],
  },
  'contacts.restore': {
    methods: ["PUT"],
    pattern: '/app/contacts/:id/restore',
    tokens: [{"old":"/app/contacts/:id/restore","type":0,"val":"app","end":""},{"old":"/app/contacts/:id/restore","type":0,"val":"contacts","end":""},{"old":"/app/contacts/:id/restore","type":1,"val":"id","end":""},{"old":"/app/contacts/:id/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['contacts.restore']['types'],
  },
  'offres.index': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres',
    tokens: [{"old":"/app/offres","type":0,"val":"app","end":""},{"old":"/app/offres","type":0,"val":"offres","end":""}],
    types: placeholder as Registry['offres.index']['types'],
  },
  'offres.export': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres/export',
    tokens: [{"old":"/app/offres/export","type":0,"val":"app","end":""},{"old":"/app/offres/export","type":0,"val":"offres","end":""},{"old":"/app/offres/export","type":0,"val":"export","end":""}],
    types: placeholder as Registry['offres.export']['types'],
  },
  'offres.create': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres/create',
    tokens: [{"old":"/app/offres/create","type":0,"val":"app","end":""},{"old":"/app/offres/create","type":0,"val":"offres","end":""},{"old":"/app/offres/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['offres.create']['types'],
  },
  'offres.store': {
    methods: ["POST"],
    pattern: '/app/offres',
    tokens: [{"old":"/app/offres","type":0,"val":"app","end":""},{"old":"/app/offres","type":0,"val":"offres","end":""}],
    types: placeholder as Registry['offres.store']['types'],
  },
  'offres.bulk': {
    methods: ["POST"],
    pattern: '/app/offres/bulk',
    tokens: [{"old":"/app/offres/bulk","type":0,"val":"app","end":""},{"old":"/app/offres/bulk","type":0,"val":"offres","end":""},{"old":"/app/offres/bulk","type":0,"val":"bulk","end":""}],
    types: placeholder as Registry['offres.bulk']['types'],
  },
  'offres.show': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres/:id',
    tokens: [{"old":"/app/offres/:id","type":0,"val":"app","end":""},{"old":"/app/offres/:id","type":0,"val":"offres","end":""},{"old":"/app/offres/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['offres.show']['types'],
  },
  'offres.edit': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres/:id/edit',
    tokens: [{"old":"/app/offres/:id/edit","type":0,"val":"app","end":""},{"old":"/app/offres/:id/edit","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/edit","type":1,"val":"id","end":""},{"old":"/app/offres/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['offres.edit']['types'],
  },
  'offres.preview': {
    methods: ["GET","HEAD"],
    pattern: '/app/offres/:id/preview',
    tokens: [{"old":"/app/offres/:id/preview","type":0,"val":"app","end":""},{"old":"/app/offres/:id/preview","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/preview","type":1,"val":"id","end":""},{"old":"/app/offres/:id/preview","type":0,"val":"preview","end":""}],
    types: placeholder as Registry['offres.preview']['types'],
  },
  'offres.update': {
    methods: ["PUT"],
    pattern: '/app/offres/:id',
    tokens: [{"old":"/app/offres/:id","type":0,"val":"app","end":""},{"old":"/app/offres/:id","type":0,"val":"offres","end":""},{"old":"/app/offres/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['offres.update']['types'],
  },
  'offres.destroy': {
    methods: ["DELETE"],
    pattern: '/app/offres/:id',
    tokens: [{"old":"/app/offres/:id","type":0,"val":"app","end":""},{"old":"/app/offres/:id","type":0,"val":"offres","end":""},{"old":"/app/offres/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['offres.destroy']['types'],
  },
  'offres.restore': {
    methods: ["PUT"],
    pattern: '/app/offres/:id/restore',
    tokens: [{"old":"/app/offres/:id/restore","type":0,"val":"app","end":""},{"old":"/app/offres/:id/restore","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/restore","type":1,"val":"id","end":""},{"old":"/app/offres/:id/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['offres.restore']['types'],
  },
  'offres.publish': {
    methods: ["POST"],
    pattern: '/app/offres/:id/publish',
    tokens: [{"old":"/app/offres/:id/publish","type":0,"val":"app","end":""},{"old":"/app/offres/:id/publish","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/publish","type":1,"val":"id","end":""},{"old":"/app/offres/:id/publish","type":0,"val":"publish","end":""}],
    types: placeholder as Registry['offres.publish']['types'],
  },
  'offres.close': {
    methods: ["POST"],
    pattern: '/app/offres/:id/close',
    tokens: [{"old":"/app/offres/:id/close","type":0,"val":"app","end":""},{"old":"/app/offres/:id/close","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/close","type":1,"val":"id","end":""},{"old":"/app/offres/:id/close","type":0,"val":"close","end":""}],
    types: placeholder as Registry['offres.close']['types'],
  },
  'offres.duplicate': {
    methods: ["POST"],
    pattern: '/app/offres/:id/duplicate',
    tokens: [{"old":"/app/offres/:id/duplicate","type":0,"val":"app","end":""},{"old":"/app/offres/:id/duplicate","type":0,"val":"offres","end":""},{"old":"/app/offres/:id/duplicate","type":1,"val":"id","end":""},{"old":"/app/offres/:id/duplicate","type":0,"val":"duplicate","end":""}],
    types: placeholder as Registry['offres.duplicate']['types'],
  },
  'installation': {
    methods: ["GET","HEAD"],
    pattern: '/installation',
    tokens: [{"old":"/installation","type":0,"val":"installation","end":""}],
    types: placeholder as Registry['installation']['types'],
  },
  'installation.store': {
    methods: ["POST"],
    pattern: '/installation',
    tokens: [{"old":"/installation","type":0,"val":"installation","end":""}],
    types: placeholder as Registry['installation.store']['types'],
  },
  'access_test': {
    methods: ["GET","HEAD"],
    pattern: '/test-access',
    tokens: [{"old":"/test-access","type":0,"val":"test-access","end":""}],
    types: placeholder as Registry['access_test']['types'],
  },
  'api.user.role': {
    methods: ["PUT"],
    pattern: '/api/user/role',
    tokens: [{"old":"/api/user/role","type":0,"val":"api","end":""},{"old":"/api/user/role","type":0,"val":"user","end":""},{"old":"/api/user/role","type":0,"val":"role","end":""}],
    types: placeholder as Registry['api.user.role']['types'],
  },
  'api.user.acces_role': {
    methods: ["PUT"],
    pattern: '/api/user/acces-role',
    tokens: [{"old":"/api/user/acces-role","type":0,"val":"api","end":""},{"old":"/api/user/acces-role","type":0,"val":"user","end":""},{"old":"/api/user/acces-role","type":0,"val":"acces-role","end":""}],
    types: placeholder as Registry['api.user.acces_role']['types'],
  },
  'esidoor.dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard-pro',
    tokens: [{"old":"/dashboard-pro","type":0,"val":"dashboard-pro","end":""}],
    types: placeholder as Registry['esidoor.dashboard']['types'],
  },
  'esidoor.pros.show': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard-pro/pros/:id',
    tokens: [{"old":"/dashboard-pro/pros/:id","type":0,"val":"dashboard-pro","end":""},{"old":"/dashboard-pro/pros/:id","type":0,"val":"pros","end":""},{"old":"/dashboard-pro/pros/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['esidoor.pros.show']['types'],
  },
  'esidoor.pros.access': {
    methods: ["PUT"],
    pattern: '/dashboard-pro/pros/:id/access',
    tokens: [{"old":"/dashboard-pro/pros/:id/access","type":0,"val":"dashboard-pro","end":""},{"old":"/dashboard-pro/pros/:id/access","type":0,"val":"pros","end":""},{"old":"/dashboard-pro/pros/:id/access","type":1,"val":"id","end":""},{"old":"/dashboard-pro/pros/:id/access","type":0,"val":"access","end":""}],
    types: placeholder as Registry['esidoor.pros.access']['types'],
  },
  'esidoor.contacts.index': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard-pro/contacts',
    tokens: [{"old":"/dashboard-pro/contacts","type":0,"val":"dashboard-pro","end":""},{"old":"/dashboard-pro/contacts","type":0,"val":"contacts","end":""}],
    types: placeholder as Registry['esidoor.contacts.index']['types'],
  },
  'esidoor.contacts.show': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard-pro/contacts/:id',
    tokens: [{"old":"/dashboard-pro/contacts/:id","type":0,"val":"dashboard-pro","end":""},{"old":"/dashboard-pro/contacts/:id","type":0,"val":"contacts","end":""},{"old":"/dashboard-pro/contacts/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['esidoor.contacts.show']['types'],
  },
  'textes.index': {
    methods: ["GET","HEAD"],
    pattern: '/app/textes',
    tokens: [{"old":"/app/textes","type":0,"val":"app","end":""},{"old":"/app/textes","type":0,"val":"textes","end":""}],
    types: placeholder as Registry['textes.index']['types'],
  },
  'textes.create': {
    methods: ["GET","HEAD"],
    pattern: '/app/textes/create',
    tokens: [{"old":"/app/textes/create","type":0,"val":"app","end":""},{"old":"/app/textes/create","type":0,"val":"textes","end":""},{"old":"/app/textes/create","type":0,"val":"create","end":""}],
    types: placeholder as Registry['textes.create']['types'],
  },
  'textes.store': {
    methods: ["POST"],
    pattern: '/app/textes',
    tokens: [{"old":"/app/textes","type":0,"val":"app","end":""},{"old":"/app/textes","type":0,"val":"textes","end":""}],
    types: placeholder as Registry['textes.store']['types'],
  },
  'textes.show': {
    methods: ["GET","HEAD"],
    pattern: '/app/textes/:id',
    tokens: [{"old":"/app/textes/:id","type":0,"val":"app","end":""},{"old":"/app/textes/:id","type":0,"val":"textes","end":""},{"old":"/app/textes/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['textes.show']['types'],
  },
  'textes.edit': {
    methods: ["GET","HEAD"],
    pattern: '/app/textes/:id/edit',
    tokens: [{"old":"/app/textes/:id/edit","type":0,"val":"app","end":""},{"old":"/app/textes/:id/edit","type":0,"val":"textes","end":""},{"old":"/app/textes/:id/edit","type":1,"val":"id","end":""},{"old":"/app/textes/:id/edit","type":0,"val":"edit","end":""}],
    types: placeholder as Registry['textes.edit']['types'],
  },
  'textes.update': {
    methods: ["PUT"],
    pattern: '/app/textes/:id',
    tokens: [{"old":"/app/textes/:id","type":0,"val":"app","end":""},{"old":"/app/textes/:id","type":0,"val":"textes","end":""},{"old":"/app/textes/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['textes.update']['types'],
  },
  'textes.destroy': {
    methods: ["DELETE"],
    pattern: '/app/textes/:id',
    tokens: [{"old":"/app/textes/:id","type":0,"val":"app","end":""},{"old":"/app/textes/:id","type":0,"val":"textes","end":""},{"old":"/app/textes/:id","type":1,"val":"id","end":""}],
    types: placeholder as Registry['textes.destroy']['types'],
  },
  'textes.restore': {
    methods: ["PUT"],
    pattern: '/app/textes/:id/restore',
    tokens: [{"old":"/app/textes/:id/restore","type":0,"val":"app","end":""},{"old":"/app/textes/:id/restore","type":0,"val":"textes","end":""},{"old":"/app/textes/:id/restore","type":1,"val":"id","end":""},{"old":"/app/textes/:id/restore","type":0,"val":"restore","end":""}],
    types: placeholder as Registry['textes.restore']['types'],
  },
  'emplois.index': {
    methods: ["GET","HEAD"],
    pattern: '/emplois',
    tokens: [{"old":"/emplois","type":0,"val":"emplois","end":""}],
    types: placeholder as Registry['emplois.index']['types'],
  },
  'emplois.feed': {
    methods: ["GET","HEAD"],
    pattern: '/emplois.xml',
    tokens: [{"old":"/emplois.xml","type":0,"val":"emplois.xml","end":""}],
    types: placeholder as Registry['emplois.feed']['types'],
  },
  'emplois.show': {
    methods: ["GET","HEAD"],
    pattern: '/emplois/:slug',
    tokens: [{"old":"/emplois/:slug","type":0,"val":"emplois","end":""},{"old":"/emplois/:slug","type":1,"val":"slug","end":""}],
    types: placeholder as Registry['emplois.show']['types'],
  },
  'sitemap': {
    methods: ["GET","HEAD"],
    pattern: '/sitemap.xml',
    tokens: [{"old":"/sitemap.xml","type":0,"val":"sitemap.xml","end":""}],
    types: placeholder as Registry['sitemap']['types'],
  },
  'robots': {
    methods: ["GET","HEAD"],
    pattern: '/robots.txt',
    tokens: [{"old":"/robots.txt","type":0,"val":"robots.txt","end":""}],
    types: placeholder as Registry['robots']['types'],
  },
  'home': {
    methods: ["GET","HEAD"],
    pattern: '/',
    tokens: [{"old":"/","type":0,"val":"/","end":""}],
    types: placeholder as Registry['home']['types'],
  },
  'login': {
    methods: ["GET","HEAD"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['login']['types'],
  },
  'login.store': {
    methods: ["POST"],
    pattern: '/login',
    tokens: [{"old":"/login","type":0,"val":"login","end":""}],
    types: placeholder as Registry['login.store']['types'],
  },
  'register': {
    methods: ["GET","HEAD"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['register']['types'],
  },
  'register.store': {
    methods: ["POST"],
    pattern: '/register',
    tokens: [{"old":"/register","type":0,"val":"register","end":""}],
    types: placeholder as Registry['register.store']['types'],
  },
  'password.request': {
    methods: ["GET","HEAD"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.request']['types'],
  },
  'password.email': {
    methods: ["POST"],
    pattern: '/forgot-password',
    tokens: [{"old":"/forgot-password","type":0,"val":"forgot-password","end":""}],
    types: placeholder as Registry['password.email']['types'],
  },
  'password.reset': {
    methods: ["GET","HEAD"],
    pattern: '/reset-password/:token',
    tokens: [{"old":"/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password.reset']['types'],
  },
  'password.reset.query': {
    methods: ["GET","HEAD"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['password.reset.query']['types'],
  },
  'password.store.token': {
    methods: ["POST"],
    pattern: '/reset-password/:token',
    tokens: [{"old":"/reset-password/:token","type":0,"val":"reset-password","end":""},{"old":"/reset-password/:token","type":1,"val":"token","end":""}],
    types: placeholder as Registry['password.store.token']['types'],
  },
  'password.store': {
    methods: ["POST"],
    pattern: '/reset-password',
    tokens: [{"old":"/reset-password","type":0,"val":"reset-password","end":""}],
    types: placeholder as Registry['password.store']['types'],
  },
  'logout': {
    methods: ["POST"],
    pattern: '/logout',
    tokens: [{"old":"/logout","type":0,"val":"logout","end":""}],
    types: placeholder as Registry['logout']['types'],
  },
  'verification.notice': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email',
    tokens: [{"old":"/verify-email","type":0,"val":"verify-email","end":""}],
    types: placeholder as Registry['verification.notice']['types'],
  },
  'verification.verify': {
    methods: ["GET","HEAD"],
    pattern: '/verify-email/:id/:hash',
    tokens: [{"old":"/verify-email/:id/:hash","type":0,"val":"verify-email","end":""},{"old":"/verify-email/:id/:hash","type":1,"val":"id","end":""},{"old":"/verify-email/:id/:hash","type":1,"val":"hash","end":""}],
    types: placeholder as Registry['verification.verify']['types'],
  },
  'verification.send': {
    methods: ["POST"],
    pattern: '/email/verification-notification',
    tokens: [{"old":"/email/verification-notification","type":0,"val":"email","end":""},{"old":"/email/verification-notification","type":0,"val":"verification-notification","end":""}],
    types: placeholder as Registry['verification.send']['types'],
  },
  'profile.edit': {
    methods: ["GET","HEAD"],
    pattern: '/profile',
    tokens: [{"old":"/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.edit']['types'],
  },
  'profile.update': {
    methods: ["PATCH"],
    pattern: '/profile',
    tokens: [{"old":"/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.update']['types'],
  },
  'profile.destroy': {
    methods: ["DELETE"],
    pattern: '/profile',
    tokens: [{"old":"/profile","type":0,"val":"profile","end":""}],
    types: placeholder as Registry['profile.destroy']['types'],
  },
  'profile.sessions.destroy': {
    methods: ["DELETE"],
    pattern: '/profile/sessions',
    tokens: [{"old":"/profile/sessions","type":0,"val":"profile","end":""},{"old":"/profile/sessions","type":0,"val":"sessions","end":""}],
    types: placeholder as Registry['profile.sessions.destroy']['types'],
  },
  'password.update': {
    methods: ["PUT"],
    pattern: '/password',
    tokens: [{"old":"/password","type":0,"val":"password","end":""}],
    types: placeholder as Registry['password.update']['types'],
  },
  'page_textes.update': {
    methods: ["PUT"],
    pattern: '/profile/page-textes/:cle',
    tokens: [{"old":"/profile/page-textes/:cle","type":0,"val":"profile","end":""},{"old":"/profile/page-textes/:cle","type":0,"val":"page-textes","end":""},{"old":"/profile/page-textes/:cle","type":1,"val":"cle","end":""}],
    types: placeholder as Registry['page_textes.update']['types'],
  },
  'password.confirm': {
    methods: ["GET","HEAD"],
    pattern: '/confirm-password',
    tokens: [{"old":"/confirm-password","type":0,"val":"confirm-password","end":""}],
    types: placeholder as Registry['password.confirm']['types'],
  },
  'password.confirm.store': {
    methods: ["POST"],
    pattern: '/confirm-password',
    tokens: [{"old":"/confirm-password","type":0,"val":"confirm-password","end":""}],
    types: placeholder as Registry['password.confirm.store']['types'],
  },
  'dashboard': {
    methods: ["GET","HEAD"],
    pattern: '/dashboard',
    tokens: [{"old":"/dashboard","type":0,"val":"dashboard","end":""}],
    types: placeholder as Registry['dashboard']['types'],
  },
  'search': {
    methods: ["GET","HEAD"],
    pattern: '/recherche',
    tokens: [{"old":"/recherche","type":0,"val":"recherche","end":""}],
    types: placeholder as Registry['search']['types'],
  },
  'api.user': {
    methods: ["GET","HEAD"],
    pattern: '/api/user',
    tokens: [{"old":"/api/user","type":0,"val":"api","end":""},{"old":"/api/user","type":0,"val":"user","end":""}],
    types: placeholder as Registry['api.user']['types'],
  },
  'not_found': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"],
    pattern: '/*',
    tokens: [{"old":"/*","type":2,"val":"*","end":""}],
    types: placeholder as Registry['not_found']['types'],
  },
} as const satisfies Record<string, AdonisEndpoint>

export { routes }

export const registry = {
  routes,
  $tree: {} as ApiDefinition,
}

declare module '@tuyau/core/types' {
  export interface UserRegistry {
    routes: typeof routes
    $tree: ApiDefinition
  }
}
