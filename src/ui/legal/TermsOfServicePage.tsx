import type { Operator } from '../operator.js'
import { LegalPage, type LegalSection } from './LegalPage.js'

interface TermsOfServicePageProps {
  operator: Operator
  signedIn: boolean
}

export function TermsOfServicePage({ operator, signedIn }: TermsOfServicePageProps) {
  const email = <a href={`mailto:${operator.email}`}>{operator.email}</a>
  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            Tessera is a service for building personal pages made of tiles and for receiving messages from visitors. It
            is run by {operator.name}, an individual based in {operator.country} (“we”, “us”). You can reach us at{' '}
            {email}.
          </p>
          <p>
            These terms are the agreement between you and us. By creating an account or using Tessera you accept them.
            If you do not agree, please do not use the service.
          </p>
        </>
      ),
    },
    {
      id: 'eligibility',
      title: 'Who may use Tessera',
      body: (
        <p>
          Tessera is for people aged <strong>18 or older</strong>. By registering you confirm that you are at least 18
          years old and able to enter into a binding agreement.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Registration and your account',
      body: (
        <>
          <p>
            You may register an account with an email address, a username and a password. Your username is also the
            address of your first page, so choose one you are happy to share. Please give accurate information and keep
            it up to date.
          </p>
          <p>
            Keep your password to yourself. You are responsible for what happens under your account; tell us at once if
            you believe someone else has used it.
          </p>
        </>
      ),
    },
    {
      id: 'content',
      title: 'Your contributions',
      body: (
        <>
          <p>
            Pages, tiles, images, links and messages you add to Tessera are your contributions.{' '}
            <strong>Contributions are visible to others:</strong> an active page can be seen by anyone who has its
            address, and a message you send is shown to the owner of the page you send it to, with your username unless
            you send it anonymously where the page allows that.
          </p>
          <p>
            You keep the rights to your contributions. You give us a non-exclusive, worldwide, royalty-free licence to
            store, copy and display them only as needed to run Tessera for you, for as long as they are on the service.
          </p>
          <p>You must have the right to publish what you post, and you must not use Tessera to:</p>
          <ul>
            <li>publish anything illegal, or content that harasses, threatens or discriminates against others;</li>
            <li>infringe someone else’s copyright, trademark, privacy or other rights;</li>
            <li>impersonate a person or organisation, or mislead visitors about who you are;</li>
            <li>send spam, spread malware or link to phishing or scam sites;</li>
            <li>interfere with the service, get around its limits or access other people’s accounts.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'plans',
      title: 'Plans and payment',
      body: (
        <>
          <p>
            Tessera has a Free plan and a paid Pro plan. The price of Pro is shown before you buy it; it is currently
            $3.99 per month.
          </p>
          <p>
            Payments are made in <strong>US dollars</strong> by <strong>Visa or Mastercard</strong> through our payment
            provider. We do not see or store your full card number. Any taxes your bank or card issuer adds, and any
            currency conversion fees, are yours to pay.
          </p>
        </>
      ),
    },
    {
      id: 'subscription',
      title: 'Subscription, renewal and cancellation',
      body: (
        <>
          <p>
            Pro is a <strong>monthly subscription that renews automatically</strong> at the end of each paid month, and
            your card is charged for the next month, until you cancel.
          </p>
          <p>
            You can cancel at any time from your account.{' '}
            <strong>Cancellation takes effect at the end of the paid term</strong>: you keep Pro until then and you are
            not charged again. We do not refund partial months unless the law requires it.
          </p>
          <p>
            When Pro ends, your account returns to the Free plan. Nothing is deleted: pages beyond the Free plan’s limit
            become inactive until you upgrade again. If we change the price of Pro, we will tell you in advance and the
            new price applies from your next renewal.
          </p>
        </>
      ),
    },
    {
      id: 'termination',
      title: 'Suspension and termination',
      body: (
        <>
          <p>
            <strong>We may suspend or terminate an account</strong>, or remove a page or a contribution, if it breaks
            these terms or the law, puts other users or the service at risk, or if we are required to do so. Where it is
            reasonable we will tell you why and give you a chance to respond.
          </p>
          <p>
            You may stop using Tessera and delete your account at any time from your account settings. Deleting your
            account removes your pages and the messages sent to them.
          </p>
        </>
      ),
    },
    {
      id: 'service',
      title: 'The service',
      body: (
        <p>
          We work to keep Tessera available and secure, but we provide it as it is and as available. We may change, add
          or remove features. If we make material changes to these terms we will announce them on the service before
          they take effect; continuing to use Tessera after that means you accept the new terms.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <>
          <p>
            To the extent the law allows, <strong>our total liability</strong> to you for any claim related to Tessera
            is <strong>limited to the amount you paid us in the six months</strong> before the event that gave rise to
            the claim. We are not liable for indirect or consequential losses such as lost profits, lost data or lost
            opportunities.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, such as liability for harm caused
            intentionally, or your rights as a consumer under mandatory law.
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Governing law and disputes',
      body: (
        <p>
          These terms are governed by <strong>Polish law</strong>. Disputes will be settled by the competent common
          courts of the <strong>Lubelskie region</strong> (Lubelskie Voivodeship), Poland. If you are a consumer, you
          also keep the protection of the mandatory laws of the country where you live and may bring a claim there.
        </p>
      ),
    },
    {
      id: 'hosting',
      title: 'Hosting',
      body: <p>Tessera and the data it holds are hosted in {operator.hostingCountry}.</p>,
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms? Write to {operator.name} at {email}. Our{' '}
          <a href="/privacy-policy">privacy policy</a> explains how we handle your personal data.
        </p>
      ),
    },
  ]
  return (
    <LegalPage
      title="Terms of service"
      description="The terms for using Tessera: accounts, your contributions, Pro subscription and payment, and the rules that apply."
      summary="The short version: you must be 18 or older, what you publish is visible to others and stays yours, Pro renews monthly until you cancel, and Polish law applies."
      sections={sections}
      signedIn={signedIn}
      operator={operator}
    />
  )
}
