import { Link } from 'react-router'
import { CardSkeleton } from '../../components/CardSkeleton'
import { PageTitle } from '../../components/PageTitle'
import { TesseraLogo } from '../../components/TesseraLogo'

const PLACEHOLDER_CARD_COUNT = 3

export function HomePage() {
  return (
    <div className="bg-base-200 min-h-dvh">
      <PageTitle>Home</PageTitle>
      <header className="border-base-300 bg-base-100 border-b">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <TesseraLogo />
          <Link to="/settings" className="btn btn-ghost btn-sm">
            Settings
          </Link>
        </div>
      </header>
      <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Welcome</h1>
            <p className="text-base-content/70">Build your pages and read what your visitors tell you.</p>
          </div>
          <nav aria-label="Dashboard" className="flex flex-wrap gap-2">
            <Link to="/messages" className="btn btn-primary btn-sm">
              Messages
            </Link>
            <Link to="/profile" className="btn btn-outline btn-sm">
              Plans
            </Link>
            <Link to="/feedback" className="btn btn-outline btn-sm">
              Feedback
            </Link>
          </nav>
        </div>
        <section aria-labelledby="tesseras-heading" className="flex flex-col gap-4">
          <h2 id="tesseras-heading" className="text-xl font-semibold">
            Your Tesseras
          </h2>
          <div aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <p role="status" className="sr-only">
              Loading your Tesseras…
            </p>
            {Array.from({ length: PLACEHOLDER_CARD_COUNT }, (_, index) => (
              <CardSkeleton key={index} />
            ))}
          </div>
        </section>
      </main>
    </div>
  )
}
