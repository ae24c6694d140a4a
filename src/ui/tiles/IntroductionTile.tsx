import { safeImageSrc } from '../../domain/urls.js'
import { css } from '../styles/css.js'
import { textField, type TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

const AVATAR_PX = 128

// A column (photo on top, text at the bottom), or a row on a wide tile and on a wide, short one.
// Auto margins place things rather than flex alignment: when content overflows they give way, so
// the start of an overflowing tile stays reachable by scrolling.
export const introductionTileCss = css`
  .t-intro .avatar {
    width: clamp(2.5rem, 30cqmin, 6rem);
    height: auto;
    aspect-ratio: 1;
    margin-bottom: auto;
    flex: none;
    border-radius: 50%;
    object-fit: cover;
    box-shadow: 0 0 0 3px var(--tint);
  }
  .intro-text {
    display: flex;
    flex-direction: column;
    gap: 0.375rem;
    margin-top: auto;
  }
  .t-intro h2 {
    font-size: clamp(1.125rem, 10cqmin, 2.5rem);
    line-height: 1.1;
    letter-spacing: -0.02em;
  }
  .t-intro p {
    font-size: clamp(0.8125rem, 4.4cqi, 1.0625rem);
  }
  .contacts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin-top: 0.25rem;
  }
  @container (min-width: 30rem) or ((min-width: 18rem) and (max-height: 13rem)) {
    .t-intro {
      flex-direction: row;
      gap: clamp(1rem, 4cqi, 1.75rem);
    }
    .t-intro .avatar,
    .intro-text {
      margin: auto 0;
    }
    .t-intro .avatar {
      width: clamp(4rem, 60cqmin, 8rem);
    }
    .t-intro h2 {
      font-size: clamp(1.25rem, 5.5cqi, 2.25rem);
    }
  }
`

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
  return (
    <TileLink className="pill" href={resolveLink(url).href}>
      {label}
    </TileLink>
  )
}
