import { useLingui } from '@lingui/react'
import { AUTHOR_FIELD_TEXTS, AUTHOR_MAX, MESSAGE_MAX, MESSAGE_MIN } from '@domain/messages.js'
import { DEFAULT_PAUSE_NOTE } from '@domain/moderation.js'
import { booleanField, textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'

/** The words the message box says in more than one of its states. */
const MESSAGE_BOX_TEXTS = {
  sendMessage: /*i18n*/ { id: 'messageBox.sendMessage', message: 'Send Message' },
  sent: /*i18n*/ { id: 'messageBox.sent', message: 'message sent!' },
  again: /*i18n*/ { id: 'messageBox.sendAnother', message: 'Send another message' },
}

/** Small tiles (one row high, or two cells wide) take the message in steps; larger ones show the form. */
export function isStepwiseMessageTile(width: number, height: number): boolean {
  return height === 1 || width <= 2
}

/**
 * "As user": writing under one's username, through the sign-in when there is no session (the page's
 * script). A step of its own on a small tile; in a larger tile's form, a link-like button beside the
 * 'Send anonymously' box, which is off without a session, shown by the script (it does nothing without).
 */
function AsUserChoice({ inForm }: { inForm: boolean }) {
  const { i18n } = useLingui()
  return (
    // The script names the visitor once it knows them, putting their username where `{username}` stands.
    <button
      type="button"
      className={inForm ? 'as-link' : undefined}
      data-choice="user"
      data-template={i18n._({
        id: 'messageBox.asUsername',
        message: 'As {username}',
        values: { username: '{username}' },
      })}
      hidden={inForm}
    >
      {i18n._({ id: 'messageBox.asUser', message: 'As user' })}
    </button>
  )
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
export function MessageTile({ tileId, data, width, height, gridName, notice, pauseNote }: TileContentProps) {
  const header = textField(data, 'header')
  const allowAnonymous = booleanField(data, 'allowAnonymous', true)
  const stepwise = isStepwiseMessageTile(width, height)
  const showAuthor = allowAnonymous && width >= 2 && !stepwise
  const id = (field: string) => `${tileId}-${field}`
  const { i18n } = useLingui()
  const yourMessage = i18n._({ id: 'messageBox.yourMessage', message: 'Your message' })
  if (pauseNote !== undefined && pauseNote !== null) {
    return (
      <div className="tile-body t-message" data-paused="">
        {header ? <h2>{header}</h2> : null}
        <p className="notice">{pauseNote || i18n._(DEFAULT_PAUSE_NOTE)}</p>
      </div>
    )
  }
  if (notice?.kind === 'sent') {
    // The spec's 'Message Sent!' is the page's toast (GridPage), not a second line here.
    return (
      <div className="tile-body t-message" role="status">
        {header ? <h2>{header}</h2> : null}
        <p className="sent">{i18n._(MESSAGE_BOX_TEXTS.sent)}</p>
        <a className="button again" href={`/${encodeURIComponent(gridName)}`}>
          {i18n._(MESSAGE_BOX_TEXTS.again)}
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
              {i18n._(MESSAGE_BOX_TEXTS.sendMessage)}
            </a>
          </div>
          <div
            className="step step-row"
            data-part="choose"
            role="group"
            aria-label={i18n._({ id: 'messageBox.sendAs', message: 'Send as' })}
          >
            {allowAnonymous ? (
              <button type="button" data-choice="incognito">
                {i18n._({ id: 'messageBox.incognito', message: 'Incognito' })}
              </button>
            ) : null}
            <AsUserChoice inForm={false} />
          </div>
        </>
      ) : null}
      {/* Filled in and shown by the page's script while the message goes under the visitor's username (ADR 0069). */}
      <p className="sending-as" hidden>
        {/* The script puts the visitor's username where `{username}` stands. */}
        <span
          data-template={i18n._({
            id: 'messageBox.sendingAs',
            message: 'Sending as @{username}',
            values: { username: '{username}' },
          })}
        />
        {allowAnonymous ? (
          <>
            {' '}
            <button type="button" className="as-link" data-choice="incognito">
              {i18n._({ id: 'messageBox.switchToIncognito', message: 'Switch to Incognito' })}
            </button>
          </>
        ) : null}
      </p>
      <div className="step step-message" data-part="message" id={id('write')}>
        <div className="field field-grow">
          <label htmlFor={id('message')}>{yourMessage}</label>
          <textarea
            id={id('message')}
            name="message"
            required
            minLength={MESSAGE_MIN}
            maxLength={MESSAGE_MAX}
            rows={3}
            placeholder={yourMessage}
          />
        </div>
        <div className="send-row">
          {showAuthor ? (
            <div className="field">
              <label htmlFor={id('author')}>{i18n._(AUTHOR_FIELD_TEXTS.label)}</label>
              <input
                id={id('author')}
                name="author"
                maxLength={AUTHOR_MAX}
                autoComplete="nickname"
                placeholder={i18n._(AUTHOR_FIELD_TEXTS.label)}
                aria-describedby={id('author-hint')}
              />
              {/* The page's script adds, for a signed-in visitor, that unticking sends under their username. */}
              <p
                className="hint"
                id={id('author-hint')}
                data-signed-in={i18n._(AUTHOR_FIELD_TEXTS.signedInHint, { username: '{username}' })}
                data-sent-as={i18n._(AUTHOR_FIELD_TEXTS.sentAs, { username: '{username}' })}
              >
                {i18n._(AUTHOR_FIELD_TEXTS.hint)}
              </p>
            </div>
          ) : null}
          {allowAnonymous && !stepwise ? (
            // Without a session every message is anonymous: the script enables this for signed-in visitors.
            <label className="anon">
              <input type="checkbox" defaultChecked disabled />
              {i18n._({ id: 'messageBox.sendAnonymously', message: 'Send anonymously' })}
            </label>
          ) : null}
          {stepwise ? null : <AsUserChoice inForm />}
          <button type="submit">
            {stepwise ? i18n._({ id: 'messageBox.send', message: 'Send' }) : i18n._(MESSAGE_BOX_TEXTS.sendMessage)}
          </button>
        </div>
      </div>
      <div className="step" data-part="sent">
        <p className="sent">{i18n._(MESSAGE_BOX_TEXTS.sent)}</p>
        <button type="button" className="again" data-choice="again">
          {i18n._(MESSAGE_BOX_TEXTS.again)}
        </button>
      </div>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id('website')}>
          {i18n._({ id: 'messageBox.leaveEmpty', message: 'Leave this field empty' })}
        </label>
        <input id={id('website')} name="website" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  )
}
