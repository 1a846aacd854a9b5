/** A size as the backup commands print it: « 812 o », « 4,2 Ko », « 37,5 Mo », « 1,3 Go ». */
export function formatBytes(bytes: number) {
  const units = ['o', 'Ko', 'Mo', 'Go', 'To']
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const number = unit === 0 ? String(value) : value.toFixed(1).replace('.', ',')
  return `${number} ${units[unit]}`
}
