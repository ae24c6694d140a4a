import { Trans, useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Icon } from '../icons.js'

/** Four questions as native disclosure widgets: keyboard and screen-reader support come built in. */
export function Faq({ contactEmail }: { contactEmail?: string }) {
  const { i18n } = useLingui()
  const feedback = <a href="/feedback" />
  const items: { id: string; question: string; answer: ReactNode }[] = [
    {
      id: 'why',
      question: i18n._({ id: 'landing.faq.why.question', message: 'Why do I need a Tessera?' }),
      answer: i18n._({
        id: 'landing.faq.why.answer',
        message:
          'Most social profiles give you room for one link. Tessera makes that link count: your work, your socials, your contact details and a way to reach you, on one fast page that looks good on any phone.',
      }),
    },
    {
      id: 'links',
      question: i18n._({ id: 'landing.faq.links.question', message: 'Is it just a list of links?' }),
      answer: i18n._({
        id: 'landing.faq.links.answer',
        message:
          'No. Links are one kind of tile. Add an introduction card, photos, text, a grid of four links and a message box where visitors can write to you, anonymously if you allow it. Arrange the tiles freely, with separate layouts for computers and phones.',
      }),
    },
    {
      id: 'future',
      question: i18n._({ id: 'landing.faq.future.question', message: 'Will Tessera be developed further?' }),
      answer: i18n._({
        id: 'landing.faq.future.answer',
        message:
          'Yes. Stats and analytics are here, and so are pop-up messages for visitors: a short notice, with a link and dates if you like, that opens over your page (or shows as a banner at the top when JavaScript is off). Pro includes every future feature at no extra cost. Tell us what you would like next on the feedback page once you have signed in.',
      }),
    },
    {
      id: 'contact',
      question: i18n._({ id: 'landing.faq.contact.question', message: 'How can I contact you?' }),
      answer: contactEmail ? (
        <Trans
          id="landing.faq.contact.email"
          message="Write to us at <0>{email}</0>. Signed in, you can also send us a note from the <1>feedback page</1>."
          values={{ email: contactEmail }}
          components={{ 0: <a href={`mailto:${contactEmail}`} />, 1: feedback }}
        />
      ) : (
        <Trans
          id="landing.faq.contact.noEmail"
          message="Signed in, send us a note from the <0>feedback page</0>. Our contact address is in the <1>privacy policy</1>."
          components={{ 0: feedback, 1: <a href="/privacy-policy#contact" /> }}
        />
      ),
    },
  ]
  return (
    <section id="faq" className="section" aria-labelledby="faq-title">
      <div className="container faq-layout">
        <div className="section-head section-head-left">
          <p className="eyebrow">{i18n._({ id: 'site.faq', message: 'FAQ' })}</p>
          <h2 id="faq-title">{i18n._({ id: 'landing.faq.title', message: 'Questions, answered' })}</h2>
        </div>
        <div className="faq">
          {items.map((item) => (
            <details key={item.id} className="faq-item">
              <summary>
                <span>{item.question}</span>
                <Icon name="plus" className="plus" />
              </summary>
              <div className="faq-answer">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
