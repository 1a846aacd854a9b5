import type SwalType from 'sweetalert2'

/*
| sweetalert2 (~20 KB gzip, its CSS included) is only needed once a toast or a
| dialog opens, so it loads on first use instead of with every page. The
| promise is cached: one download, and calls made while it loads keep their
| order. A failed load (network) is forgotten, so the next call tries again.
*/
export type Swal = typeof SwalType

let loading: Promise<Swal> | undefined

export function loadSwal(): Promise<Swal> {
  if (!loading) {
    const pending = import('sweetalert2').then((module) => module.default)
    loading = pending
    pending.catch(() => {
      if (loading === pending) loading = undefined
    })
  }
  return loading
}
