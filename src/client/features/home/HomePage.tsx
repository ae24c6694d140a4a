import { i18n } from '@lingui/core'
import { Trans } from '@lingui/react'
import { useRef } from 'react'
import { Link } from 'react-router'
import { canCreateGrid, PLAN_GRID_LIMITS } from '@domain/plans'
import { Banner } from '../../components/Banner'
import { CardSkeleton } from '../../components/CardSkeleton'
import { PageTitle } from '../../components/PageTitle'
import { PendingButton } from '../../components/PendingButton'
import { useGrids } from '../../lib/grids'
import { useViewer } from '../../lib/session'
import { CreateGridCard } from './CreateGridCard'
import { FirstRunChecklist } from './FirstRunChecklist'
import { GridCard } from './GridCard'
import { HomeHeader } from './HomeHeader'

const PLACEHOLDER_CARD_COUNT = 3

const CARD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 sm:gap-5'

export function HomePage() {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const profile = useGrids().data?.find((grid) => grid.isProfile)

  return (
    <div className="bg-base-200 min-h-dvh">
      <PageTitle>{i18n._({ id: 'home.title', message: 'Home' })}</PageTitle>
      <HomeHeader />
      <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
        {profile ? <FirstRunChecklist profile={profile} onDismissed={() => headingRef.current?.focus()} /> : null}
        <section aria-labelledby="tesseras-heading" className="flex flex-col gap-4">
          {/* Focusable from code: it takes the focus when the card that had it is deleted. */}
          <h2 id="tesseras-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
            <Trans id="home.yourTesseras" message="Your Tesseras" />
          </h2>
          <GridList onGridDeleted={() => headingRef.current?.focus()} />
        </section>
      </main>
    </div>
  )
}

function GridList({ onGridDeleted }: { onGridDeleted: () => void }) {
  const viewer = useViewer()
  const grids = useGrids()

  if (grids.isError && !grids.data) {
    return (
      <Banner
        tone="error"
        role="alert"
        action={
          <PendingButton pending={grids.isFetching} className="btn-sm btn-outline" onClick={() => void grids.refetch()}>
            <Trans id="common.retry" message="Retry" />
          </PendingButton>
        }
      >
        <Trans
          id="home.yourTesserasCouldNotBeLoaded"
          message="Your Tesseras could not be loaded. {message}"
          values={{ message: grids.error.message }}
        />
      </Banner>
    )
  }

  if (!grids.data) {
    return (
      <div aria-busy="true" className={CARD_GRID}>
        <p role="status" className="sr-only">
          <Trans id="home.loadingYourTesseras" message="Loading your Tesseras…" />
        </p>
        {Array.from({ length: PLACEHOLDER_CARD_COUNT }, (_, index) => (
          <CardSkeleton key={index} />
        ))}
      </div>
    )
  }

  const limit = PLAN_GRID_LIMITS[viewer.plan]
  const isPro = viewer.plan === 'pro'
  const locked = canCreateGrid(viewer.plan, grids.data.length) ? undefined : isPro ? 'limit' : 'upgrade'
  const allowance = isPro ? (
    `${grids.data.length} of ${limit} Tesseras used on Pro.`
  ) : (
    <>
      <Trans
        id="home.theFreePlanIncludesTesseraYour"
        message="The Free plan includes {limit} Tessera, your profile page. <0>Pro gives you up to {pro}.</0>"
        values={{ limit, pro: PLAN_GRID_LIMITS.pro }}
        components={{ 0: <Link to="/profile" className="link link-primary font-semibold" /> }}
      />
    </>
  )

  return (
    <ul className={CARD_GRID}>
      {grids.data.map((grid) => (
        <li key={grid.id}>
          <GridCard grid={grid} onDeleted={onGridDeleted} />
        </li>
      ))}
      <li>
        <CreateGridCard allowance={allowance} locked={locked} />
      </li>
    </ul>
  )
}
