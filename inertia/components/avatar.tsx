import { useState } from 'react'
import { useAfterFirstPaint } from '~/lib/after_paint'

/**
 * The user's gravatar, or their initials when the image cannot load (offline,
 * blocked) and until the page has painted: the image comes from another
 * host, whose connection would otherwise compete with the page's own code
 * on a slow link (lib/after_paint.ts). Same size either way, nothing moves.
 */
export function Avatar({ src, name, size = 32 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  const painted = useAfterFirstPaint()
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  if (failed || !src || !painted) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size }}
        className="grid shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-white"
      >
        {initials}
      </span>
    )
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
      className="shrink-0 rounded-full"
      style={{ width: size, height: size }}
    />
  )
}
