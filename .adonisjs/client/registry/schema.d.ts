/* eslint-disable prettier/prettier */
/// <reference path="../manifest.d.ts" />

import type { ExtractBody, ExtractErrorResponse, ExtractQuery, ExtractQueryForGet, ExtractResponse } from '@tuyau/core/types'
import type { InferInput, SimpleError } from '@vinejs/vine/types'

export type ParamValue = string | number | bigint | boolean

export interface Registry {
  'api.user.apercu': {
    methods: ["GET","HEAD"]
    pattern: '/api/user/apercu'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/overview_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/overview_controller').default['show']>>>
    }
  }
  'onboarding.update': {
    methods: ["PUT"]
    pattern: '/dashboard/premiers-pas'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/onboarding').onboardingValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/onboarding').onboardingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/onboarding_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/onboarding_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.challenge': {
    methods: ["GET","HEAD"]
    pattern: '/two-factor-challenge'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['show']>>>
    }
  }
  'two_factor.challenge.store': {
    methods: ["POST"]
    pattern: '/two-factor-challenge'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/two_factor').twoFactorChallengeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/two_factor').twoFactorChallengeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_challenge_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.enrol': {
    methods: ["GET","HEAD"]
    pattern: '/user/two-factor/enrol'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['enrol']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['enrol']>>>
    }
  }
  'two_factor.enable': {
    methods: ["POST"]
    pattern: '/user/two-factor-authentication'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['enable']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['enable']>>>
    }
  }
  'two_factor.confirm': {
    methods: ["POST"]
    pattern: '/user/confirmed-two-factor-authentication'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/two_factor').twoFactorConfirmValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/two_factor').twoFactorConfirmValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['confirm']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['confirm']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'two_factor.disable': {
    methods: ["DELETE"]
    pattern: '/user/two-factor-authentication'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['disable']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['disable']>>>
    }
  }
  'two_factor.qr_code': {
    methods: ["GET","HEAD"]
    pattern: '/user/two-factor-qr-code'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['qrCode']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['qrCode']>>>
    }
  }
  'two_factor.secret_key': {
    methods: ["GET","HEAD"]
    pattern: '/user/two-factor-secret-key'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['secretKey']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['secretKey']>>>
    }
  }
  'two_factor.recovery_codes': {
    methods: ["POST"]
    pattern: '/user/two-factor-recovery-codes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['regenerateRecoveryCodes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/two_factor_controller').default['regenerateRecoveryCodes']>>>
    }
  }
  'societes.index': {
    methods: ["GET","HEAD"]
    pattern: '/app/company'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['index']>>>
    }
  }
  'societes.export': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['export']>>>
    }
  }
  'societes.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['create']>>>
    }
  }
  'societes.store': {
    methods: ["POST"]
    pattern: '/app/company'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/societe').societeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/societe').societeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'societes.bulk': {
    methods: ["POST"]
    pattern: '/app/company/bulk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['bulk']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['bulk']>>>
    }
  }
  'societes.doublons': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/doublons'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societes']>>>
    }
  }
  'societes.fusion': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/fusion'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societeFusion']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societeFusion']>>>
    }
  }
  'societes.fusion.store': {
    methods: ["POST"]
    pattern: '/app/company/fusion'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/fusion').societeFusionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/fusion').societeFusionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societeFusionStore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['societeFusionStore']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'societes.import.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['create']>>>
    }
  }
  'societes.import.store': {
    methods: ["POST"]
    pattern: '/app/company/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['store']>>>
    }
  }
  'societes.import.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/import/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['show']>>>
    }
  }
  'societes.import.dry_run': {
    methods: ["POST"]
    pattern: '/app/company/import/:id/dry-run'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/import').planValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/import').planValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['dryRun']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['dryRun']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'societes.import.run': {
    methods: ["POST"]
    pattern: '/app/company/import/:id/run'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/import').planValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/import').planValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['run']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['run']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'societes.import.undo': {
    methods: ["POST"]
    pattern: '/app/company/import/:id/undo'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['undo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['undo']>>>
    }
  }
  'societes.import.rejected': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/import/:id/rejets'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['rejected']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['rejected']>>>
    }
  }
  'societes.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['show']>>>
    }
  }
  'societes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['edit']>>>
    }
  }
  'societes.update': {
    methods: ["PUT"]
    pattern: '/app/company/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/societe').societeValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/societe').societeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'societes.destroy': {
    methods: ["DELETE"]
    pattern: '/app/company/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['destroy']>>>
    }
  }
  'societes.restore': {
    methods: ["PUT"]
    pattern: '/app/company/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/societes_controller').default['restore']>>>
    }
  }
  'api.user.societes': {
    methods: ["GET","HEAD"]
    pattern: '/api/user/societes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/user_societes_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/user_societes_controller').default['index']>>>
    }
  }
  'api.user.doublons.societes': {
    methods: ["POST"]
    pattern: '/api/user/doublons/societes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doublons').societeProbeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/doublons').societeProbeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/doublons_controller').default['societes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/doublons_controller').default['societes']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.user.doublons.contacts': {
    methods: ["POST"]
    pattern: '/api/user/doublons/contacts'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/doublons').contactProbeValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/doublons').contactProbeValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/doublons_controller').default['contacts']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/doublons_controller').default['contacts']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.index': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['index']>>>
    }
  }
  'contacts.export': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['export']>>>
    }
  }
  'contacts.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['create']>>>
    }
  }
  'contacts.store': {
    methods: ["POST"]
    pattern: '/app/contacts'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/contact').contactValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/contact').contactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.bulk': {
    methods: ["POST"]
    pattern: '/app/contacts/bulk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['bulk']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['bulk']>>>
    }
  }
  'contacts.doublons': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/doublons'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contacts']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contacts']>>>
    }
  }
  'contacts.fusion': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/fusion'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contactFusion']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contactFusion']>>>
    }
  }
  'contacts.fusion.store': {
    methods: ["POST"]
    pattern: '/app/contacts/fusion'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/fusion').contactFusionValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/fusion').contactFusionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contactFusionStore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/doublons_controller').default['contactFusionStore']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.import.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['create']>>>
    }
  }
  'contacts.import.store': {
    methods: ["POST"]
    pattern: '/app/contacts/import'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['store']>>>
    }
  }
  'contacts.import.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/import/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['show']>>>
    }
  }
  'contacts.import.dry_run': {
    methods: ["POST"]
    pattern: '/app/contacts/import/:id/dry-run'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/import').planValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/import').planValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['dryRun']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['dryRun']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.import.run': {
    methods: ["POST"]
    pattern: '/app/contacts/import/:id/run'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/import').planValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/import').planValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['run']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['run']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.import.undo': {
    methods: ["POST"]
    pattern: '/app/contacts/import/:id/undo'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['undo']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['undo']>>>
    }
  }
  'contacts.import.rejected': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/import/:id/rejets'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['rejected']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/imports_controller').default['rejected']>>>
    }
  }
  'contacts.empty_trash': {
    methods: ["DELETE"]
    pattern: '/app/contacts/corbeille'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['emptyTrash']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['emptyTrash']>>>
    }
  }
  'contacts.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['show']>>>
    }
  }
  'contacts.edit': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['edit']>>>
    }
  }
  'contacts.update': {
    methods: ["PUT"]
    pattern: '/app/contacts/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/contact').contactValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/contact').contactValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'contacts.destroy': {
    methods: ["DELETE"]
    pattern: '/app/contacts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['destroy']>>>
    }
  }
  'contacts.restore': {
    methods: ["PUT"]
    pattern: '/app/contacts/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/contacts_controller').default['restore']>>>
    }
  }
  'activite.contact': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/:id/activite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['contact']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['contact']>>>
    }
  }
  'activite.societe': {
    methods: ["GET","HEAD"]
    pattern: '/app/company/:id/activite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['societe']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['societe']>>>
    }
  }
  'activite.offre': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/:id/activite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['offre']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/activite_controller').default['offre']>>>
    }
  }
  'interactions.store': {
    methods: ["POST"]
    pattern: '/app/contacts/:id/interactions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/interaction').interactionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/interaction').interactionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'interactions.update': {
    methods: ["PUT"]
    pattern: '/app/interactions/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/interaction').interactionValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/interaction').interactionValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'interactions.destroy': {
    methods: ["DELETE"]
    pattern: '/app/interactions/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['destroy']>>>
    }
  }
  'interactions.agenda': {
    methods: ["GET","HEAD"]
    pattern: '/app/interactions/:id/agenda.ics'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['agenda']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['agenda']>>>
    }
  }
  'interactions.relance_faite': {
    methods: ["POST"]
    pattern: '/app/interactions/:id/relance-faite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['relanceFaite']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/interactions_controller').default['relanceFaite']>>>
    }
  }
  'api.user.relances': {
    methods: ["GET","HEAD"]
    pattern: '/api/user/relances'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/relances_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/relances_controller').default['index']>>>
    }
  }
  'api.user.relances.count': {
    methods: ["GET","HEAD"]
    pattern: '/api/user/relances/count'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/relances_controller').default['count']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/relances_controller').default['count']>>>
    }
  }
  'contacts.email': {
    methods: ["GET","HEAD"]
    pattern: '/app/contacts/:id/email'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/texte_mails_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/texte_mails_controller').default['create']>>>
    }
  }
  'contacts.email.send': {
    methods: ["POST"]
    pattern: '/app/contacts/:id/email'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/texte_mail').texteMailValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/texte_mail').texteMailValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/texte_mails_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/texte_mails_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offres.index': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['index']>>>
    }
  }
  'offres.export': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/export'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['export']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['export']>>>
    }
  }
  'offres.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['create']>>>
    }
  }
  'offres.store': {
    methods: ["POST"]
    pattern: '/app/offres'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offre').offreValidator)>|InferInput<(typeof import('#validators/offre').publishIntentValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/offre').offreValidator)>|InferInput<(typeof import('#validators/offre').publishIntentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offres.bulk': {
    methods: ["POST"]
    pattern: '/app/offres/bulk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['bulk']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['bulk']>>>
    }
  }
  'offres.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['show']>>>
    }
  }
  'offres.edit': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['edit']>>>
    }
  }
  'offres.preview': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/:id/preview'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['preview']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['preview']>>>
    }
  }
  'offres.update': {
    methods: ["PUT"]
    pattern: '/app/offres/:id'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/offre').offreValidator)>|InferInput<(typeof import('#validators/offre').publishIntentValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/offre').offreValidator)>|InferInput<(typeof import('#validators/offre').publishIntentValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'offres.destroy': {
    methods: ["DELETE"]
    pattern: '/app/offres/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['destroy']>>>
    }
  }
  'offres.restore': {
    methods: ["PUT"]
    pattern: '/app/offres/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['restore']>>>
    }
  }
  'offres.publish': {
    methods: ["POST"]
    pattern: '/app/offres/:id/publish'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['publish']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['publish']>>>
    }
  }
  'offres.close': {
    methods: ["POST"]
    pattern: '/app/offres/:id/close'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['close']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['close']>>>
    }
  }
  'offres.duplicate': {
    methods: ["POST"]
    pattern: '/app/offres/:id/duplicate'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['duplicate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/offres_controller').default['duplicate']>>>
    }
  }
  'offres.candidatures.board': {
    methods: ["GET","HEAD"]
    pattern: '/app/offres/:id/candidatures'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidature_board_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidature_board_controller').default['show']>>>
    }
  }
  'installation': {
    methods: ["GET","HEAD"]
    pattern: '/installation'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/installation_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/installation_controller').default['show']>>>
    }
  }
  'installation.store': {
    methods: ["POST"]
    pattern: '/installation'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/access').installationValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/access').installationValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/installation_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/installation_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'access_test': {
    methods: ["GET","HEAD"]
    pattern: '/test-access'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/access_test_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/access_test_controller').default['show']>>>
    }
  }
  'api.user.role': {
    methods: ["PUT"]
    pattern: '/api/user/role'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/access').droitToggleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/access').droitToggleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/user_access_controller').default['updateDroit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/user_access_controller').default['updateDroit']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'api.user.acces_role': {
    methods: ["PUT"]
    pattern: '/api/user/acces-role'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/access').roleToggleValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/access').roleToggleValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/user_access_controller').default['updateRole']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/user_access_controller').default['updateRole']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'esidoor.dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/dashboard_controller').default['show']>>>
    }
  }
  'esidoor.pros.show': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/pros/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/pros_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/pros_controller').default['show']>>>
    }
  }
  'esidoor.pros.choices': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/pros/choix'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/esidoor').proChoicesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['choices']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['choices']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'esidoor.pros.access': {
    methods: ["PUT"]
    pattern: '/dashboard-pro/pros/:id/access'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/access').accessFormValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/access').accessFormValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/pros_controller').default['updateAccess']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/pros_controller').default['updateAccess']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'esidoor.contacts.index': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/contacts'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['index']>>>
    }
  }
  'esidoor.contacts.show': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/contacts/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/contacts_controller').default['show']>>>
    }
  }
  'esidoor.security_log': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/securite'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/security_log_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/security_log_controller').default['index']>>>
    }
  }
  'esidoor.approvals': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/employeurs'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['index']>>>
    }
  }
  'esidoor.pros.approve': {
    methods: ["POST"]
    pattern: '/dashboard-pro/pros/:id/approve'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['approve']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['approve']>>>
    }
  }
  'esidoor.pros.refuse': {
    methods: ["POST"]
    pattern: '/dashboard-pro/pros/:id/refuse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/pro_approval').approvalReasonValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/pro_approval').approvalReasonValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['refuse']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['refuse']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'esidoor.pros.suspend': {
    methods: ["POST"]
    pattern: '/dashboard-pro/pros/:id/suspend'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/pro_approval').approvalReasonValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/pro_approval').approvalReasonValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['suspend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['suspend']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'esidoor.pros.reinstate': {
    methods: ["POST"]
    pattern: '/dashboard-pro/pros/:id/reinstate'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['reinstate']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/approvals_controller').default['reinstate']>>>
    }
  }
  'esidoor.failed_mails': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard-pro/envois'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['index']>>>
    }
  }
  'esidoor.failed_mails.resend': {
    methods: ["POST"]
    pattern: '/dashboard-pro/envois/:id/resend'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['resend']>>>
    }
  }
  'esidoor.failed_mails.abandon': {
    methods: ["POST"]
    pattern: '/dashboard-pro/envois/:id/abandon'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['abandon']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/esidoor/failed_mails_controller').default['abandon']>>>
    }
  }
  'textes.index': {
    methods: ["GET","HEAD"]
    pattern: '/app/textes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['index']>>>
    }
  }
  'textes.create': {
    methods: ["GET","HEAD"]
    pattern: '/app/textes/create'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['create']>>>
    }
  }
  'textes.store': {
    methods: ["POST"]
    pattern: '/app/textes'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['store']>>>
    }
  }
  'textes.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/textes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['show']>>>
    }
  }
  'textes.edit': {
    methods: ["GET","HEAD"]
    pattern: '/app/textes/:id/edit'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['edit']>>>
    }
  }
  'textes.update': {
    methods: ["PUT"]
    pattern: '/app/textes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['update']>>>
    }
  }
  'textes.destroy': {
    methods: ["DELETE"]
    pattern: '/app/textes/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['destroy']>>>
    }
  }
  'textes.restore': {
    methods: ["PUT"]
    pattern: '/app/textes/:id/restore'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['restore']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/textes_controller').default['restore']>>>
    }
  }
  'api.user.palette': {
    methods: ["GET","HEAD"]
    pattern: '/api/user/palette'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: ExtractQueryForGet<InferInput<(typeof import('#validators/search').paletteSearchValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/palette_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/palette_controller').default['index']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'emplois.index': {
    methods: ["GET","HEAD"]
    pattern: '/emplois'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_controller').default['index']>>>
    }
  }
  'emplois.feed': {
    methods: ["GET","HEAD"]
    pattern: '/emplois.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['feed']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['feed']>>>
    }
  }
  'emplois.show': {
    methods: ["GET","HEAD"]
    pattern: '/emplois/:slug'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { slug: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_controller').default['show']>>>
    }
  }
  'sitemap': {
    methods: ["GET","HEAD"]
    pattern: '/sitemap.xml'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['sitemap']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['sitemap']>>>
    }
  }
  'robots': {
    methods: ["GET","HEAD"]
    pattern: '/robots.txt'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['robots']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['robots']>>>
    }
  }
  'emplois.candidatures.create': {
    methods: ["GET","HEAD"]
    pattern: '/emplois/:reference/candidatures'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { reference: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['create']>>>
    }
  }
  'emplois.candidatures.store': {
    methods: ["POST"]
    pattern: '/emplois/:reference/candidatures'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/candidature').candidatureValidator)>>
      paramsTuple: [ParamValue]
      params: { reference: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/candidature').candidatureValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'emplois.candidatures.withdraw': {
    methods: ["GET","HEAD"]
    pattern: '/emplois/candidatures/:id/retrait/:jeton'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; jeton: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['withdrawal']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['withdrawal']>>>
    }
  }
  'emplois.candidatures.destroy': {
    methods: ["POST"]
    pattern: '/emplois/candidatures/:id/retrait/:jeton'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; jeton: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_candidatures_controller').default['destroy']>>>
    }
  }
  'candidatures.index': {
    methods: ["GET","HEAD"]
    pattern: '/app/candidatures'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['index']>>>
    }
  }
  'candidatures.bulk': {
    methods: ["POST"]
    pattern: '/app/candidatures/bulk'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['bulk']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['bulk']>>>
    }
  }
  'candidatures.show': {
    methods: ["GET","HEAD"]
    pattern: '/app/candidatures/:id'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['show']>>>
    }
  }
  'candidatures.statut': {
    methods: ["PUT"]
    pattern: '/app/candidatures/:id/statut'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/candidature_inbox').candidatureStatutValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/candidature_inbox').candidatureStatutValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['statut']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['statut']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'candidatures.notes': {
    methods: ["PUT"]
    pattern: '/app/candidatures/:id/notes'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/candidature_inbox').candidatureNotesValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/candidature_inbox').candidatureNotesValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['notes']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidatures_controller').default['notes']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'candidatures.cv': {
    methods: ["GET","HEAD"]
    pattern: '/app/candidatures/:id/cv'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['cv']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['cv']>>>
    }
  }
  'candidatures.cv_preview': {
    methods: ["GET","HEAD"]
    pattern: '/app/candidatures/:id/cv/apercu'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidature_cv_preview_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidature_cv_preview_controller').default['show']>>>
    }
  }
  'candidatures.reponse': {
    methods: ["POST"]
    pattern: '/app/candidatures/:id/reponse'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/candidature_inbox').candidatureReponseValidator)>>
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/candidature_inbox').candidatureReponseValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['reponse']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['reponse']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'candidatures.activite': {
    methods: ["GET","HEAD"]
    pattern: '/app/candidatures/:id/activite'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { id: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['activite']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/candidature_files_controller').default['activite']>>>
    }
  }
  'sitemaps.file': {
    methods: ["GET","HEAD"]
    pattern: '/sitemaps/:file'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { file: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['sitemapFile']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/emplois_feeds_controller').default['sitemapFile']>>>
    }
  }
  'home': {
    methods: ["GET","HEAD"]
    pattern: '/'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/home_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/home_controller').default['show']>>>
    }
  }
  'login': {
    methods: ["GET","HEAD"]
    pattern: '/login'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['create']>>>
    }
  }
  'login.store': {
    methods: ["POST"]
    pattern: '/login'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').loginValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').loginValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'register': {
    methods: ["GET","HEAD"]
    pattern: '/register'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/registration_controller').default['create']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/registration_controller').default['create']>>>
    }
  }
  'register.store': {
    methods: ["POST"]
    pattern: '/register'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').registerValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').registerValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/registration_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/registration_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.request': {
    methods: ["GET","HEAD"]
    pattern: '/forgot-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['forgot']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['forgot']>>>
    }
  }
  'password.email': {
    methods: ["POST"]
    pattern: '/forgot-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').forgotPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['sendLink']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['sendLink']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.reset': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password/:token'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
    }
  }
  'password.reset.query': {
    methods: ["GET","HEAD"]
    pattern: '/reset-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['edit']>>>
    }
  }
  'password.store.token': {
    methods: ["POST"]
    pattern: '/reset-password/:token'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: [ParamValue]
      params: { token: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.store': {
    methods: ["POST"]
    pattern: '/reset-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').resetPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/password_reset_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'logout': {
    methods: ["POST"]
    pattern: '/logout'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/session_controller').default['destroy']>>>
    }
  }
  'verification.notice': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['notice']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['notice']>>>
    }
  }
  'verification.verify': {
    methods: ["GET","HEAD"]
    pattern: '/verify-email/:id/:hash'
    types: {
      body: {}
      paramsTuple: [ParamValue, ParamValue]
      params: { id: ParamValue; hash: ParamValue }
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['verify']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['verify']>>>
    }
  }
  'verification.send': {
    methods: ["POST"]
    pattern: '/email/verification-notification'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['resend']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/email_verification_controller').default['resend']>>>
    }
  }
  'profile.edit': {
    methods: ["GET","HEAD"]
    pattern: '/profile'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['edit']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['edit']>>>
    }
  }
  'profile.update': {
    methods: ["PATCH"]
    pattern: '/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').updateProfileValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').updateProfileValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profile.digest': {
    methods: ["PUT"]
    pattern: '/profile/digest'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').digestSettingValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').digestSettingValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['updateDigest']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['updateDigest']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profile.destroy': {
    methods: ["DELETE"]
    pattern: '/profile'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').currentPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').currentPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'profile.sessions.destroy': {
    methods: ["DELETE"]
    pattern: '/profile/sessions'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').currentPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').currentPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/profile_sessions_controller').default['destroy']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/profile_sessions_controller').default['destroy']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.update': {
    methods: ["PUT"]
    pattern: '/password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/profile').updatePasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/profile').updatePasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/password_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/password_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'page_textes.update': {
    methods: ["PUT"]
    pattern: '/profile/page-textes/:cle'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/page_texte').pageTexteValidator)>>
      paramsTuple: [ParamValue]
      params: { cle: ParamValue }
      query: ExtractQuery<InferInput<(typeof import('#validators/page_texte').pageTexteValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/page_textes_controller').default['update']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/page_textes_controller').default['update']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'password.confirm': {
    methods: ["GET","HEAD"]
    pattern: '/confirm-password'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['show']>>>
    }
  }
  'password.confirm.store': {
    methods: ["POST"]
    pattern: '/confirm-password'
    types: {
      body: ExtractBody<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      paramsTuple: []
      params: {}
      query: ExtractQuery<InferInput<(typeof import('#validators/auth').confirmPasswordValidator)>>
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['store']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/auth/confirm_password_controller').default['store']>>> | { status: 422; response: { errors: SimpleError[] } }
    }
  }
  'dashboard': {
    methods: ["GET","HEAD"]
    pattern: '/dashboard'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/dashboard_controller').default['show']>>>
    }
  }
  'search': {
    methods: ["GET","HEAD"]
    pattern: '/recherche'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/search_controller').default['index']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/search_controller').default['index']>>>
    }
  }
  'api.user': {
    methods: ["GET","HEAD"]
    pattern: '/api/user'
    types: {
      body: {}
      paramsTuple: []
      params: {}
      query: {}
      response: ExtractResponse<Awaited<ReturnType<import('#controllers/api/user_controller').default['show']>>>
      errorResponse: ExtractErrorResponse<Awaited<ReturnType<import('#controllers/api/user_controller').default['show']>>>
    }
  }
  'not_found': {
    methods: ["HEAD","OPTIONS","GET","POST","PUT","PATCH","DELETE"]
    pattern: '/*'
    types: {
      body: {}
      paramsTuple: [ParamValue]
      params: { '*': ParamValue[] }
      query: {}
      response: unknown
      errorResponse: unknown
    }
  }
}
