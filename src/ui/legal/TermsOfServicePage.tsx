import { Trans, useLingui } from '@lingui/react'
import type { Locale } from '@domain/locales.js'
import { formatUsd, landingPrices } from '../landing/prices.js'
import { countriesIn } from '../operator.js'
import { LegalPage, type LegalPageProps, type LegalSection } from './LegalPage.js'

type TermsOfServicePageProps = Pick<LegalPageProps, 'operator' | 'signedIn' | 'prevailingLocale'>

export function TermsOfServicePage(props: TermsOfServicePageProps) {
  const { i18n } = useLingui()
  const { name, email } = props.operator
  const { country, hostingCountry } = countriesIn(props.operator, i18n.locale as Locale)
  const mail = <a href={`mailto:${email}`} />
  const strong = <strong />
  const sections: LegalSection[] = [
    {
      id: 'about',
      title: i18n._({ id: 'terms.about.title', message: 'About these terms' }),
      body: (
        <>
          <p>
            <Trans
              id="terms.about.service"
              message="Tessera is a service for building personal pages made of tiles and for receiving messages from visitors. It is run by {name}, an individual based in {country} (“we”, “us”). You can reach us at <0>{email}</0>."
              values={{ name, country, email }}
              components={{ 0: mail }}
            />
          </p>
          <p>
            {i18n._({
              id: 'terms.about.agreement',
              message:
                'These terms are the agreement between you and us. By creating an account or using Tessera you accept them. If you do not agree, please do not use the service.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: i18n._({ id: 'terms.eligibility.title', message: 'Who may use Tessera' }),
      body: (
        <p>
          <Trans
            id="terms.eligibility.text"
            message="Tessera is for people aged <0>18 or older</0>. By registering you confirm that you are at least 18 years old and able to enter into a binding agreement."
            components={{ 0: strong }}
          />
        </p>
      ),
    },
    {
      id: 'accounts',
      title: i18n._({ id: 'terms.accounts.title', message: 'Registration and your account' }),
      body: (
        <>
          <p>
            {i18n._({
              id: 'terms.accounts.register',
              message:
                'You may register an account with an email address, a username and a password. Your username is also the address of your first page, so choose one you are happy to share. Please give accurate information and keep it up to date.',
            })}
          </p>
          <p>
            {i18n._({
              id: 'terms.accounts.password',
              message:
                'Keep your password to yourself. You are responsible for what happens under your account; tell us at once if you believe someone else has used it.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: i18n._({ id: 'terms.content.title', message: 'Your contributions' }),
      body: (
        <>
          <p>
            <Trans
              id="terms.content.visible"
              message="Pages, tiles, images, links and messages you add to Tessera are your contributions. <0>Contributions are visible to others:</0> an active page can be seen by anyone who has its address, and a message you send is shown to the owner of the page you send it to, with your username unless you send it anonymously where the page allows that."
              components={{ 0: strong }}
            />
          </p>
          <p>
            {i18n._({
              id: 'terms.content.licence',
              message:
                'You keep the rights to your contributions. You give us a non-exclusive, worldwide, royalty-free licence to store, copy and display them only as needed to run Tessera for you, for as long as they are on the service.',
            })}
          </p>
          <p>
            {i18n._({
              id: 'terms.content.rules',
              message: 'You must have the right to publish what you post, and you must not use Tessera to:',
            })}
          </p>
          <ul>
            <li>
              {i18n._({
                id: 'terms.content.illegal',
                message:
                  'publish anything illegal, or content that harasses, threatens or discriminates against others;',
              })}
            </li>
            <li>
              {i18n._({
                id: 'terms.content.rights',
                message: 'infringe someone else’s copyright, trademark, privacy or other rights;',
              })}
            </li>
            <li>
              {i18n._({
                id: 'terms.content.impersonate',
                message: 'impersonate a person or organisation, or mislead visitors about who you are;',
              })}
            </li>
            <li>
              {i18n._({
                id: 'terms.content.spam',
                message: 'send spam, spread malware or link to phishing or scam sites;',
              })}
            </li>
            <li>
              {i18n._({
                id: 'terms.content.interfere',
                message: 'interfere with the service, get around its limits or access other people’s accounts.',
              })}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'plans',
      title: i18n._({ id: 'terms.plans.title', message: 'Plans and payment' }),
      body: (
        <>
          <p>
            {i18n._({
              id: 'terms.plans.price',
              message:
                'Tessera has a Free plan and a paid Pro plan. The price of Pro is shown before you buy it; it is currently {price} per month.',
              values: { price: formatUsd(landingPrices().pro, i18n.locale) },
            })}
          </p>
          <p>
            <Trans
              id="terms.plans.payment"
              message="Payments are made in <0>US dollars</0> by <1>Visa or Mastercard</1> through our payment provider. We do not see or store your full card number. Any taxes your bank or card issuer adds, and any currency conversion fees, are yours to pay."
              components={{ 0: strong, 1: strong }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'subscription',
      title: i18n._({ id: 'terms.subscription.title', message: 'Subscription, renewal and cancellation' }),
      body: (
        <>
          <p>
            <Trans
              id="terms.subscription.renewal"
              message="Pro is a <0>monthly subscription that renews automatically</0> at the end of each paid month, and your card is charged for the next month, until you cancel."
              components={{ 0: strong }}
            />
          </p>
          <p>
            <Trans
              id="terms.subscription.cancel"
              message="You can cancel at any time from your account. <0>Cancellation takes effect at the end of the paid term</0>: you keep Pro until then and you are not charged again. We do not refund partial months unless the law requires it."
              components={{ 0: strong }}
            />
          </p>
          <p>
            {i18n._({
              id: 'terms.subscription.end',
              message:
                'When Pro ends, your account returns to the Free plan. Nothing is deleted: pages beyond the Free plan’s limit become inactive until you upgrade again. If we change the price of Pro, we will tell you in advance and the new price applies from your next renewal.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: i18n._({ id: 'terms.termination.title', message: 'Suspension and termination' }),
      body: (
        <>
          <p>
            <Trans
              id="terms.termination.ours"
              message="<0>We may suspend or terminate an account</0>, or remove a page or a contribution, if it breaks these terms or the law, puts other users or the service at risk, or if we are required to do so. Where it is reasonable we will tell you why and give you a chance to respond."
              components={{ 0: strong }}
            />
          </p>
          <p>
            {i18n._({
              id: 'terms.termination.yours',
              message:
                'You may stop using Tessera and delete your account at any time from your account settings. Deleting your account removes your pages and the messages sent to them.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'service',
      title: i18n._({ id: 'terms.service.title', message: 'The service' }),
      body: (
        <p>
          {i18n._({
            id: 'terms.service.text',
            message:
              'We work to keep Tessera available and secure, but we provide it as it is and as available. We may change, add or remove features. If we make material changes to these terms we will announce them on the service before they take effect; continuing to use Tessera after that means you accept the new terms.',
          })}
        </p>
      ),
    },
    {
      id: 'liability',
      title: i18n._({ id: 'terms.liability.title', message: 'Limitation of liability' }),
      body: (
        <>
          <p>
            <Trans
              id="terms.liability.limit"
              message="To the extent the law allows, <0>our total liability</0> to you for any claim related to Tessera is <1>limited to the amount you paid us in the six months</1> before the event that gave rise to the claim. We are not liable for indirect or consequential losses such as lost profits, lost data or lost opportunities."
              components={{ 0: strong, 1: strong }}
            />
          </p>
          <p>
            {i18n._({
              id: 'terms.liability.mandatory',
              message:
                'Nothing in these terms limits liability that cannot be limited by law, such as liability for harm caused intentionally, or your rights as a consumer under mandatory law.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: i18n._({ id: 'terms.law.title', message: 'Governing law and disputes' }),
      body: (
        <p>
          <Trans
            id="terms.law.text"
            message="These terms are governed by <0>Polish law</0>. Disputes will be settled by the competent common courts of the <1>Lubelskie region</1> (Lubelskie Voivodeship), Poland. If you are a consumer, you also keep the protection of the mandatory laws of the country where you live and may bring a claim there."
            components={{ 0: strong, 1: strong }}
          />
        </p>
      ),
    },
    {
      id: 'hosting',
      title: i18n._({ id: 'terms.hosting.title', message: 'Hosting' }),
      body: (
        <p>
          {i18n._({
            id: 'terms.hosting.text',
            message: 'Tessera and the data it holds are hosted in {hostingCountry}.',
            values: { hostingCountry },
          })}
        </p>
      ),
    },
    {
      id: 'contact',
      title: i18n._({ id: 'terms.contact.title', message: 'Contact' }),
      body: (
        <p>
          <Trans
            id="terms.contact.text"
            message="Questions about these terms? Write to {name} at <0>{email}</0>. Our <1>privacy policy</1> explains how we handle your personal data."
            values={{ name, email }}
            components={{ 0: mail, 1: <a href="/privacy-policy" /> }}
          />
        </p>
      ),
    },
  ]
  return (
    <LegalPage
      {...props}
      title={i18n._({ id: 'terms.title', message: 'Terms of service' })}
      description={i18n._({
        id: 'terms.description',
        message:
          'The terms for using Tessera: accounts, your contributions, Pro subscription and payment, and the rules that apply.',
      })}
      summary={i18n._({
        id: 'terms.summary',
        message:
          'The short version: you must be 18 or older, what you publish is visible to others and stays yours, Pro renews monthly until you cancel, and Polish law applies.',
      })}
      sections={sections}
    />
  )
}
