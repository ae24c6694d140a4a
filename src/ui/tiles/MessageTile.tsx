import { AUTHOR_MAX, MESSAGE_MAX, MESSAGE_MIN } from '../../domain/messages.js'
import { css, VISUALLY_HIDDEN } from '../styles/css.js'
import { booleanField, textField, type TileContentProps } from './tile-data.js'

// Which part of the tile shows is `data-step` on the form (see MessageTile). On a short tile the
// labels are read out but not shown, and the placeholders, hidden elsewhere as they would repeat
// the labels, say the same on screen; on the shortest the stepwise message sits beside its Send
// button. Buttons may wrap their text, so that nothing spills out of a one-cell tile.
export const messageTileCss = css`
  .t-message {
    gap: 0.625rem;
  }
  .t-message [data-part] {
    display: none;
    flex: 1 1 auto;
    flex-direction: column;
    gap: 0.625rem;
    min-height: 0;
  }
  .t-message[data-step='start'] [data-part='start'],
  .t-message[data-step='choose'] [data-part='choose'],
  .t-message[data-step='message'] [data-part='message'],
  .t-message[data-step='sent'] [data-part='sent'],
  .t-message[data-step='start'] [data-part='message']:target {
    display: flex;
  }
  .t-message[data-step='start']:has(:target) [data-part='start'] {
    display: none;
  }
  .t-message .step-row {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 0.5rem;
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
  .t-message input:not([type='checkbox']) {
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
  .t-message input:disabled {
    opacity: 0.6;
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
  .t-message .anon {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    font-size: 0.875rem;
  }
  .anon input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: var(--accent);
  }
  .t-message :is(button, .button) {
    display: inline-flex;
    flex: 1 1 auto;
    min-width: 0;
    text-align: center;
    align-items: center;
    justify-content: center;
    min-height: 2.75rem;
    padding: 0.625rem 1.25rem;
    border: 0;
    border-radius: calc(var(--radius) * 0.55);
    font: inherit;
    font-weight: 700;
    text-decoration: none;
    color: var(--accent-text);
    background: var(--accent);
    cursor: pointer;
  }
  .t-message button:disabled {
    cursor: progress;
    opacity: 0.7;
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
  .notice[hidden] {
    display: none;
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
  .toaster {
    position: fixed;
    z-index: 10;
    top: 1rem;
    right: 1rem;
    display: flex;
    flex-direction: column;
    align-items: flex-end;
    gap: 0.5rem;
    max-width: calc(100vw - 2rem);
    pointer-events: none;
  }
  .toast {
    margin: 0;
    padding: 0.875rem 1.125rem;
    border: 1px solid #a7f3d0;
    border-radius: 0.75rem;
    font-weight: 700;
    color: #065f46;
    background: #ecfdf5;
    box-shadow: 0 10px 30px -12px rgb(0 0 0/0.35);
  }
  @container (max-height: 18rem) {
    .t-message .field label {
      ${VISUALLY_HIDDEN};
    }
    .t-message textarea {
      min-height: 2.75rem;
    }
    .t-message ::placeholder {
      color: color-mix(in oklab, var(--text) 70%, transparent);
    }
  }
  @container (max-width: 10rem) {
    .t-message :is(button, .button) {
      padding-inline: 0.5rem;
      font-size: 0.875rem;
    }
  }
  @container (max-height: 13rem) {
    .t-message,
    .t-message [data-part] {
      gap: 0.375rem;
    }
    .t-message[data-flow='steps'] .step-message {
      flex-direction: row;
    }
    .t-message[data-flow='steps'] .send-row {
      align-self: flex-end;
    }
  }
`

/** Small tiles (one row high, or two cells wide) take the message in steps; larger ones show the form. */
export function isStepwiseMessageTile(width: number, height: number): boolean {
  return height === 1 || width <= 2
}

/**
 * A plain form that works without JavaScript; the page's script (src/ui/enhance/message-flow.ts)
 * turns it into the spec's flow, posting with fetch. `data-step` says which part shows: on a small
 * tile the first is a 'Send Message' button (a link to the form, so it opens without JavaScript
 * too), then the choice between Incognito and the visitor's account, then the message; the
 * 'message sent!' part only ever shows with the script. The author field shows only where the
 * tile allows anonymous messages and is at least 2 cells wide (spec). `website` is a honeypot:
 * people never see or reach it, so a message that fills it in came from a bot.
 */
export function MessageTile({ tileId, data, width, height, gridName, notice }: TileContentProps) {
  const header = textField(data, 'header')
  const allowAnonymous = booleanField(data, 'allowAnonymous', true)
  const stepwise = isStepwiseMessageTile(width, height)
  const showAuthor = allowAnonymous && width >= 2 && !stepwise
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
      data-flow={stepwise ? 'steps' : 'form'}
      // After a refused post the form is open, showing why.
      data-step={stepwise && !notice ? 'start' : 'message'}
      data-anonymous={allowAnonymous ? undefined : 'false'}
    >
      {header ? <h2 id={id('header')}>{header}</h2> : null}
      <p className="notice" role="alert" hidden={!notice}>
        {notice?.text}
      </p>
      <input type="hidden" name="tileId" value={tileId} />
      {stepwise ? (
        <>
          <div className="step step-row" data-part="start">
            <a className="button" href={`#${id('write')}`}>
              Send Message
            </a>
          </div>
          <div className="step step-row" data-part="choose" role="group" aria-label="Send as">
            {allowAnonymous ? (
              <button type="button" data-choice="incognito">
                Incognito
              </button>
            ) : null}
            <button type="button" data-choice="user">
              As user
            </button>
          </div>
        </>
      ) : null}
      <div className="step step-message" data-part="message" id={id('write')}>
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
          {allowAnonymous && !stepwise ? (
            // Without a session every message is anonymous: the script enables this for signed-in visitors.
            <label className="anon">
              <input type="checkbox" defaultChecked disabled />
              Send anonymously
            </label>
          ) : null}
          <button type="submit">{stepwise ? 'Send' : 'Send Message'}</button>
        </div>
      </div>
      <div className="step" data-part="sent">
        <p className="sent">message sent!</p>
        <button type="button" data-choice="again">
          Send another message
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>Leave this field empty</label>
        <input id={id('website')} name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  )
}
