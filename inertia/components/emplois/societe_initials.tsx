/* Literal classes, for Tailwind to find: a line of a list, a card, a page's header. */
const SIZES = {
  sm: 'size-9 rounded-md text-xs',
  md: 'size-12 rounded-lg text-base',
  lg: 'size-14 rounded-xl text-lg',
}

/** A société's initials in a coloured square: the job board's stand-in for a logo. */
export function SocieteInitials({
  initiales,
  size,
}: {
  initiales: string
  size: keyof typeof SIZES
}) {
  return (
    <span
      className={`grid ${SIZES[size]} shrink-0 place-items-center bg-primary font-black text-white`}
      aria-hidden="true"
    >
      {initiales}
    </span>
  )
}
