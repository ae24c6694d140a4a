import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { PageTitle } from '../../components/PageTitle'
import { TesseraLogo } from '../../components/TesseraLogo'

/** What deleting an account removes (`deleteAccount`): everything the account held, nothing kept. */
const DELETED = [
  /*i18n*/ { id: 'settings.deletedAccount', message: 'Your account, its email address and its sign-in' },
  /*i18n*/ { id: 'settings.deletedTesseras', message: 'Your Tesseras: their pages, tiles, drafts and custom domains' },
  /*i18n*/ { id: 'settings.deletedMessages', message: 'The messages you received, your answers, blocks and filters' },
  /*i18n*/ { id: 'settings.deletedUploads', message: 'Your uploaded images and your pages’ visitor statistics' },
  /*i18n*/ { id: 'settings.deletedSubscription', message: 'Your subscription, if you had one: it is not renewed' },
]

/**
 * Where deleting the account ends (signed out): a plain confirmation of what was deleted, instead
 * of the sign-in page without a word.
 */
export function AccountDeletedPage() {
  const { i18n } = useLingui()
  const title = i18n._({ id: 'settings.yourAccountIsDeleted', message: 'Your account is deleted' })
  return (
    <div className="bg-base-200 flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <PageTitle>{title}</PageTitle>
      <main className="flex w-full max-w-md flex-col items-center gap-6">
        <TesseraLogo />
        <div className="card bg-base-100 w-full shadow-sm">
          <div className="card-body gap-4 p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-base-content/70">
              <Trans id="settings.itIsGoneForGoodWith" message="It is gone for good, with everything in it:" />
            </p>
            <ul className="list-disc pl-5">
              {DELETED.map((item) => (
                <li key={item.id}>{i18n._(item)}</li>
              ))}
            </ul>
            <p className="text-base-content/70">
              <Trans
                id="settings.yourPublicAddressesNowShowNot"
                message="Your public addresses now show “not found” to visitors."
              />
            </p>
            <div className="flex flex-wrap gap-2">
              <a className="btn btn-primary" href="/">
                <Trans id="settings.goToTheHomePage" message="Go to the home page" />
              </a>
              <Link className="btn btn-outline" to="/register">
                <Trans id="settings.createANewAccount" message="Create a new account" />
              </Link>
            </div>
          </div>
        </div>
      </main>
    </div>
  )
}
