import { Trans, useLingui } from '@lingui/react'
import type { ComponentProps } from 'react'
import { CAMPAIGN_TAGS } from '@domain/campaign-tags'
import { EMBED_TITLE_MAX } from '@domain/embed-tile'
import { recogniseEmbed, UNSUPPORTED_EMBED_MESSAGE } from '@domain/embeds'
import { DEFAULT_LINK_ICON } from '@domain/link-icons'
import { MAX_SOCIAL_LINKS, SOCIAL_PLATFORMS, type SocialPlatform } from '@domain/social-links'
import { TILE_FIELD_LIMITS } from '@domain/tile-data'
import { TILE_DATA_SCHEMAS } from '@domain/tile-types'
import { booleanField, linksField, textField, type StoredLink } from '@domain/tile-fields'
import { IconSelect, TextInput } from './fields'
import { guessLinkIcon } from './guess-link-icon'
import { EmbedTile } from '@ui/tiles/EmbedTile'
import { CANVAS_CLASS } from '../features/editor/canvas-styles'
import { ImageField } from './ImageField'

export type TileData = Record<string, unknown>

/** The first problem of a form: its message and the path of the field it is about (`links.2.url`). */
export interface FormProblem {
  field: string
  message: string
  /** Whether the form shows the message at the field (else it is shown under the form). */
  shownAtField: boolean
}

export interface TileFormProps {
  data: TileData
  onChange: (data: TileData) => void
  problem: FormProblem | undefined
  /** An uploaded image is saved at once, so the old file can be removed and no upload is orphaned. */
  onImageUploaded: (url: string) => void
}

function useFields({ data, onChange, problem }: TileFormProps) {
  const text = (key: string) => textField(data, key)
  const set = (key: string, value: unknown) => onChange({ ...data, [key]: value })
  const errorFor = (field: string) => (problem?.field === field ? problem.message : undefined)
  return {
    text,
    set,
    errorFor,
    /** The name, value, change handler and error of the TextInput that edits the text field `key`. */
    textInputProps: (key: string) => ({
      name: key,
      value: text(key),
      onChange: (value: string) => set(key, value),
      error: errorFor(key),
    }),
  }
}

/** The tile's `image`: an upload is saved at once (`onImageUploaded`), Remove clears the field. */
function TileImageField({
  label,
  bucket,
  shape,
  ...props
}: TileFormProps & Pick<ComponentProps<typeof ImageField>, 'label' | 'bucket' | 'shape'>) {
  const { text, set } = useFields(props)
  return (
    <ImageField
      label={label}
      bucket={bucket}
      shape={shape}
      value={text('image')}
      onUploaded={(url) => {
        set('image', url)
        props.onImageUploaded(url)
      }}
      onRemove={() => set('image', '')}
    />
  )
}

export function IntroductionForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { textInputProps } = useFields(props)
  return (
    <div className="flex flex-col gap-4">
      <TileImageField
        {...props}
        label={i18n._({ id: 'tiles.photo', message: 'Photo' })}
        bucket="profile_images"
        shape="round"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={i18n._({ id: 'tiles.firstName', message: 'First name' })}
          {...textInputProps('firstName')}
          maxLength={TILE_FIELD_LIMITS.name}
          autoComplete="given-name"
          autoFocus
        />
        <TextInput
          label={i18n._({ id: 'tiles.lastName', message: 'Last name' })}
          {...textInputProps('lastName')}
          maxLength={TILE_FIELD_LIMITS.name}
          autoComplete="family-name"
        />
      </div>
      <TextInput
        label={i18n._({ id: 'tiles.description', message: 'Description' })}
        {...textInputProps('description')}
        maxLength={TILE_FIELD_LIMITS.description}
        multiline
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label={i18n._({ id: 'tiles.email', message: 'Email' })}
          {...textInputProps('email')}
          type="email"
          maxLength={TILE_FIELD_LIMITS.email}
          showCounter={false}
          autoComplete="email"
        />
        <TextInput
          label={i18n._({ id: 'tiles.phone', message: 'Phone' })}
          {...textInputProps('phone')}
          type="tel"
          maxLength={TILE_FIELD_LIMITS.phone}
          showCounter={false}
          autoComplete="tel"
        />
      </div>
    </div>
  )
}

/** The image schema may grow an alt text; the form offers the field as soon as the schema has it. */
const IMAGE_HAS_ALT = 'alt' in TILE_DATA_SCHEMAS.image.shape

/** The image tile: its picture, what it shows for screen readers, a caption over it and where it leads. */
export function ImageForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { textInputProps } = useFields(props)
  return (
    <div className="flex flex-col gap-4">
      <TileImageField
        {...props}
        label={i18n._({ id: 'tiles.picture', message: 'Picture' })}
        bucket="tile_images"
        shape="rect"
      />
      {IMAGE_HAS_ALT ? (
        <TextInput
          label={i18n._({ id: 'tiles.descriptionForScreenReaders', message: 'Description for screen readers' })}
          {...textInputProps('alt')}
          maxLength={200}
        />
      ) : null}
      <TextInput
        label={i18n._({ id: 'tileForm.image.caption', message: 'Caption (optional)' })}
        {...textInputProps('caption')}
        maxLength={TILE_FIELD_LIMITS.caption}
      />
      <TextInput
        label={i18n._({ id: 'tileForm.image.link', message: 'Link (optional)' })}
        {...textInputProps('link')}
        type="url"
        placeholder={i18n._({ id: 'tiles.exampleComYou', message: 'example.com/you' })}
        showCounter={false}
      />
    </div>
  )
}

/**
 * The link tile: its link, an optional label shown instead of the bare domain, and whether the
 * page adds campaign tags to it (ADR 0071).
 */
export function LinkForm(props: TileFormProps) {
  const { set, textInputProps } = useFields(props)
  const { i18n } = useLingui()
  return (
    <div className="flex flex-col gap-4">
      <LinksForm {...props} count={1} />
      <TextInput
        label={i18n._({ id: 'tiles.labelOptional', message: 'Label (optional)' })}
        {...textInputProps('label')}
        maxLength={TILE_FIELD_LIMITS.linkLabel}
        placeholder={i18n._({ id: 'tiles.yourhandle', message: '@yourhandle' })}
      />
      <CheckboxField
        name="campaignTags"
        checked={booleanField(props.data, 'campaignTags', false)}
        onChange={(checked) => set('campaignTags', checked)}
        label={i18n._({ id: 'tileForm.link.campaignTags', message: 'Add campaign tags' })}
        hint={i18n._({
          id: 'tileForm.link.campaignTagsHint',
          message:
            "Your page adds utm_source={source}, utm_medium={medium} and utm_campaign with this page's name to the link, so that the site's own analytics see visitors came from here. Tags already in the link are kept.",
          values: { ...CAMPAIGN_TAGS },
        })}
      />
    </div>
  )
}

interface CheckboxFieldProps {
  name: string
  checked: boolean
  onChange: (checked: boolean) => void
  label: string
  hint: string
}

/** A switch of the tile's data with its label and a line saying what it does. */
function CheckboxField({ name, checked, onChange, label, hint }: CheckboxFieldProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        name={name}
        className="checkbox checkbox-primary mt-0.5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="flex flex-col">
        <span className="text-sm font-semibold">{label}</span>
        <span className="text-base-content/70 text-sm">{hint}</span>
      </span>
    </label>
  )
}

/** One link (link tile) or four (links grid): each an address and a brand icon. */
function LinksForm({ count, ...props }: TileFormProps & { count: number }) {
  const { i18n } = useLingui()
  const { errorFor } = useFields(props)
  const stored = linksField(props.data)
  const links: StoredLink[] = Array.from(
    { length: count },
    (_, index) => stored[index] ?? { url: '', icon: DEFAULT_LINK_ICON },
  )

  function setLink(index: number, change: Partial<StoredLink>) {
    props.onChange({ ...props.data, links: links.map((link, at) => (at === index ? { ...link, ...change } : link)) })
  }

  /** Typing a known brand's address picks its icon, as long as the icon is still the default. */
  function setUrl(index: number, url: string) {
    const current = links[index]!
    const guessed = current.icon === DEFAULT_LINK_ICON ? guessLinkIcon(url) : undefined
    setLink(index, guessed ? { url, icon: guessed } : { url })
  }

  return (
    <div className="flex flex-col gap-4">
      {links.map((link, index) => {
        const label = i18n._({
          id: 'tiles.linkField',
          message: '{count, plural, one {Link} other {Link {number}}}',
          values: { count, number: index + 1 },
        })
        return (
          <div key={index} className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-start">
            <TextInput
              label={label}
              name={`links.${index}.url`}
              type="url"
              value={link.url}
              placeholder={i18n._({ id: 'tiles.exampleComYou', message: 'example.com/you' })}
              onChange={(url) => setUrl(index, url)}
              error={errorFor(`links.${index}.url`)}
              autoFocus={index === 0}
            />
            <div className="sm:pt-6">
              <IconSelect
                label={i18n._({ id: 'tiles.icon', message: '{label} icon', values: { label } })}
                name={`links.${index}.icon`}
                value={link.icon}
                onChange={(icon) => setLink(index, { icon })}
                hideLabel
              />
            </div>
          </div>
        )
      })}
    </div>
  )
}

/** The links grid: four links, each with its icon. */
export function LinksGridForm(props: TileFormProps) {
  return <LinksForm {...props} count={4} />
}

const PLACEHOLDERS: Partial<Record<SocialPlatform, string>> = {
  Mastodon: '@you@mastodon.social',
  Email: 'you@example.com',
  Website: 'example.com',
}

/** The social links tile: up to 12 rows of a platform and its address (a handle for Mastodon). */
export function SocialLinksForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { errorFor } = useFields(props)
  const stored = Array.isArray(props.data.profiles) ? (props.data.profiles as TileData[]) : []
  const links = stored.map((link) => ({
    platform: textField(link, 'platform') || 'Website',
    url: textField(link, 'url'),
  }))
  const setLinks = (profiles: typeof links) => props.onChange({ ...props.data, profiles })

  return (
    <div className="flex flex-col gap-4">
      {links.map((link, index) => (
        <div key={index} className="grid gap-2 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start">
          <label className="flex flex-col gap-1">
            <span className="sr-only">
              <Trans id="tiles.linkPlatform" message="Link {value} platform" values={{ value: index + 1 }} />
            </span>
            <select
              name={`profiles.${index}.platform`}
              className="select w-full"
              value={link.platform}
              onChange={(event) =>
                setLinks(links.map((row, at) => (at === index ? { ...row, platform: event.target.value } : row)))
              }
            >
              {SOCIAL_PLATFORMS.map((platform) => (
                <option key={platform} value={platform}>
                  {platform}
                </option>
              ))}
            </select>
          </label>
          <TextInput
            label={i18n._({ id: 'tiles.linkAddress', message: 'Link {value} address', values: { value: index + 1 } })}
            hideLabel
            name={`profiles.${index}.url`}
            value={link.url}
            placeholder={PLACEHOLDERS[link.platform as SocialPlatform] ?? `${link.platform.toLowerCase()}.com/you`}
            onChange={(url) => setLinks(links.map((row, at) => (at === index ? { ...row, url } : row)))}
            error={errorFor(`profiles.${index}.url`)}
            autoFocus={index === 0}
          />
          <button
            type="button"
            className="btn btn-ghost"
            disabled={links.length === 1}
            onClick={() => setLinks(links.filter((_, at) => at !== index))}
          >
            <Trans
              id="tiles.removeLink"
              message="Remove<0> link {value}</0>"
              values={{ value: index + 1 }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn self-start"
        disabled={links.length >= MAX_SOCIAL_LINKS}
        onClick={() => setLinks([...links, { platform: 'Website', url: '' }])}
      >
        <Trans id="tiles.addLink" message="Add link" />
      </button>
    </div>
  )
}

/** The supported services, from the refusal's own words (after "Supported: "). */
const SUPPORTED_EMBEDS = UNSUPPORTED_EMBED_MESSAGE.slice(UNSUPPORTED_EMBED_MESSAGE.indexOf('Supported:'))

/**
 * The embed tile: the pasted link, recognised as it is typed (no network), previewed as the facade
 * visitors will see (the provider's poster arrives when the page is saved), and an optional title.
 */
export function EmbedForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { text, textInputProps } = useFields(props)
  const recognised = recogniseEmbed(text('url'))
  // The preview draws the facade from what would be stored: the canonical address.
  const previewData = recognised.ok ? { ...props.data, url: recognised.embed.url } : undefined
  return (
    <div className="flex flex-col gap-4">
      <TextInput
        label={i18n._({ id: 'tiles.link', message: 'Link' })}
        {...textInputProps('url')}
        type="url"
        placeholder={i18n._({ id: 'tiles.httpsWwwYoutubeComWatchV', message: 'https://www.youtube.com/watch?v=…' })}
        showCounter={false}
        autoFocus
      />
      <TextInput
        label={i18n._({ id: 'tiles.titleOptional', message: 'Title (optional)' })}
        {...textInputProps('title')}
        maxLength={EMBED_TITLE_MAX}
      />
      {previewData ? (
        <figure className="flex flex-col gap-2">
          <figcaption className="text-sm text-base-content/80">
            <Trans id="tiles.preview" message="Preview (" />
            {recognised.ok && recognised.embed.provider})
          </figcaption>
          {/* The public page's own facade, in the canvas's styles (the editor's canvas is on the page),
              which revert any class inside it: the tile's size is set inline. */}
          <div className={`${CANVAS_CLASS} w-full max-w-xs`}>
            <div className="tile" style={{ height: '14rem' }}>
              <EmbedTile tileId="preview" data={previewData} width={2} height={2} gridName="" eager />
            </div>
          </div>
        </figure>
      ) : (
        <p className="text-sm text-base-content/80">{SUPPORTED_EMBEDS}</p>
      )}
    </div>
  )
}

export function TextForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { textInputProps } = useFields(props)
  return (
    <div className="flex flex-col gap-4">
      <TextInput
        label={i18n._({ id: 'tiles.header', message: 'Header' })}
        {...textInputProps('header')}
        maxLength={TILE_FIELD_LIMITS.header}
        autoFocus
      />
      <TextInput
        label={i18n._({ id: 'tiles.text', message: 'Text' })}
        {...textInputProps('text')}
        maxLength={TILE_FIELD_LIMITS.text}
        multiline
      />
    </div>
  )
}

export function MessageForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { set, textInputProps } = useFields(props)
  const allowAnonymous = booleanField(props.data, 'allowAnonymous', true)
  return (
    <div className="flex flex-col gap-4">
      <TextInput
        label={i18n._({ id: 'tiles.header', message: 'Header' })}
        {...textInputProps('header')}
        placeholder={i18n._({ id: 'tiles.askMeAnything', message: 'Ask me anything' })}
        maxLength={TILE_FIELD_LIMITS.header}
        autoFocus
      />
      <CheckboxField
        name="allowAnonymous"
        checked={allowAnonymous}
        onChange={(checked) => set('allowAnonymous', checked)}
        label={i18n._({ id: 'tiles.allowAnonymousMessages', message: 'Allow anonymous messages' })}
        hint={i18n._({
          id: 'tiles.whenOffOnlySignedInVisitors',
          message: 'When off, only signed-in visitors can message you.',
        })}
      />
    </div>
  )
}

export function QaForm(props: TileFormProps) {
  const { i18n } = useLingui()
  const { textInputProps } = useFields(props)
  return (
    <div className="flex flex-col gap-4">
      <TextInput
        label={i18n._({ id: 'tiles.header', message: 'Header' })}
        {...textInputProps('header')}
        placeholder={i18n._({ id: 'tiles.questionsAnswers', message: 'Questions & answers' })}
        maxLength={TILE_FIELD_LIMITS.header}
        autoFocus
      />
      <p className="text-base-content/70 text-sm">
        <Trans
          id="tiles.answerAMessageInYourInbox"
          message="Answer a message in your inbox and choose this grid: the answer appears here, newest first."
        />
      </p>
    </div>
  )
}
