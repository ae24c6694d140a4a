import { AUTHOR_MAX, MESSAGE_MAX, MESSAGE_MIN } from '../../domain/messages.js'
import { css, VISUALLY_HIDDEN } from '../styles/css.js'
import { booleanField, textField, type TileContentProps } from './tile-data.js'

// On a short tile (one row) the labels are read out but not shown, and the placeholders, hidden
// elsewhere as they would repeat the labels, say the same on screen.
export const messageTileCss = css`
  .t-message {
    gap: 0.625rem;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    min-width: 0;
  }
  .field-grow {
    flex: 1;
    min-height: 0;
  }
  .t-message label {
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .t-message textarea,
  .t-message input {
    width: 100%;
    min-width: 0;
    padding: 0.625rem 0.75rem;
    border: 0;
    border-radius: calc(var(--radius) * 0.55);
    font: inherit;
    font-size: 1rem;
    color: var(--text);
    background: var(--surface);
  }
  .t-message ::placeholder {
    color: transparent;
  }
  .t-message textarea {
    flex: 1;
    min-height: 4.5rem;
    resize: none;
  }
  .send-row {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.5rem;
  }
  .send-row .field {
    flex: 1 1 9rem;
  }
  .t-message button {
    flex: 1 0 auto;
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    border: 0;
    border-radius: calc(var(--radius) * 0.55);
    font: inherit;
    font-weight: 700;
    color: var(--accent-text);
    background: var(--accent);
    cursor: pointer;
  }
  .sent {
    font-size: 1.375rem;
    font-weight: 800;
  }
  .notice {
    padding: 0.5rem 0.75rem;
    border-radius: calc(var(--radius) * 0.55);
    font-weight: 600;
    background: var(--surface);
    color: var(--text);
  }
  .again {
    font-weight: 700;
  }
  .honeypot {
    position: absolute;
    left: -10000px;
    width: 1px;
    height: 1px;
    overflow: hidden;
  }
  @container (max-height: 13rem) {
    .t-message {
      gap: 0.375rem;
    }
    .t-message label {
      ${VISUALLY_HIDDEN};
    }
    .t-message textarea {
      min-height: 2.75rem;
    }
    .t-message ::placeholder {
      color: color-mix(in oklab, var(--text) 70%, transparent);
    }
  }
`

/**
 * A plain form that works without JavaScript. The author field shows only where the tile allows
 * anonymous messages and is at least 2 cells wide (spec). `website` is a honeypot: people never
 * see or reach it, so a message that fills it in came from a bot.
 */
export function MessageTile({ tileId, data, width, gridName, notice }: TileContentProps) {
  const header = textField(data, 'header')
  const showAuthor = booleanField(data, 'allowAnonymous', true) && width >= 2
  const id = (field: string) => `${tileId}-${field}`
  if (notice?.kind === 'sent') {
    return (
      <div className="tile-body t-message" role="status">
        {header ? <h2>{header}</h2> : null}
        <p className="sent">message sent!</p>
        <p>{notice.text}</p>
        <a className="again" href={`/${encodeURIComponent(gridName)}`}>
          Send another message
        </a>
      </div>
    )
  }
  return (
    <form
      className="tile-body t-message"
      method="post"
      action={`/${encodeURIComponent(gridName)}/messages`}
      aria-labelledby={header ? id('header') : undefined}
    >
      {header ? <h2 id={id('header')}>{header}</h2> : null}
      {notice ? (
        <p className="notice" role="alert">
          {notice.text}
        </p>
      ) : null}
      <input type="hidden" name="tileId" value={tileId} />
      <div className="field field-grow">
        <label htmlFor={id('message')}>Your message</label>
        <textarea
          id={id('message')}
          name="message"
          required
          minLength={MESSAGE_MIN}
          maxLength={MESSAGE_MAX}
          rows={3}
          placeholder="Your message"
        />
      </div>
      <div className="send-row">
        {showAuthor ? (
          <div className="field">
            <label htmlFor={id('author')}>Your name (optional)</label>
            <input
              id={id('author')}
              name="author"
              maxLength={AUTHOR_MAX}
              autoComplete="nickname"
              placeholder="Name (optional)"
            />
          </div>
        ) : null}
        <button type="submit">Send Message</button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input id={id('website')} name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  )
}
