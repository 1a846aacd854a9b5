import vine from '@vinejs/vine'

/** `?q=` of the global search; anything unusable is treated as no search. */
export const searchValidator = vine.create({
  q: vine.string().trim().maxLength(100).optional(),
})
