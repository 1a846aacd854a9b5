/** The names of a transformer's variants: its methods taking no argument (toObject included). */
type VariantName<Transformer> = {
  [K in keyof Transformer]: Transformer[K] extends () => unknown ? K : never
}[keyof Transformer]

/**
 * `(record) => new Transformer(record)[variant]()`: one variant of a
 * transformer as a `map` or `paginated` callback. Props stay plain objects,
 * built synchronously, with the wire shape the generated `Data` types describe.
 */
export function serializeAs<
  Resource,
  Transformer,
  Variant extends VariantName<Transformer> = 'toObject' & VariantName<Transformer>,
>(
  TransformerClass: new (resource: Resource) => Transformer,
  variant: Variant = 'toObject' as Variant
) {
  return (resource: Resource) =>
    (
      new TransformerClass(resource)[variant] as () => unknown
    )() as Transformer[Variant] extends () => infer Wire ? Wire : never
}
