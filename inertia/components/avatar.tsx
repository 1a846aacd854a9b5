import { useState } from 'react'

/** The user's gravatar, or their initials when the image cannot load (offline, blocked). */
export function Avatar({ src, name, size = 32 }: { src: string; name: string; size?: number }) {
  const [failed, setFailed] = useState(false)
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  if (failed || !src) {
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
