/*
| The wire shapes a functional test reads from Inertia props, inferred from
| the transformers (the same types the pages get as `Data.*`).
*/
import type { InferData } from '@adonisjs/core/types/transformers'
import type { ListPage } from '#services/records/list_query'

/** What `new Transformer(record)[variant]()` sends to the browser. */
export type Wire<Transformer, Variant extends string = 'toObject'> = InferData<Transformer, Variant>

/** A paginated list of such rows. */
export type WireList<Transformer, Variant extends string> = ListPage<Wire<Transformer, Variant>>
