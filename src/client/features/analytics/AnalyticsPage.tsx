import type { I18n } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import {
  ANALYTICS_MAX_DAYS,
  ANALYTICS_MESSAGES,
  ANALYTICS_RANGES,
  changeFromPrevious,
  clickThroughRate,
  countryName,
  type GridAnalytics,
} from '@domain/analytics'
import { tileName } from '@domain/tile-names'
import { Icon } from '@ui/icons'
import { Banner } from '../../components/Banner'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { copyGridLink } from '../../lib/clipboard'
import { formatNumber as number } from '../../lib/format'
import { useViewer } from '../../lib/session'
import { analyticsCsvUrl, useGridAnalytics, useGridLayout, useTileClicks } from './api'
import { ClickHeatmap } from './ClickHeatmap'
import { localText } from '../../lib/texts'
import { tileTypeName } from '../../lib/tile-words'

// The chart library loads with the chart, after the figures: neither the app's entry nor this
// screen's first paint waits for it.
const ViewsChart = lazy(() => import('./ViewsChart'))

/** Countries listed on the screen; the CSV export has them all. */
const TOP_COUNTRIES = 10

export function AnalyticsPage() {
  const { i18n } = useLingui()
  const { gridName = '' } = useParams()
  const viewer = useViewer()
  const isPro = viewer.plan === 'pro'
  const [days, setDays] = useState<number>(ANALYTICS_RANGES[0])
  const analytics = useGridAnalytics(gridName, days)

  return (
    <ScreenLayout
      title={i18n._({ id: 'analytics.analytics', message: 'Analytics' })}
      description={i18n._({
        id: 'analytics.visitorsOfCountedWithoutCookies',
        message: 'Visitors of /{gridName}, counted without cookies.',
        values: { gridName },
      })}
      showBackToHome
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangePicker days={days} isPro={isPro} onChange={setDays} />
        {isPro ? (
          <a className="btn btn-outline btn-sm" href={analyticsCsvUrl(gridName, days)} download>
            <Trans id="analytics.exportCSV" message="Export CSV" />
          </a>
        ) : null}
      </div>
      {!isPro ? (
        <Banner tone="info" action={<UpgradeLink />}>
          <Trans
            id="analytics.freeShowsTheLast7Days"
            message="Free shows the last 7 days. Pro adds up to a year of history, the click heatmap, referrers, countries, devices and a CSV export."
          />
        </Banner>
      ) : null}
      {analytics.isError && !analytics.data ? (
        <Banner
          tone="error"
          role="alert"
          action={
            <PendingButton
              pending={analytics.isFetching}
              className="btn-sm btn-outline"
              onClick={() => void analytics.refetch()}
            >
              <Trans id="common.retry" message="Retry" />
            </PendingButton>
          }
        >
          <Trans
            id="analytics.theAnalyticsCouldNotBeLoaded"
            message="The analytics could not be loaded. {message}"
            values={{ message: analytics.error.message }}
          />
        </Banner>
      ) : analytics.data ? (
        <Figures
          gridName={gridName}
          days={days}
          analytics={analytics.data}
          isPro={isPro}
          updating={analytics.isPlaceholderData}
        />
      ) : (
        <FiguresSkeleton />
      )}
    </ScreenLayout>
  )
}

function UpgradeLink() {
  return (
    <Link to="/profile" className="btn btn-primary btn-sm">
      <Trans id="analytics.upgradeToPro" message="Upgrade to Pro" />
    </Link>
  )
}

function RangePicker({ days, isPro, onChange }: { days: number; isPro: boolean; onChange: (days: number) => void }) {
  const { i18n } = useLingui()
  return (
    <div role="group" aria-label={i18n._({ id: 'analytics.range', message: 'Range' })} className="join">
      {ANALYTICS_RANGES.map((range) => {
        const locked = range > ANALYTICS_MAX_DAYS[isPro ? 'pro' : 'free']
        if (locked) {
          return (
            <Link
              key={range}
              to="/profile"
              className="btn btn-sm join-item text-base-content/60 gap-1"
              title={i18n._({ id: 'analytics.proOnlySeePlans', message: 'Pro only: see plans' })}
            >
              <Icon name="lock" className="size-4" />
              <Trans
                id="analytics.daysProOnlySeePlans"
                message="{range} days<0> (Pro only, see plans)</0>"
                values={{ range }}
                components={{ 0: <span className="sr-only" /> }}
              />
            </Link>
          )
        }
        return (
          <button
            key={range}
            type="button"
            aria-pressed={days === range}
            className={`btn btn-sm join-item ${days === range ? 'btn-primary' : ''}`}
            onClick={() => onChange(range)}
          >
            <Trans id="analytics.days" message="{range} days" values={{ range }} />
          </button>
        )
      })}
    </div>
  )
}

interface FiguresProps {
  gridName: string
  days: number
  analytics: GridAnalytics
  isPro: boolean
  updating: boolean
}

function Figures({ gridName, days, analytics, isPro, updating }: FiguresProps) {
  // The heatmap's chosen tile, whose clicks per day join the chart (ADR 0071).
  const { i18n } = useLingui()
  const [chosenTile, setChosenTile] = useState<string | undefined>()
  const tileClicks = useTileClicks(gridName, chosenTile, days)
  const series = tileClicks.data
  // The server names a tile without a title by its type, in English: the app names it in its language.
  const layout = useGridLayout(gridName, chosenTile !== undefined)
  const chosen = layout.data?.tiles.find((tile) => tile.id === chosenTile)
  const seriesName = chosen ? tileName(chosen, tileTypeName) : (series?.name ?? '')
  const tileSeries = useMemo(
    () =>
      series && series.daily.length === analytics.daily.length
        ? {
            label: i18n._({
              id: 'analytics.tileSeries.legend',
              message: 'Clicks on {name}',
              values: { name: seriesName },
            }),
            clicks: series.daily.map((day) => day.clicks),
          }
        : undefined,
    [series, seriesName, analytics.daily.length, i18n],
  )
  const rate = clickThroughRate(analytics.views, analytics.clicks)
  const previousRate = clickThroughRate(analytics.previous.views, analytics.previous.clicks)
  const empty = analytics.views === 0 && analytics.previous.views === 0
  return (
    <div className={`flex flex-col gap-6 transition-opacity ${updating ? 'opacity-60' : ''}`} aria-busy={updating}>
      <section
        aria-label={i18n._({ id: 'analytics.totals', message: 'Totals' })}
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
      >
        <Stat
          title={i18n._({ id: 'analytics.views', message: 'Views' })}
          value={number(analytics.views)}
          change={changeFromPrevious(analytics.views, analytics.previous.views)}
        />
        <Stat
          title={i18n._({ id: 'analytics.visitors', message: 'Visitors' })}
          value={number(analytics.visitors)}
          change={changeFromPrevious(analytics.visitors, analytics.previous.visitors)}
        />
        <Stat
          title={i18n._({ id: 'analytics.clicks', message: 'Clicks' })}
          value={number(analytics.clicks)}
          change={changeFromPrevious(analytics.clicks, analytics.previous.clicks)}
        />
        <Stat
          title={i18n._({ id: 'analytics.clickThroughRate', message: 'Click-through rate' })}
          value={rate === undefined ? '–' : `${rate}%`}
          change={rate !== undefined && previousRate !== undefined ? rate - previousRate : undefined}
          points
        />
      </section>
      <p className="text-base-content/70 -mt-3 text-sm">
        <Trans
          id="analytics.comparedWithTheBefore"
          message="Compared with the {days, plural, one {day} other {# days}} before."
          values={{ days }}
        />
      </p>

      {empty ? (
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body items-center gap-4 py-12 text-center">
            <h2 className="card-title">{localText(ANALYTICS_MESSAGES.emptyState)}</h2>
            <p className="text-base-content/70 max-w-md">
              <Trans
                id="analytics.viewsVisitorsAndClicksShowUp"
                message="Views, visitors and clicks show up here a few seconds after someone opens /{gridName}."
                values={{ gridName }}
              />
            </p>
            <button type="button" className="btn btn-primary" onClick={() => void copyGridLink(gridName)}>
              <Trans id="analytics.copyLink" message="Copy link" />
            </button>
          </div>
        </section>
      ) : (
        <Card title={i18n._({ id: 'analytics.viewsAndVisitors', message: 'Views and visitors' })}>
          <Suspense fallback={<div className="skeleton h-60 w-full" />}>
            <ViewsChart
              daily={analytics.daily}
              tile={chosenTile ? tileSeries : undefined}
              label={i18n._({
                id: 'analytics.chartOfViewsAndVisitorsPer',
                message:
                  'Chart of views and visitors per day over the last {days, plural, one {day} other {# days}}: {views} views and {visitors} visitors in total.{value}',
                values: {
                  days,
                  views: number(analytics.views),
                  visitors: number(analytics.visitors),
                  value:
                    chosenTile && series
                      ? ` ${i18n._({
                          id: 'analytics.chart.withTile',
                          message: 'With the clicks on {name}: {count} in total.',
                          values: { name: seriesName, count: number(series.clicks) },
                        })}`
                      : '',
                },
              })}
            />
          </Suspense>
        </Card>
      )}

      <Card title={i18n._({ id: 'analytics.clicksOnYourTiles', message: 'Clicks on your tiles' })} locked={!isPro}>
        {isPro ? (
          <>
            <Heatmap gridName={gridName} clicks={analytics.tiles} chosen={chosenTile} onChoose={setChosenTile} />
            <p role="status" className="flex min-h-8 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              {chosenTile === undefined ? null : tileClicks.isError ? (
                <span className="text-error-strong">
                  {i18n._({
                    id: 'analytics.tileSeries.error',
                    message: 'The clicks of this tile could not be loaded. {reason}',
                    values: { reason: tileClicks.error.message },
                  })}
                </span>
              ) : series ? (
                <>
                  <span>
                    {i18n._({
                      id: 'analytics.tileSeries.status',
                      message:
                        '{name} on the chart: {count, plural, one {# click} other {# clicks}} over the last {days, plural, one {day} other {# days}}.',
                      values: { name: seriesName, count: series.clicks, days },
                    })}
                  </span>
                  <button type="button" className="btn btn-ghost btn-xs" onClick={() => setChosenTile(undefined)}>
                    {i18n._({ id: 'analytics.tileSeries.remove', message: 'Remove from the chart' })}
                  </button>
                </>
              ) : (
                <span>{i18n._({ id: 'analytics.tileSeries.loading', message: "Loading the tile's clicks…" })}</span>
              )}
            </p>
          </>
        ) : null}
      </Card>

      <div className="grid gap-6 md:grid-cols-2">
        <Card title={i18n._({ id: 'analytics.topReferrers', message: 'Top referrers' })} locked={!isPro}>
          <Ranking
            rows={analytics.referrers.map((row) => ({ name: row.source, value: row.views }))}
            none={i18n._({ id: 'analytics.noReferrers', message: 'No referrers yet.' })}
          />
        </Card>
        <Card title={i18n._({ id: 'analytics.countries', message: 'Countries' })} locked={!isPro}>
          <Ranking
            rows={analytics.countries
              .slice(0, TOP_COUNTRIES)
              .map((row) => ({ name: countryName(row.country, i18n.locale), value: row.views }))}
            total={analytics.countries.reduce((sum, row) => sum + row.views, 0)}
            none={i18n._({ id: 'analytics.noCountries', message: 'No countries yet.' })}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            {analytics.countries.length > 0 ? (
              <a className="link link-primary" href={analyticsCsvUrl(gridName, days, 'countries')} download>
                <Trans id="analytics.exportCountriesAsCSV" message="Export countries as CSV" />
              </a>
            ) : null}
            {/* The database's licence (CC BY 4.0) asks for this link wherever its results are shown. */}
            <a className="link text-base-content/70" href="https://db-ip.com" target="_blank" rel="noopener noreferrer">
              <Trans id="analytics.ipGeolocationByDBIP" message="IP Geolocation by DB-IP" />
            </a>
          </div>
        </Card>
        <Card title={i18n._({ id: 'analytics.devices', message: 'Devices' })} locked={!isPro}>
          <Ranking
            rows={analytics.devices.map((row) => ({ name: deviceName(i18n, row.kind), value: row.views }))}
            none={i18n._({ id: 'analytics.noDevices', message: 'No devices yet.' })}
          />
        </Card>
        <Card title={i18n._({ id: 'analytics.browsers', message: 'Browsers' })} locked={!isPro}>
          <Ranking
            rows={analytics.browsers.map((row) => ({ name: row.name, value: row.views }))}
            none={i18n._({ id: 'analytics.noBrowsers', message: 'No browsers yet.' })}
          />
        </Card>
      </div>
    </div>
  )
}

/** A kind of device, in the app's language. */
function deviceName(i18n: I18n, kind: GridAnalytics['devices'][number]['kind']): string {
  if (kind === 'phone') return i18n._({ id: 'analytics.phone', message: 'Phone' })
  if (kind === 'tablet') return i18n._({ id: 'analytics.tablet', message: 'Tablet' })
  return i18n._({ id: 'analytics.desktop', message: 'Desktop' })
}

/** "+12%", "−3 pts" (percentage points, for a rate), or that there is nothing to compare with. */
function changeFromPreviousText(i18n: I18n, change: number | undefined, points: boolean): string {
  if (change === undefined) return i18n._({ id: 'analytics.noEarlierData', message: 'no earlier data' })
  const signed = `${change > 0 ? '+' : change < 0 ? '−' : '±'}${number(Math.abs(change))}`
  return points
    ? i18n._({ id: 'analytics.changeInPoints', message: '{change} pts', values: { change: signed } })
    : `${signed}%`
}

function Stat({
  title,
  value,
  change,
  points = false,
}: {
  title: string
  value: string
  change?: number
  points?: boolean
}) {
  const { i18n } = useLingui()
  const changeText = changeFromPreviousText(i18n, change, points)
  const tone =
    change === undefined || change === 0
      ? 'text-base-content/60'
      : change > 0
        ? 'text-success-strong'
        : 'text-error-strong'
  return (
    <div className="card bg-base-100 shadow-sm">
      <div className="card-body gap-1 p-4">
        <h2 className="text-base-content/70 text-sm font-medium">{title}</h2>
        <p className="text-2xl font-bold tabular-nums sm:text-3xl">{value}</p>
        <p className={`text-xs font-medium ${tone}`}>
          <span className="sr-only">
            <Trans id="analytics.changeFromThePreviousPeriod" message="Change from the previous period:" />{' '}
          </span>
          {changeText}
        </p>
      </div>
    </div>
  )
}

function Card({ title, locked = false, children }: { title: string; locked?: boolean; children: ReactNode }) {
  return (
    <section className="card bg-base-100 min-w-0 shadow-sm" aria-label={title}>
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 className="card-title text-lg">{title}</h2>
        {locked ? (
          <div className="bg-base-200 rounded-box flex flex-col items-start gap-3 p-4">
            <p className="flex items-center gap-2 font-medium">
              <Icon name="lock" className="size-4" />
              <Trans id="analytics.proOnly" message="Pro only" />
            </p>
            <p className="text-base-content/70 text-sm">
              <Trans
                id="analytics.upgradeToProToSeeThis"
                message="Upgrade to Pro to see this for every day of the last year."
              />
            </p>
            <UpgradeLink />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  )
}

interface RankingProps {
  rows: { name: string; value: number }[]
  /** What the shares are of, when the rows are only the top of a longer list. */
  total?: number
  none: string
}

function Ranking({ rows, total = rows.reduce((sum, row) => sum + row.value, 0), none }: RankingProps) {
  if (rows.length === 0) return <p className="text-base-content/70 text-sm">{none}</p>
  return (
    <ol className="flex flex-col gap-2">
      {rows.map((row) => {
        const share = total > 0 ? Math.round((row.value / total) * 100) : 0
        return (
          <li
            key={row.name}
            className="relative flex items-center justify-between gap-3 overflow-hidden rounded px-2 py-1"
          >
            <span
              className="bg-primary/10 absolute inset-y-0 left-0 -z-0"
              style={{ width: `${share}%` }}
              aria-hidden="true"
            />
            <span className="relative truncate">{row.name}</span>
            <span className="relative shrink-0 tabular-nums">
              {/* /70: on a bar as wide as the row (a share of 100 %) a paler grey fails contrast. */}
              {number(row.value)} <span className="text-base-content/70 text-xs">({share}%)</span>
            </span>
          </li>
        )
      })}
    </ol>
  )
}

interface HeatmapProps {
  gridName: string
  clicks: GridAnalytics['tiles']
  chosen: string | undefined
  onChoose: (tileId: string | undefined) => void
}

function Heatmap({ gridName, clicks, chosen, onChoose }: HeatmapProps) {
  const layout = useGridLayout(gridName)
  if (layout.isError)
    return (
      <p className="text-error text-sm">
        <Trans
          id="analytics.theGridCouldNotBeLoaded"
          message="The grid could not be loaded. {message}"
          values={{ message: layout.error.message }}
        />
      </p>
    )
  if (!layout.data) return <div className="skeleton aspect-[3/1] w-full" />
  return (
    <ClickHeatmap
      tiles={layout.data.tiles}
      mobileTiles={layout.data.mobileTiles}
      clicks={clicks}
      chosen={chosen}
      onChoose={onChoose}
    />
  )
}

function FiguresSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p role="status" className="sr-only">
        <Trans id="analytics.loadingTheAnalytics" message="Loading the analytics…" />
      </p>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="skeleton h-28" />
        ))}
      </div>
      <div className="skeleton h-72" aria-hidden="true" />
      <div className="skeleton h-64" aria-hidden="true" />
    </div>
  )
}
