import type { Operator } from '../operator.js'
import { LegalPage, type LegalSection } from './LegalPage.js'

interface PrivacyPolicyPageProps {
  operator: Operator
  signedIn: boolean
}

export function PrivacyPolicyPage({ operator, signedIn }: PrivacyPolicyPageProps) {
  const email = <a href={`mailto:${operator.email}`}>{operator.email}</a>
  const sections: LegalSection[] = [
    {
      id: 'controller',
      title: 'Who is responsible',
      body: (
        <p>
          Tessera is run by {operator.name}, an individual based in {operator.country}, who is the controller of your
          personal data (“we”, “us”). Write to us at {email} about anything in this policy.
        </p>
      ),
    },
    {
      id: 'data',
      title: 'What we collect',
      body: (
        <>
          <p>We collect only what we need to run Tessera:</p>
          <ul>
            <li>
              <strong>Email address</strong>, together with your username and password (stored only as a secure hash),
              to create your account, sign you in and send you account emails such as verification and password reset.
            </li>
            <li>
              <strong>First and last name</strong>, when you add them to your account or to a page. Names on an active
              page are public, like the rest of the page.
            </li>
            <li>
              <strong>Usage data</strong>: your IP address, browser and device type, the pages you request and when, and
              technical logs. We use it to keep the service secure, prevent abuse and fix problems.
            </li>
            <li>What you create: your pages, tiles and uploaded images, and the messages you send or receive.</li>
            <li>
              For Pro, your subscription status and billing history. Card details go straight to our payment provider;
              we never see your full card number.
            </li>
          </ul>
          <p>
            If you sign in through a third-party social service, where we offer it, that service shares your name and
            email address with us, as you approve on its screen. We do not post anything on your behalf.
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: 'How we use it',
      body: (
        <>
          <p>We use your data to:</p>
          <ul>
            <li>
              provide the service you signed up for: your account, pages, messages and plan (performing our contract);
            </li>
            <li>keep Tessera secure and prevent fraud, spam and abuse (our legitimate interests);</li>
            <li>answer you when you contact us or send feedback;</li>
            <li>keep billing records as tax and accounting law requires (a legal obligation).</li>
          </ul>
          <p>We do not sell your data, and we do not use it for advertising.</p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>Tessera uses a few cookies, all of them first-party:</p>
          <ul>
            <li>
              <strong>Session cookies</strong> keep you signed in and protect your account.
            </li>
            <li>
              <strong>Consent cookies</strong> remember whether you accepted cookies, so we do not ask again.
            </li>
            <li>
              <strong>Functionality cookies</strong> remember your choices, such as preferences in the app.
            </li>
          </ul>
          <p>
            We use no advertising or cross-site tracking cookies. You can delete cookies in your browser at any time;
            you will then be signed out.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <p>
          We share data only with the providers that help us run Tessera, under contracts that protect it: our hosting
          provider in {operator.hostingCountry}, our payment provider for Pro subscriptions and our email delivery
          provider. We disclose data to authorities only when the law requires it.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          We keep your account data for as long as you have an account. When you delete it, your profile, pages and the
          messages sent to them are deleted. Technical logs are kept for a short time for security. Billing records are
          kept for as long as tax law requires.
        </p>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights and deleting your data',
      body: (
        <>
          <p>
            You can <strong>delete your personal data</strong> yourself at any time: open your{' '}
            <a href="/settings">account settings</a> and delete your account. The same page lets you download a copy of
            your data.
          </p>
          <p>
            Under the GDPR you also have the right to access, correct, restrict or object to the processing of your
            data, and to data portability. Write to us at {email} to use them. You may also complain to the Polish data
            protection authority, the President of the Personal Data Protection Office (UODO).
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Tessera is <strong>not directed at children under 13</strong>, and we do not knowingly collect their personal
          data. Accounts are for people aged 18 or older. If you believe a child has given us personal data, contact us
          and we will delete it.
        </p>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your data with encrypted connections, hashed passwords, limits on repeated attempts and access
          controls. No service is perfectly secure, so please use a strong, unique password.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          If we change this policy we will update the date at the top of this page, and tell you on the service before
          material changes take effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Write to {operator.name} in {operator.country} at {email}. See also our{' '}
          <a href="/terms-of-service">terms of service</a>.
        </p>
      ),
    },
  ]
  return (
    <LegalPage
      title="Privacy policy"
      description="What personal data Tessera collects, why, which cookies it uses, and how to delete your data."
      summary="The short version: we collect what we need to run your account and pages, we use no advertising cookies, we never sell your data, and you can delete it from your account settings at any time."
      sections={sections}
      signedIn={signedIn}
      operator={operator}
    />
  )
}
