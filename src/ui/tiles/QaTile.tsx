import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { ANSWER_TEXTS, answerAnchor, answersPagePath, newestAnswerPath, type PublicAnswer } from '@domain/answers.js'
import { utcDay } from '@domain/dates.js'
import { DEFAULT_AUTHOR_LABEL } from '@domain/messages.js'
import { answerMayOverflow } from '@domain/text-fit.js'
import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'

/** Before an answer, for screen readers. */
const ANSWER_LABEL = /*i18n*/ { id: 'page.qa.answer', message: 'Answer: ' }

/**
 * Who asked, as a page says it: `@username` as it is, or "Anonymous" in the page's language (the
 * one word a public author is otherwise, `publicAuthor`).
 */
export function shownAuthor(author: string, i18n: I18n): string {
  return author === DEFAULT_AUTHOR_LABEL ? i18n._({ id: 'page.qa.anonymous', message: 'Anonymous' }) : author
}

/**
 * The grid's newest answered question (ADR 0022), with a link to all of them on `/{name}/answers`.
 * In a fixed cell the answer shows the lines that fit whole and ends with an ellipsis (qa-tile.css);
 * visitors then also get "Read the answer", to it on the answers page. Without `answers` (the
 * editor's preview) it says what will appear.
 */
export function QaTile({ data, gridName, answers, width, height }: TileContentProps) {
  const { i18n } = useLingui()
  const header = textField(data, 'header')
  const newest = answers?.answers[0]
  const offersMore =
    newest !== undefined &&
    answerMayOverflow({ header, question: newest.question, answer: newest.answer }, width, height)
  return (
    <section
      className="tile-body t-qa"
      aria-label={header || i18n._({ id: 'page.qa.questionsAndAnswers', message: 'Questions and answers' })}
    >
      {header ? <h2>{header}</h2> : null}
      {!answers || !newest ? (
        <div className="qa-fit">
          <p className="qa-note">{i18n._(answers ? ANSWER_TEXTS.none : ANSWER_TEXTS.placeholder)}</p>
        </div>
      ) : null}
      {newest ? (
        <>
          <article className="qa qa-newest">
            <p className="qa-q" dir="auto">
              {newest.question}
            </p>
            <p className="qa-by" dir="auto">
              {shownAuthor(newest.author, i18n)}
            </p>
            <div className="qa-fit">
              <p className="qa-a" dir="auto">
                <span className="sr-only">{i18n._(ANSWER_LABEL)}</span>
                {newest.answer}
              </p>
            </div>
          </article>
          <p className="qa-links">
            {offersMore ? (
              <a className="qa-read" href={newestAnswerPath(gridName, newest.id)}>
                {i18n._(ANSWER_TEXTS.readAnswer)}
              </a>
            ) : null}
            <a className="qa-all" href={answersPagePath(gridName)}>
              {i18n._(ANSWER_TEXTS.allAnswers)}
            </a>
          </p>
        </>
      ) : null}
    </section>
  )
}

/** One question and its answer on the answers page, with its anchor and a link to it. */
export function AnsweredQuestion({ answer }: { answer: PublicAnswer }) {
  const { i18n } = useLingui()
  const anchor = answerAnchor(answer.id)
  return (
    <article className="qa" id={anchor}>
      <p className="qa-q" dir="auto">
        {answer.question}
      </p>
      <p className="qa-by" dir="auto">
        {shownAuthor(answer.author, i18n)}
      </p>
      <p className="qa-a" dir="auto">
        <span className="sr-only">{i18n._(ANSWER_LABEL)}</span>
        {answer.answer}
      </p>
      <a className="qa-link" href={`#${anchor}`}>
        <time dateTime={answer.answeredAt.toISOString()}>{utcDay(answer.answeredAt)}</time>
      </a>
    </article>
  )
}
