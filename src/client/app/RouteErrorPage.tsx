import { Trans, useLingui } from '@lingui/react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { PageTitle } from '../components/PageTitle'

/** Shown when a screen throws or its code fails to load (typically after a new deploy). */
export function RouteErrorPage() {
  const { i18n } = useLingui()
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <PageTitle>{i18n._({ id: 'app.somethingWentWrong', message: 'Something went wrong' })}</PageTitle>
      <h1 className="text-3xl font-bold">
        <Trans id="app.somethingWentWrong" message="Something went wrong" />
      </h1>
      <p className="text-base-content/70 max-w-md">
        <Trans
          id="app.thisPageCouldNotBeShown"
          message="This page could not be shown. Reloading usually fixes it; if not, try again in a minute."
        />
      </p>
      {detail ? <p className="text-base-content/60 text-sm">{detail}</p> : null}
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        <Trans id="app.reloadThePage" message="Reload the page" />
      </button>
    </main>
  )
}
