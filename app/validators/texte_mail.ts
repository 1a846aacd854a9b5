import vine from '@vinejs/vine'
import { requiredRichTextRule, recordIdRule } from '#validators/shared_rules'

/** The compose page's choices (`?texte=&offre=`); a bad value is dropped like a list filter. */
export const texteMailQueryValidator = vine.create({
  texte: recordIdRule().optional(),
  offre: recordIdRule().optional(),
})

/*
| The e-mail as the person edited it. The template and the offre only say
| what it was made from (recorded with the interaction); the controller
| checks they are the caller's to use.
*/
export const texteMailValidator = vine.create({
  /* One header line: a line break could never start another header. */
  sujet: vine
    .string()
    .trim()
    .minLength(1)
    .maxLength(200)
    .transform((sujet) => sujet.replace(/[\r\n]+/g, ' ')),
  corps: requiredRichTextRule(),
  texteId: recordIdRule().nullable().optional(),
  offreId: recordIdRule().nullable().optional(),
})
