import { Trans, useLingui } from '@lingui/react'
import type { Locale } from '@domain/locales.js'
import { countriesIn } from '../operator.js'
import { LegalPage, type LegalPageProps, type LegalSection } from './LegalPage.js'

type PrivacyPolicyPageProps = Pick<LegalPageProps, 'operator' | 'signedIn' | 'prevailingLocale'>

export function PrivacyPolicyPage(props: PrivacyPolicyPageProps) {
  const { i18n } = useLingui()
  const { name, email } = props.operator
  const { country, hostingCountry } = countriesIn(props.operator, i18n.locale as Locale)
  const mail = <a href={`mailto:${email}`} />
  const sections: LegalSection[] = [
    {
      id: 'controller',
      title: i18n._({ id: 'privacy.controller.title', message: 'Who is responsible' }),
      body: (
        <p>
          <Trans
            id="privacy.controller.text"
            message="Tessera is run by {name}, an individual based in {country}, who is the controller of your personal data (“we”, “us”). Write to us at <0>{email}</0> about anything in this policy."
            values={{ name, country, email }}
            components={{ 0: mail }}
          />
        </p>
      ),
    },
    {
      id: 'data',
      title: i18n._({ id: 'privacy.data.title', message: 'What we collect' }),
      body: (
        <>
          <p>{i18n._({ id: 'privacy.data.intro', message: 'We collect only what we need to run Tessera:' })}</p>
          <ul>
            <li>
              <Trans
                id="privacy.data.email"
                message="<0>Email address</0>, together with your username and password (stored only as a secure hash), to create your account, sign you in and send you account emails such as verification and password reset."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.data.name"
                message="<0>First and last name</0>, when you add them to your account or to a page. Names on an active page are public, like the rest of the page."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.data.usage"
                message="<0>Usage data</0>: your IP address, browser and device type, the pages you request and when, and technical logs. We use it to keep the service secure, prevent abuse and fix problems."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              {i18n._({
                id: 'privacy.data.content',
                message:
                  'What you create: your pages, tiles and uploaded images, and the messages you send or receive.',
              })}
            </li>
            <li>
              {i18n._({
                id: 'privacy.data.billing',
                message:
                  'For Pro, your subscription status and billing history. Card details go straight to our payment provider; we never see your full card number.',
              })}
            </li>
          </ul>
          <p>
            {i18n._({
              id: 'privacy.data.social',
              message:
                'If you sign in through a third-party social service, where we offer it, that service shares your name and email address with us, as you approve on its screen. We do not post anything on your behalf.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'use',
      title: i18n._({ id: 'privacy.use.title', message: 'How we use it' }),
      body: (
        <>
          <p>{i18n._({ id: 'privacy.use.intro', message: 'We use your data to:' })}</p>
          <ul>
            <li>
              {i18n._({
                id: 'privacy.use.service',
                message:
                  'provide the service you signed up for: your account, pages, messages and plan (performing our contract);',
              })}
            </li>
            <li>
              {i18n._({
                id: 'privacy.use.security',
                message: 'keep Tessera secure and prevent fraud, spam and abuse (our legitimate interests);',
              })}
            </li>
            <li>
              {i18n._({ id: 'privacy.use.contact', message: 'answer you when you contact us or send feedback;' })}
            </li>
            <li>
              {i18n._({
                id: 'privacy.use.records',
                message: 'keep billing records as tax and accounting law requires (a legal obligation).',
              })}
            </li>
          </ul>
          <p>
            {i18n._({
              id: 'privacy.use.noSale',
              message: 'We do not sell your data, and we do not use it for advertising.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: i18n._({ id: 'privacy.cookies.title', message: 'Cookies' }),
      body: (
        <>
          <p>
            {i18n._({ id: 'privacy.cookies.intro', message: 'Tessera uses a few cookies, all of them first-party:' })}
          </p>
          <ul>
            <li>
              <Trans
                id="privacy.cookies.session"
                message="<0>Session cookies</0> keep you signed in and protect your account."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.consent"
                message="<0>Consent cookies</0> remember whether you accepted cookies, so we do not ask again."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.functionality"
                message="<0>Functionality cookies</0> remember your choices, such as preferences in the app."
                components={{ 0: <strong /> }}
              />
            </li>
            <li>
              <Trans
                id="privacy.cookies.language"
                message="The <0>language cookie</0> (<1>lang</1>) remembers the language you picked with the switch at the bottom of our pages, for a year. It is the only cookie we set for a visitor who is not signed in, and only after that choice."
                components={{ 0: <strong />, 1: <code /> }}
              />
            </li>
          </ul>
          <p>
            {i18n._({
              id: 'privacy.cookies.noTracking',
              message:
                'We use no advertising or cross-site tracking cookies. You can delete cookies in your browser at any time; you will then be signed out.',
            })}
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: i18n._({ id: 'privacy.sharing.title', message: 'Who we share it with' }),
      body: (
        <p>
          {i18n._({
            id: 'privacy.sharing.text',
            message:
              'We share data only with the providers that help us run Tessera, under contracts that protect it: our hosting provider in {hostingCountry}, our payment provider for Pro subscriptions and our email delivery provider. We disclose data to authorities only when the law requires it.',
            values: { hostingCountry },
          })}
        </p>
      ),
    },
    {
      id: 'retention',
      title: i18n._({ id: 'privacy.retention.title', message: 'How long we keep it' }),
      body: (
        <p>
          {i18n._({
            id: 'privacy.retention.text',
            message:
              'We keep your account data for as long as you have an account. When you delete it, your profile, pages and the messages sent to them are deleted. Technical logs are kept for a short time for security. Billing records are kept for as long as tax law requires.',
          })}
        </p>
      ),
    },
    {
      id: 'rights',
      title: i18n._({ id: 'privacy.rights.title', message: 'Your rights and deleting your data' }),
      body: (
        <>
          <p>
            <Trans
              id="privacy.rights.delete"
              message="You can <0>delete your personal data</0> yourself at any time: open your <1>account settings</1> and delete your account. The same page lets you download a copy of your data."
              components={{ 0: <strong />, 1: <a href="/settings" /> }}
            />
          </p>
          <p>
            <Trans
              id="privacy.rights.gdpr"
              message="Under the GDPR you also have the right to access, correct, restrict or object to the processing of your data, and to data portability. Write to us at <0>{email}</0> to use them. You may also complain to the Polish data protection authority, the President of the Personal Data Protection Office (UODO)."
              values={{ email }}
              components={{ 0: mail }}
            />
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: i18n._({ id: 'privacy.children.title', message: 'Children' }),
      body: (
        <p>
          <Trans
            id="privacy.children.text"
            message="Tessera is <0>not directed at children under 13</0>, and we do not knowingly collect their personal data. Accounts are for people aged 18 or older. If you believe a child has given us personal data, contact us and we will delete it."
            components={{ 0: <strong /> }}
          />
        </p>
      ),
    },
    {
      id: 'security',
      title: i18n._({ id: 'privacy.security.title', message: 'Security' }),
      body: (
        <p>
          {i18n._({
            id: 'privacy.security.text',
            message:
              'We protect your data with encrypted connections, hashed passwords, limits on repeated attempts and access controls. No service is perfectly secure, so please use a strong, unique password.',
          })}
        </p>
      ),
    },
    {
      id: 'changes',
      title: i18n._({ id: 'privacy.changes.title', message: 'Changes to this policy' }),
      body: (
        <p>
          {i18n._({
            id: 'privacy.changes.text',
            message:
              'If we change this policy we will update the date at the top of this page, and tell you on the service before material changes take effect.',
          })}
        </p>
      ),
    },
    {
      id: 'contact',
      title: i18n._({ id: 'privacy.contact.title', message: 'Contact' }),
      body: (
        <p>
          <Trans
            id="privacy.contact.text"
            message="Write to {name} in {country} at <0>{email}</0>. See also our <1>terms of service</1>."
            values={{ name, country, email }}
            components={{ 0: mail, 1: <a href="/terms-of-service" /> }}
          />
        </p>
      ),
    },
  ]
  return (
    <LegalPage
      {...props}
      title={i18n._({ id: 'privacy.title', message: 'Privacy policy' })}
      description={i18n._({
        id: 'privacy.description',
        message: 'What personal data Tessera collects, why, which cookies it uses, and how to delete your data.',
      })}
      summary={i18n._({
        id: 'privacy.summary',
        message:
          'The short version: we collect what we need to run your account and pages, we use no advertising cookies, we never sell your data, and you can delete it from your account settings at any time.',
      })}
      sections={sections}
    />
  )
}
