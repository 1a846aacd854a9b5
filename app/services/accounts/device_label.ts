/*
| "Chrome sur Linux", "Safari sur iPhone": enough for a person to recognise
| a session in the "Sessions actives" list. Order matters: Edge and Opera
| announce Chrome too, Chrome announces Safari.
*/
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** Who sent a request, as it tells: its address and its browser's User-Agent (if any). */
export type Client = { ip: string; userAgent: string | undefined }

function match(agent: string, list: [RegExp, string][]) {
  return list.find(([pattern]) => pattern.test(agent))?.[1]
}

export function deviceLabel(userAgent: string | undefined) {
  const agent = userAgent ?? ''
  const browser = match(agent, BROWSERS) ?? 'Navigateur inconnu'
  const system = match(agent, SYSTEMS)
  return system ? `${browser} sur ${system}` : browser
}
