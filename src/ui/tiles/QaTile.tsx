import { ANSWER_TEXTS, answerAnchor, answersPagePath, type PublicAnswer } from '@domain/answers.js'
import { utcDay } from '@domain/dates.js'
import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'

/**
 * The grid's newest answered questions (ADR 0022), with a link to all of them on
 * `/{name}/answers`. Without `answers` (the editor's preview) it says what will appear.
 */
export function QaTile({ data, gridName, answers }: TileContentProps) {
  const header = textField(data, 'header')
  return (
    // More answers than the cell holds scroll inside it: focusable, so keys can scroll it too.
    <section className="tile-body t-qa" tabIndex={0} aria-label={header || 'Questions and answers'}>
      {header ? <h2>{header}</h2> : null}
      {!answers ? <p className="qa-note">{ANSWER_TEXTS.placeholder}</p> : null}
      {answers?.answers.length === 0 ? <p className="qa-note">{ANSWER_TEXTS.none}</p> : null}
      {answers && answers.answers.length > 0 ? (
        <>
          <ol className="qa-list">
            {answers.answers.map((answer) => (
              <li key={answer.id}>
                <AnsweredQuestion answer={answer} />
              </li>
            ))}
          </ol>
          <a className="pill" href={answersPagePath(gridName)}>
            {ANSWER_TEXTS.allAnswers}
          </a>
        </>
      ) : null}
    </section>
  )
}

/** One question and its answer; on the answers page with its anchor and a link to it. */
export function AnsweredQuestion({ answer, anchored = false }: { answer: PublicAnswer; anchored?: boolean }) {
  const anchor = answerAnchor(answer.id)
  return (
    <article className="qa" id={anchored ? anchor : undefined}>
      <p className="qa-q" dir="auto">
        {answer.question}
      </p>
      <p className="qa-by" dir="auto">
        {answer.author}
      </p>
      <p className="qa-a" dir="auto">
        <span className="sr-only">Answer: </span>
        {answer.answer}
      </p>
      {anchored ? (
        <a className="qa-link" href={`#${anchor}`}>
          <time dateTime={answer.answeredAt.toISOString()}>{utcDay(answer.answeredAt)}</time>
        </a>
      ) : null}
    </article>
  )
}
