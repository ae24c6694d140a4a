import type { ReactNode } from 'react'
import { Icon } from '../icons.js'

/** Four questions as native disclosure widgets: keyboard and screen-reader support come built in. */
export function Faq({ contactEmail }: { contactEmail?: string }) {
  const items: { question: string; answer: ReactNode }[] = [
    {
      question: 'Why do I need a Tessera?',
      answer: (
        <p>
          Most social profiles give you room for one link. Tessera makes that link count: your work, your socials, your
          contact details and a way to reach you, on one fast page that looks good on any phone.
        </p>
      ),
    },
    {
      question: 'Is it just a list of links?',
      answer: (
        <p>
          No. Links are one kind of tile. Add an introduction card, photos, text, a grid of four links and a message box
          where visitors can write to you, anonymously if you allow it. Arrange the tiles freely, with separate layouts
          for computers and phones.
        </p>
      ),
    },
    {
      question: 'Will Tessera be developed further?',
      answer: (
        <p>
          Yes. Stats and analytics are here, and so are pop-up messages for visitors: a short notice, with a link and
          dates if you like, that opens over your page (or shows as a banner at the top when JavaScript is off). Pro
          includes every future feature at no extra cost. Tell us what you would like next on the feedback page once you
          have signed in.
        </p>
      ),
    },
    {
      question: 'How can I contact you?',
      answer: contactEmail ? (
        <p>
          Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. Signed in, you can also send us a note
          from the <a href="/feedback">feedback page</a>.
        </p>
      ) : (
        <p>
          Signed in, send us a note from the <a href="/feedback">feedback page</a>. Our contact address is in the{' '}
          <a href="/privacy-policy#contact">privacy policy</a>.
        </p>
      ),
    },
  ]
  return (
    <section id="faq" className="section" aria-labelledby="faq-title">
      <div className="container faq-layout">
        <div className="section-head section-head-left">
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-title">Questions, answered</h2>
        </div>
        <div className="faq">
          {items.map((item) => (
            <details key={item.question} className="faq-item">
              <summary>
                <span>{item.question}</span>
                <Icon name="plus" className="plus" />
              </summary>
              <div className="faq-answer">{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
