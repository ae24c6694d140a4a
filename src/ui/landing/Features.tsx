import { useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { Icon } from '../icons.js'

const FEATURES: { title: MessageDescriptor; text: MessageDescriptor; icon: ReactNode; tint: string }[] = [
  {
    title: /*i18n*/ { id: 'landing.features.pages.title', message: 'Several pages, one account' },
    text: /*i18n*/ {
      id: 'landing.features.pages.text',
      message:
        'A page for you, one for your band, one for your shop. Pro holds up to 6 Tesseras, each with its own address, layout and theme.',
    },
    icon: <Icon name="grid" className="icon" />,
    tint: 'tint-blue',
  },
  {
    title: /*i18n*/ { id: 'landing.features.messages.title', message: 'Messages, named or anonymous' },
    text: /*i18n*/ {
      id: 'landing.features.messages.text',
      message:
        'Add a message box and let visitors write to you. You decide whether they may stay anonymous or must sign in.',
    },
    icon: <Icon name="message" className="icon" />,
    tint: 'tint-violet',
  },
  {
    title: /*i18n*/ { id: 'landing.features.random.title', message: 'Pick a random message' },
    text: /*i18n*/ {
      id: 'landing.features.random.text',
      message:
        'Running a giveaway or a Q&A? Filter your inbox and let Tessera draw a message at random, fair and square.',
    },
    icon: <Icon name="dice" className="icon" />,
    tint: 'tint-pink',
  },
  {
    title: /*i18n*/ { id: 'landing.features.themes.title', message: 'Over 15 themes' },
    text: /*i18n*/ {
      id: 'landing.features.themes.text',
      message:
        'From clean light and dark to synthwave, retro and pastel. Switch the look in one click, add a font and a grain effect.',
    },
    icon: <Icon name="palette" className="icon" />,
    tint: 'tint-cyan',
  },
]

export function Features() {
  const { i18n } = useLingui()
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{i18n._({ id: 'site.features', message: 'Features' })}</p>
          <h2 id="features-title">{i18n._({ id: 'landing.features.title', message: 'More than a list of links' })}</h2>
          <p className="section-lead">
            {i18n._({
              id: 'landing.features.lead',
              message: 'Tiles for everything you want to show, and a way for people to answer.',
            })}
          </p>
        </div>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title.id} className="card feature">
              <span className={`feature-icon ${feature.tint}`}>{feature.icon}</span>
              <h3>{i18n._(feature.title)}</h3>
              <p>{i18n._(feature.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
