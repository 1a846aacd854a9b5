import { SESSION_EXPIRED_STATUSES, leaveForLogin } from '~/lib/session_expiry'

/*
| The one JSON client for /api/*: same-origin session cookie, the XSRF token
| from the XSRF-TOKEN cookie, and the expired-session rule of docs/product.md §2 (warn,
| go to /login, and still reject so the caller sees the error).
*/
export class HttpError extends Error {
  constructor(
    public status: number,
    public body: unknown
  ) {
    super(`HTTP ${status}`)
  }
}

function xsrfToken() {
  const match = document.cookie.match(/(?:^|;\s*)XSRF-TOKEN=([^;]*)/)
  return match ? decodeURIComponent(match[1]) : undefined
}

async function request<T>(
  method: string,
  url: string,
  body?: unknown,
  signal?: AbortSignal
): Promise<T> {
  const headers: Record<string, string> = {
    'Accept': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  }
  const token = xsrfToken()
  if (token) headers['X-XSRF-TOKEN'] = token
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  })
  const data: unknown = response.headers.get('content-type')?.includes('json')
    ? await response.json()
    : await response.text()

  if (SESSION_EXPIRED_STATUSES.includes(response.status)) leaveForLogin()
  if (!response.ok) throw new HttpError(response.status, data)
  return data as T
}

export const http = {
  /** `signal` cancels a read that is no longer wanted (the palette's superseded searches). */
  get: <T>(url: string, { signal }: { signal?: AbortSignal } = {}) =>
    request<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body),
  delete: <T>(url: string) => request<T>('DELETE', url),
}
