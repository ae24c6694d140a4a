import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { PageTitle } from '../../components/PageTitle'

export function NotFoundPage() {
  const { i18n } = useLingui()
  return (
    <main className="bg-base-200 flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <PageTitle>{i18n._({ id: 'notFound.pageNotFound', message: 'Page not found' })}</PageTitle>
      <p className="text-primary text-sm font-semibold tracking-widest">404</p>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        <Trans id="notFound.pageNotFound" message="Page not found" />
      </h1>
      <p className="text-base-content/70 max-w-md">
        <Trans
          id="notFound.thereIsNothingAtThisAddress"
          message="There is nothing at this address. It may have moved, or the link may be mistyped."
        />
      </p>
      <Link to="/home" className="btn btn-primary">
        <Trans id="common.goToYourDashboard" message="Go to your dashboard" />
      </Link>
    </main>
  )
}
