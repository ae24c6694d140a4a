import { safeImageSrc } from '@domain/urls.js'
import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

const AVATAR_PX = 128

/** Name, description, contact links and an optional round photo. */
export function IntroductionTile({ data, eager }: TileContentProps) {
  const name = `${textField(data, 'firstName')} ${textField(data, 'lastName')}`.trim()
  const description = textField(data, 'description')
  const email = textField(data, 'email').trim()
  const phone = textField(data, 'phone').trim()
  const photo = safeImageSrc(textField(data, 'image'))
  return (
    <div className="tile-body t-intro">
      {photo ? (
        <img
          className="avatar"
          src={photo}
          alt=""
          width={AVATAR_PX}
          height={AVATAR_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="intro-text">
        {name ? <h2>{name}</h2> : null}
        {description ? <p>{description}</p> : null}
        {email || phone ? (
          <p className="contacts">
            {email ? <ContactLink url={`mailto:${email}`} label={email} /> : null}
            {/* Spaces and brackets help people read a number; a tel: link wants the digits. */}
            {phone ? <ContactLink url={`tel:${phone.replace(/[\s().-]/g, '')}`} label={phone} /> : null}
          </p>
        ) : null}
      </div>
    </div>
  )
}

function ContactLink({ url, label }: { url: string; label: string }) {
  // A long address may wrap after its @, never inside a word.
  const at = label.indexOf('@')
  return (
    <TileLink className="pill" href={resolveLink(url).href}>
      {at > 0 ? (
        <>
          {label.slice(0, at + 1)}
          <wbr />
          {label.slice(at + 1)}
        </>
      ) : (
        label
      )}
    </TileLink>
  )
}
