import vine from '@vinejs/vine'

/** `?q=` of the global search; anything unusable is treated as no search. */
export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})

/**
 * `?q=` of the command palette's live results (GET /api/user/palette): a
 * typed text, so one too long is refused (422) rather than ignored.
 */
export const paletteSearchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
