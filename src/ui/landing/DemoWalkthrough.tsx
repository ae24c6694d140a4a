import { useLingui } from '@lingui/react'
import { PlayPauseIcons } from './PlayPauseIcons.js'
import type { LandingImage } from './images.js'

export const DEMO_INTERVAL_MS = 4000

const STEPS = [
  {
    title: /*i18n*/ { id: 'landing.demo.claim.title', message: 'Claim your name' },
    text: /*i18n*/ {
      id: 'landing.demo.claim.text',
      message: 'Pick a username: it becomes the address of your first page.',
    },
  },
  {
    title: /*i18n*/ { id: 'landing.demo.tiles.title', message: 'Fill your tiles' },
    text: /*i18n*/ {
      id: 'landing.demo.tiles.text',
      message: 'Add an introduction, photos, links, text and a message box.',
    },
  },
  {
    title: /*i18n*/ { id: 'landing.demo.theme.title', message: 'Pick a theme' },
    text: /*i18n*/ {
      id: 'landing.demo.theme.text',
      message: 'Switch colours and fonts in a click; your tiles follow.',
    },
  },
  {
    title: /*i18n*/ { id: 'landing.demo.share.title', message: 'Share and hear back' },
    text: /*i18n*/ {
      id: 'landing.demo.share.text',
      message: 'Put the link in your bio. Visitors write to you, signed or anonymous.',
    },
  },
]

/**
 * A walk-through built from real screenshots. The steps are radio buttons, so choosing one shows its
 * frame without JavaScript (CSS `:has`); the landing script adds autoplay and a pause button.
 */
export function DemoWalkthrough({ frames }: { frames: readonly LandingImage[] }) {
  const { i18n } = useLingui()
  const steps = STEPS.slice(0, frames.length)
  const pause = i18n._({ id: 'landing.demo.pauseButton', message: 'Pause' })
  return (
    <section id="demo" className="section section-tinted" aria-labelledby="demo-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{i18n._({ id: 'site.howItWorks', message: 'How it works' })}</p>
          <h2 id="demo-title">
            {i18n._({ id: 'landing.demo.title', message: 'From sign-up to your first message in minutes' })}
          </h2>
        </div>
        <div className="demo" data-demo="" data-interval={DEMO_INTERVAL_MS}>
          <fieldset className="demo-steps">
            <legend className="sr-only">{i18n._({ id: 'landing.demo.legend', message: 'Walk-through step' })}</legend>
            {steps.map((step, index) => (
              <div key={step.title.id} className="demo-step">
                <input
                  type="radio"
                  name="demo-step"
                  id={`demo-step-${index + 1}`}
                  value={index + 1}
                  defaultChecked={index === 0}
                  className="sr-only"
                />
                <label htmlFor={`demo-step-${index + 1}`}>
                  <span className="demo-step-number" aria-hidden="true">
                    {index + 1}
                  </span>
                  <span className="demo-step-text">
                    <strong>{i18n._(step.title)}</strong>
                    <span>{i18n._(step.text)}</span>
                  </span>
                  <span className="demo-progress" aria-hidden="true" />
                </label>
              </div>
            ))}
            <button
              type="button"
              className="demo-pause"
              data-pause=""
              aria-label={i18n._({ id: 'landing.demo.pause', message: 'Pause the walk-through' })}
              data-label-start={i18n._({ id: 'landing.demo.play', message: 'Play the walk-through' })}
              data-text-play={i18n._({ id: 'landing.demo.playButton', message: 'Play' })}
              data-text-pause={pause}
              hidden
            >
              <PlayPauseIcons />
              <span className="demo-pause-label" aria-hidden="true">
                {pause}
              </span>
            </button>
          </fieldset>
          <div className="browser">
            <div className="browser-bar" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
            <div className="browser-screen">
              {steps.map((step, index) => (
                <img
                  key={step.title.id}
                  className={`demo-frame demo-frame-${index + 1}`}
                  src={frames[index]!.src}
                  width={frames[index]!.width}
                  height={frames[index]!.height}
                  alt={i18n._(frames[index]!.alt)}
                  loading="lazy"
                  decoding="async"
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
