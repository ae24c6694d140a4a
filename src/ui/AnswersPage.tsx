import { useLingui } from '@lingui/react'
import { ANSWER_TEXTS, answersPagePath, type AnswersPage as AnswersPageData } from '@domain/answers.js'
import { DEFAULT_GRID_SETTINGS, GridSettingsSchema } from '@domain/grid.js'
import { fontById, fontFileUrl } from '@domain/fonts.js'
import { themeByName } from '@domain/themes.js'
import { textField } from '@domain/tile-fields.js'
import { ANSWERS_TILE, OWNER_INTRODUCTION } from '@domain/tile-types.js'
import { Document } from './Document.js'
import { MadeWithTessera, pageText, type PublicGrid } from './GridPage.js'
import ANSWERS_PAGE_CSS from './styles/answers-page.css?inline'
import PAGE_CSS from './styles/page.css?inline'
import { fontCss, fontFiles, themeCss } from './styles/page-rules.js'
import { AnsweredQuestion } from './tiles/QaTile.js'
import QA_TILE_CSS from './tiles/qa-tile.css?inline'

interface AnswersPageProps {
  grid: PublicGrid
  answers: AnswersPageData
  canonicalUrl?: string
}

/**
 * Every answered question of a grid, newest first, in the grid's theme and font: a document paged
 * by links (no JavaScript), each answer with its own anchor.
 */
export function AnswersPage({ grid, answers, canonicalUrl }: AnswersPageProps) {
  const { i18n } = useLingui()
  const parsedSettings = GridSettingsSchema.safeParse(grid.settings)
  const settings = parsedSettings.success ? parsedSettings.data : DEFAULT_GRID_SETTINGS
  const font = fontById(settings.fontId)
  const { name } = pageText(
    grid,
    grid.tiles.find((tile) => tile.type === OWNER_INTRODUCTION),
    settings.showLogo,
  )
  const qaTile = grid.tiles.find((tile) => tile.type === ANSWERS_TILE)
  const heading =
    (qaTile && textField(qaTile.data, 'header').trim()) ||
    i18n._({ id: 'answersPage.heading', message: 'Questions & answers' })
  const paged =
    answers.page > 1
      ? i18n._({
          id: 'answersPage.pagedTitle',
          message: '{heading}, page {page}',
          values: { heading, page: answers.page },
        })
      : heading
  const title = `${paged} · ${name}`
  const css = themeCss(themeByName(grid.theme)) + fontCss(font) + PAGE_CSS + QA_TILE_CSS + ANSWERS_PAGE_CSS
  return (
    <Document
      title={settings.showLogo ? `${title} · Tessera` : title}
      description={heading}
      css={css}
      canonicalUrl={canonicalUrl}
    >
      {fontFiles(font).map((file) => (
        <link key={file} rel="preload" href={fontFileUrl(file)} as="font" type="font/woff2" crossOrigin="" />
      ))}
      <main className="answers">
        <a className="back" href={`/${encodeURIComponent(grid.name)}`}>
          ← {name}
        </a>
        <h1>{heading}</h1>
        {answers.answers.length === 0 ? <p>{i18n._(ANSWER_TEXTS.none)}</p> : null}
        <ol className="qa-list">
          {answers.answers.map((answer) => (
            <li key={answer.id}>
              <AnsweredQuestion answer={answer} />
            </li>
          ))}
        </ol>
        {answers.page > 1 || !answers.isLastPage ? (
          <nav className="pages" aria-label={i18n._({ id: 'answersPage.pages', message: 'Pages of answers' })}>
            {answers.page > 1 ? (
              <a href={answersPagePath(grid.name, answers.page - 1)} rel="prev">
                {i18n._(ANSWER_TEXTS.newer)}
              </a>
            ) : null}
            <span aria-current="page">
              {i18n._({ id: 'answersPage.page', message: 'Page {page}', values: { page: answers.page } })}
            </span>
            {answers.isLastPage ? null : (
              <a href={answersPagePath(grid.name, answers.page + 1)} rel="next">
                {i18n._(ANSWER_TEXTS.older)}
              </a>
            )}
          </nav>
        ) : null}
      </main>
      {settings.showLogo ? <MadeWithTessera /> : null}
    </Document>
  )
}
