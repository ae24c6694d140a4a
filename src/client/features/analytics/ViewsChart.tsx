import { useLingui } from '@lingui/react'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { AnalyticsDay } from '@domain/analytics'
import { DAY_MS, utcDay, utcMidnight } from '@domain/dates'
import { formatCalendarDay } from '../../lib/format'

const DAY_SECONDS = DAY_MS / 1000
const DAY_TICK_STEPS = [1, 2, 7, 14, 30, 61, 91].map((days) => days * DAY_SECONDS)

const HEIGHT = 240

/** A daisyUI colour of the current theme, which canvas can paint with. */
function themeColor(name: string, fallback: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback
}

/** The same colour, mostly transparent (daisyUI's colours are `oklch(...)`). */
const faint = (color: string) =>
  color.startsWith('oklch(') ? color.replace(/\)$/, ' / 0.14)') : 'rgba(79,70,229,0.14)'

/** A second series: one tile's clicks per day, on an axis of its own (a tile's clicks are far fewer than views). */
export interface TileSeries {
  label: string
  clicks: number[]
}

interface ViewsChartProps {
  daily: AnalyticsDay[]
  label: string
  tile?: TileSeries
}

/**
 * Views and visitors per day (uPlot, loaded with this chunk only), and the clicks of the tile
 * chosen in the heatmap (ADR 0071). The canvas is a picture: the wrapper is `role="img"` and its
 * label says what it shows; the figures are also in the stats and the heatmap.
 */
export default function ViewsChart({ daily, label, tile }: ViewsChartProps) {
  const container = useRef<HTMLDivElement>(null)
  const { i18n } = useLingui()
  const { locale } = i18n
  const views = i18n._({ id: 'analytics.views', message: 'Views' })
  const visitors = i18n._({ id: 'analytics.visitors', message: 'Visitors' })

  useEffect(() => {
    const element = container.current
    if (!element) return
    const dayLabel = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' })
    const primary = themeColor('--color-primary', '#4f46e5')
    const secondary = themeColor('--color-secondary', '#db2777')
    const muted = themeColor('--color-base-content', '#1f2937')
    const axis = { stroke: muted, grid: { stroke: 'rgba(127,127,127,0.15)' }, ticks: { show: false } }
    const accent = themeColor('--color-accent', '#0d9488')
    const data: uPlot.AlignedData = [
      daily.map((day) => utcMidnight(day.date) / 1000),
      daily.map((day) => day.views),
      daily.map((day) => day.visitors),
      ...(tile ? [tile.clicks] : []),
    ]
    const upTo = (max: number): uPlot.Range.MinMax => [0, Math.max(4, Math.ceil(max * 1.15))]
    const chart = new uPlot(
      {
        width: element.clientWidth,
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'UTC'),
        cursor: { drag: { x: false, y: false } },
        legend: { show: true, live: false },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => upTo(max) },
          clicks: { range: (_u, _min, max) => upTo(max) },
        },
        axes: [
          {
            ...axis,
            // Whole days only: the labels name days, so a tick every 12 hours printed each day twice.
            incrs: DAY_TICK_STEPS,
            values: (_u, ticks) => ticks.map((tick) => dayLabel.format(new Date(tick * 1000))),
          },
          { ...axis, size: 44 },
          ...(tile ? [{ ...axis, scale: 'clicks', side: 1, size: 44, grid: { show: false }, stroke: accent }] : []),
        ],
        series: [
          { value: (_u, seconds) => (seconds == null ? '' : formatCalendarDay(utcDay(seconds * 1000))) },
          { label: views, stroke: primary, width: 2, fill: faint(primary) },
          { label: visitors, stroke: secondary, width: 2, dash: [6, 4] },
          ...(tile ? [{ label: tile.label, scale: 'clicks', stroke: accent, width: 2.5, points: { show: true } }] : []),
        ],
      },
      data,
      element,
    )
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }))
    resize.observe(element)
    return () => {
      resize.disconnect()
      chart.destroy()
    }
  }, [daily, tile, locale, views, visitors])

  return <div ref={container} role="img" aria-label={label} className="w-full min-w-0" />
}
