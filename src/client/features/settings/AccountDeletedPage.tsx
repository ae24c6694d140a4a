import { Link } from 'react-router'
import { PageTitle } from '../../components/PageTitle'
import { TesseraLogo } from '../../components/TesseraLogo'

const TITLE = 'Your account is deleted'

/** What deleting an account removes (`deleteAccount`): everything the account held, nothing kept. */
const DELETED = [
  'Your account, its email address and its sign-in',
  'Your Tesseras: their pages, tiles, drafts and custom domains',
  'The messages you received, your answers, blocks and filters',
  'Your uploaded images and your pages’ visitor statistics',
  'Your subscription, if you had one: it is not renewed',
]

/**
 * Where deleting the account ends (signed out): a plain confirmation of what was deleted, instead
 * of the sign-in page without a word.
 */
export function AccountDeletedPage() {
  return (
    <div className="bg-base-200 flex min-h-dvh flex-col items-center px-4 py-8 sm:justify-center sm:py-12">
      <PageTitle>{TITLE}</PageTitle>
      <main className="flex w-full max-w-md flex-col items-center gap-6">
        <TesseraLogo />
        <div className="card bg-base-100 w-full shadow-sm">
          <div className="card-body gap-4 p-6 sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight">{TITLE}</h1>
            <p className="text-base-content/70">It is gone for good, with everything in it:</p>
            <ul className="list-disc pl-5">
              {DELETED.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className="text-base-content/70">Your public addresses now show “not found” to visitors.</p>
            <div className="flex flex-wrap gap-2">
              <a className="btn btn-primary" href="/">
                Go to the home page
              </a>
              <Link className="btn btn-outline" to="/register">
                Create a new account
              </Link>
            </div>
          </div>
        </div>
      </main>
    </div>
  )
}
