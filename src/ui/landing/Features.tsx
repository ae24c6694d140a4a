import type { ReactNode } from 'react'
import { Icon } from '../icons.js'

const FEATURES: { title: string; text: string; icon: ReactNode; tint: string }[] = [
  {
    title: 'Several pages, one account',
    text: 'A page for you, one for your band, one for your shop. Pro holds up to 6 Tesseras, each with its own address, layout and theme.',
    icon: <Icon name="grid" className="icon" />,
    tint: 'tint-blue',
  },
  {
    title: 'Messages, named or anonymous',
    text: 'Add a message box and let visitors write to you. You decide whether they may stay anonymous or must sign in.',
    icon: <Icon name="message" className="icon" />,
    tint: 'tint-violet',
  },
  {
    title: 'Pick a random message',
    text: 'Running a giveaway or a Q&A? Filter your inbox and let Tessera draw a message at random, fair and square.',
    icon: <Icon name="dice" className="icon" />,
    tint: 'tint-pink',
  },
  {
    title: 'Over 15 themes',
    text: 'From clean light and dark to synthwave, retro and pastel. Switch the look in one click, add a font and a grain effect.',
    icon: <Icon name="palette" className="icon" />,
    tint: 'tint-cyan',
  },
]

export function Features() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Features</p>
          <h2 id="features-title">More than a list of links</h2>
          <p className="section-lead">Tiles for everything you want to show, and a way for people to answer.</p>
        </div>
        <ul className="feature-grid">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card feature">
              <span className={`feature-icon ${feature.tint}`}>{feature.icon}</span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
