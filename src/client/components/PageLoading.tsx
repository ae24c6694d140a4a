import { Trans } from '@lingui/react'
/** Full-page placeholder while a screen's code is still downloading. */
export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">
        <Trans id="common.loading" message="Loading…" />
      </span>
    </div>
  )
}
