import { CookieJar } from '#tests/helpers/app_process'
import { route } from '#tests/helpers/routes'

/*
| A person's browser against a real app process: cookies, the XSRF token of
| the forms, and the few requests the session tests make.
*/
export class BrowserSession {
  jar: CookieJar

  constructor(
    private baseUrl: string,
    private userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    jar = new CookieJar()
  ) {
    this.jar = jar
  }

  /** The same cookies in another browser (a stolen copy). */
  copy() {
    return new BrowserSession(this.baseUrl, this.userAgent, this.jar.clone())
  }

  async request(method: string, path: string, form?: Record<string, string>) {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'accept': form ? 'text/html' : 'application/json',
        'user-agent': this.userAgent,
        'cookie': this.jar.header(),
        'x-xsrf-token': decodeURIComponent(this.jar.get('XSRF-TOKEN') ?? ''),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    })
    this.jar.store(response)
    return response
  }

  async signIn(email: string, password: string) {
    await this.request('GET', route('login'))
    const response = await this.request('POST', route('login.store'), { email, password })
    if (response.headers.get('location') !== route('dashboard')) {
      throw new Error(`login failed: ${response.status} ${response.headers.get('location')}`)
    }
    return response
  }

  /** Status of GET /api/user: 200 while signed in, 401 once the session is gone. */
  async whoAmI() {
    const response = await this.request('GET', route('api.user'))
    return response.status
  }

  /**
   * The Inertia page object of a visit (the app process serves no built
   * assets, so pages are read as Inertia visits, not HTML).
   */
  async page(path: string) {
    const visit = (version = '') =>
      fetch(`${this.baseUrl}${path}`, {
        redirect: 'manual',
        headers: {
          'user-agent': this.userAgent,
          'cookie': this.jar.header(),
          'x-inertia': 'true',
          'x-inertia-version': version,
        },
      })
    let response = await visit()
    /* A stale version answers 409 with the current one: visit again with it. */
    if (response.status === 409) response = await visit(response.headers.get('x-inertia-version')!)
    this.jar.store(response)
    if (response.status !== 200) throw new Error(`no page at ${path} (${response.status})`)
    return response.json()
  }
}
