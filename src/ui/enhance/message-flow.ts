/**
 * The public page's only script, deferred and same-origin: the grid's notice as a pop-up
 * (notice-popup.ts) and the message tile's flow (spec, "Message tile flow"). The page works
 * without it: the notice is a banner, the tile a plain form that posts and answers with the page.
 * With it, the tile posts JSON with fetch and stays on the page:
 * - a small tile (`data-flow="steps"`) goes 'Send Message' → Incognito or as the visitor's account
 *   (a visitor without a session goes to /login and comes back) → the message → 'message sent!';
 * - a larger tile keeps its single form, whose 'Send anonymously' box is enabled for signed-in
 *   visitors only; its 'As user' beside the box takes a visitor without a session to /login the same
 *   way, and one with a session out of the box, until the message goes under their username.
 * Errors show the server's text, in the page's words when the page speaks another language, and
 * take the flow back to its first step. Markup and texts come from MessageTile and the page's
 * toaster, in the page's language (ADR 0068); this file only moves between its parts (`data-step`). No framework: it has to
 * stay a few kilobytes. It also sends the link tiles' click beacons (visitor analytics), shows their
 * Copy link buttons, swaps embed facades for their players and lets the in-app browser's bar be dismissed
 * (ADR 0064), and opens sensitive
 * content's confirmations as dialogs (ADR 0059).
 */
import { PAGE_SCRIPT_API, pathOf, SIGN_IN_META } from '@domain/api-paths.js'
import type { SendMessageBody } from '@domain/messages.js'
import { sendClickBeacons } from './click-beacons.js'
import { enableCopyLinks } from './copy-link.js'
import { enableEmbedPlayers } from './embed-players.js'
import { enableInAppBarDismissal } from './in-app-bar.js'
import { enhancePageGate, enhanceSensitiveTiles } from './sensitive-content.js'
import { showNoticePopup } from './notice-popup.js'
import { refusalText } from '../refusal-text.js'

type Step = 'start' | 'choose' | 'message' | 'sent'

interface Viewer {
  username: string
}

const TOAST_MS = 4000

/** The page's words for what the flow says (GridPage's toaster): the page has a toaster wherever it has a form. */
const pageTexts = () => document.querySelector<HTMLElement>('.toaster')?.dataset ?? {}

let viewerRequest: Promise<Viewer | null> | undefined

/** Asked once, when a visitor first uses a message tile: most visitors never do. */
function signedInViewer(): Promise<Viewer | null> {
  viewerRequest ??= fetch(pathOf(PAGE_SCRIPT_API.session, {}), { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<{ viewer: Viewer | null }>) : { viewer: null }))
    .then((answer) => answer.viewer)
    .catch(() => null)
  return viewerRequest
}

/** The page's toaster is a polite live region: screen readers read what appears in it. */
function showToast() {
  const toaster = document.querySelector<HTMLElement>('.toaster')
  if (!toaster?.dataset.sent) return
  const toast = document.createElement('p')
  toast.className = 'toast'
  toast.textContent = toaster.dataset.sent
  toaster.append(toast)
  setTimeout(() => toast.remove(), TOAST_MS)
}

/** The refusal in the page's words: the server's message as it is on a page in its language (refusal-text.ts). */
async function errorText(res: Response): Promise<string> {
  const { refusals, notSent = '' } = pageTexts()
  try {
    const body = (await res.json()) as { error?: { code?: string; message?: string } }
    return refusalText(
      refusals ? (JSON.parse(refusals) as Record<string, string>) : undefined,
      body.error ?? {},
      notSent,
    )
  } catch {
    return notSent
  }
}

function enhance(form: HTMLFormElement) {
  const gridName = form.getAttribute('action')!.split('/')[1]!
  const stepwise = form.dataset.flow === 'steps'
  const firstStep: Step = stepwise ? 'start' : 'message'
  const allowAnonymous = form.dataset.anonymous !== 'false'
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null
  const message = field('message')!
  const author = field('author')
  const authorHint = form.querySelector<HTMLElement>('.hint')
  const notice = form.querySelector<HTMLElement>('.notice')!
  const anonymousBox = form.querySelector<HTMLInputElement>('.anon input')
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const asUser = form.querySelector<HTMLButtonElement>('[data-choice="user"]')
  const sendingAs = form.querySelector<HTMLElement>('.sending-as')
  const sendingAsName = sendingAs?.querySelector<HTMLElement>('[data-template]')
  let anonymous = allowAnonymous
  let typedAuthor = ''

  // The server's texts ('Message has to be at least 5 characters long!'), not the browser's bubbles.
  form.noValidate = true

  const show = (step: Step) => {
    form.dataset.step = step
    form.querySelector(`[data-part="${step}"]`)?.querySelector<HTMLElement>('textarea, button, a')?.focus()
  }
  const say = (text: string) => {
    notice.textContent = text
    notice.hidden = !text
  }

  // The hint says what the name field means for this visitor (texts from MessageTile's data attributes).
  const explainAuthor = (viewer: Viewer | null | undefined, asThemselves: boolean) => {
    const text = authorHint?.dataset[asThemselves ? 'sentAs' : 'signedIn']
    if (viewer && text) authorHint!.textContent = text.replace('{username}', viewer.username)
  }

  // Under the message: "Sending as @name", with the way back to Incognito, while it goes as the visitor.
  const showSender = (viewer: Viewer | null | undefined) => {
    if (!sendingAs || !sendingAsName) return
    sendingAs.hidden = anonymous || !viewer
    if (viewer) sendingAsName.textContent = sendingAsName.dataset.template!.replace('{username}', viewer.username)
  }

  // The single form's "As user" shows until the message goes under the visitor's username.
  const offerAsUser = (viewer: Viewer | null | undefined) => {
    if (!stepwise && asUser) asUser.hidden = Boolean(viewer) && !anonymous
  }

  // A name is for anonymous messages; one sent as the visitor carries their username instead.
  const sendAnonymously = (value: boolean, viewer?: Viewer | null) => {
    anonymous = value
    explainAuthor(viewer, !value)
    showSender(viewer)
    offerAsUser(viewer)
    if (!author || author.disabled === !value) return
    if (value) {
      author.value = typedAuthor
    } else {
      typedAuthor = author.value
      author.value = viewer?.username ?? ''
    }
    author.disabled = !value
  }

  // A click on the link before this script ran opened the form (CSS :target): carry on from there.
  if (stepwise && form.querySelector('[data-part="message"]:target')) form.dataset.step = 'message'
  offerAsUser(undefined)

  form.addEventListener('focusin', () => {
    void signedInViewer().then((viewer) => {
      if (viewer && asUser?.dataset.template)
        asUser.textContent = asUser.dataset.template.replace('{username}', viewer.username)
      if (anonymousBox) anonymousBox.disabled = !viewer
      if (anonymousBox) explainAuthor(viewer, !anonymousBox.checked)
      // Where the tile takes no anonymous messages, a signed-in visitor's go under their username.
      if (!allowAnonymous) showSender(viewer)
      offerAsUser(viewer)
    })
  })

  anonymousBox?.addEventListener('change', () => {
    void signedInViewer().then((viewer) => sendAnonymously(anonymousBox.checked || !viewer, viewer))
  })

  form.addEventListener('click', (event) => {
    const target = (event.target as Element).closest<HTMLElement>('[data-choice], [data-part="start"] a')
    if (!target) return
    event.preventDefault()
    const choice = target.dataset.choice
    if (!choice) {
      say('')
      show('choose')
    } else if (choice === 'incognito') {
      // From the first choice, or from "Switch to Incognito" while writing as the visitor.
      if (anonymousBox) anonymousBox.checked = true
      void signedInViewer().then((viewer) => {
        sendAnonymously(true, viewer)
        show('message')
      })
    } else if (choice === 'user') {
      void signedInViewer().then((viewer) => {
        if (!viewer) {
          // On a custom domain the sign-in is the installation's (ADR 0065).
          const signIn = document.querySelector<HTMLMetaElement>(`meta[name="${SIGN_IN_META}"]`)?.content ?? '/login'
          window.location.assign(`${signIn}?next=${encodeURIComponent(`/${gridName}`)}`)
          return
        }
        if (anonymousBox) anonymousBox.checked = false
        sendAnonymously(false, viewer)
        show('message')
      })
    } else {
      show(firstStep)
    }
  })

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    if (submit.disabled) return
    submit.disabled = true
    form.setAttribute('aria-busy', 'true')
    const body: SendMessageBody = {
      tileId: field('tileId')!.value,
      message: message.value,
      author: anonymous && author && !author.disabled ? author.value : undefined,
      anonymous,
      website: field('website')?.value || undefined,
    }
    fetch(pathOf(PAGE_SCRIPT_API.sendMessage, { name: gridName }), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        if (!res.ok) throw new Error(await errorText(res))
        message.value = ''
        say('')
        show('sent')
        showToast()
      })
      .catch((error: unknown) => {
        say(error instanceof TypeError ? (pageTexts().offline ?? '') : (error as Error).message)
        show(firstStep)
      })
      .finally(() => {
        submit.disabled = false
        form.removeAttribute('aria-busy')
      })
  })
}

showNoticePopup()
enhancePageGate()
enhanceSensitiveTiles()
enableInAppBarDismissal()
enableCopyLinks()
document.querySelectorAll<HTMLFormElement>('form.t-message').forEach(enhance)
sendClickBeacons()
enableEmbedPlayers()
