import { PlayPauseIcons } from './PlayPauseIcons.js'
import type { LandingImage } from './images.js'

export const DEMO_INTERVAL_MS = 4000

const STEPS = [
  { title: 'Claim your name', text: 'Pick a username: it becomes the address of your first page.' },
  { title: 'Fill your tiles', text: 'Add an introduction, photos, links, text and a message box.' },
  { title: 'Pick a theme', text: 'Switch colours and fonts in a click; your tiles follow.' },
  { title: 'Share and hear back', text: 'Put the link in your bio. Visitors write to you, signed or anonymous.' },
]

/**
 * A walk-through built from real screenshots. The steps are radio buttons, so choosing one shows its
 * frame without JavaScript (CSS `:has`); the landing script adds autoplay and a pause button.
 */
export function DemoWalkthrough({ frames }: { frames: readonly LandingImage[] }) {
  const steps = STEPS.slice(0, frames.length)
  return (
    <section id="demo" className="section section-tinted" aria-labelledby="demo-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">How it works</p>
          <h2 id="demo-title">From sign-up to your first message in minutes</h2>
        </div>
        <div className="demo" data-demo="" data-interval={DEMO_INTERVAL_MS}>
          <fieldset className="demo-steps">
            <legend className="sr-only">Walk-through step</legend>
            {steps.map((step, index) => (
              <div key={step.title} className="demo-step">
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
                    <strong>{step.title}</strong>
                    <span>{step.text}</span>
                  </span>
                  <span className="demo-progress" aria-hidden="true" />
                </label>
              </div>
            ))}
            <button type="button" className="demo-pause" data-pause="" aria-label="Pause the walk-through" hidden>
              <PlayPauseIcons />
              <span className="demo-pause-label" aria-hidden="true">
                Pause
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
                  key={step.title}
                  className={`demo-frame demo-frame-${index + 1}`}
                  src={frames[index]!.src}
                  width={frames[index]!.width}
                  height={frames[index]!.height}
                  alt={frames[index]!.alt}
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
