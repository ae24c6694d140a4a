import { Trans, useLingui } from '@lingui/react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'
import { ProBadge } from '../../components/ProUpgrade'
import { TesseraLogo } from '../../components/TesseraLogo'
import { newCountLabel, useNewMessageCount } from '../../lib/new-messages'
import { useLogout, useViewer } from '../../lib/session'

/** The dashboard's header: who is signed in, their plan, and the ways to the other screens. */
export function HomeHeader() {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const logout = useLogout()
  const [helpOpen, setHelpOpen] = useState(false)
  const planName = viewer.plan === 'pro' ? 'Pro' : 'Free'

  return (
    <header className="border-base-300 bg-base-100 border-b">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-3 pb-6 sm:px-6 sm:pb-8">
        <div className="flex h-12 items-center justify-between gap-2">
          <TesseraLogo />
          <div className="flex items-center gap-1">
            <Link to="/settings" className="btn btn-ghost btn-sm">
              <Trans id="home.settings" message="Settings" />
            </Link>
            <PendingButton
              pending={logout.isPending}
              className="btn-ghost btn-sm"
              onClick={() => logout.mutate(undefined, { onError: (error) => toast.error(error.message) })}
            >
              <Trans id="home.logout" message="Logout" />
            </PendingButton>
          </div>
        </div>
        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex items-center gap-3">
              <h1 className="min-w-0 truncate text-3xl font-bold tracking-tight sm:text-4xl">
                <Trans id="home.welcome" message="Welcome, {username}" values={{ username: viewer.username }} />
              </h1>
              <Link
                to="/profile"
                className={`badge shrink-0 ${viewer.plan === 'pro' ? 'badge-primary' : 'badge-neutral'} hover:opacity-85`}
              >
                {planName}
                <span className="sr-only">
                  {' '}
                  <Trans id="home.planSeePlans" message="plan: see plans" />
                </span>
              </Link>
            </div>
            <p className="text-base-content/70 truncate">{viewer.email}</p>
          </div>
          <nav aria-label={i18n._({ id: 'home.dashboard', message: 'Dashboard' })} className="flex flex-wrap gap-2">
            <MessagesButton pro={viewer.plan === 'pro'} />
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setHelpOpen(true)}>
              <Trans id="home.help" message="Help" />
            </button>
            <Link to="/feedback" className="btn btn-outline btn-sm">
              <Trans id="home.feedback" message="Feedback" />
            </Link>
          </nav>
        </div>
      </div>
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </header>
  )
}

/** Messages: with "N new" since the inbox was last opened for a Pro owner, the Pro badge for Free. */
function MessagesButton({ pro }: { pro: boolean }) {
  const newCount = useNewMessageCount(pro)
  const count = newCount.data ?? 0
  return (
    <Link to="/messages" className="btn btn-primary btn-sm">
      <Trans id="home.messages" message="Messages" />
      {pro ? null : <ProBadge />}
      {count > 0 ? (
        <span className="badge badge-sm bg-base-100 text-base-content border-0">{newCountLabel(count)}</span>
      ) : null}
    </Link>
  )
}

const HELP_TOPICS = [
  {
    title: /*i18n*/ { id: 'home.helpEdit', message: 'Edit a Tessera' },
    text: /*i18n*/ {
      id: 'home.helpEditText',
      message:
        'Press Edit (the pencil) on its card; Show opens its page. Select empty cells and press ADD to place a tile; press a tile to change it. Your changes are a draft only you see until Save publishes them. Discard changes goes back, and Ctrl/Cmd+Z undoes a step.',
    },
  },
  {
    title: /*i18n*/ { id: 'home.helpShare', message: 'Share it' },
    text: /*i18n*/ {
      id: 'home.helpShareText',
      message:
        'Press Link on the card to copy its address and put it in your bio. Only Tesseras switched to Active are visible to others.',
    },
  },
  {
    title: /*i18n*/ { id: 'home.helpPro', message: 'Upgrade to Pro' },
    text: /*i18n*/ {
      id: 'home.helpProText',
      message:
        'Press the plan badge next to Welcome. Pro gives you 6 Tesseras, every tile including the message box and the links grid, all themes and fonts, and the inbox.',
    },
  },
]

function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { i18n } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={i18n._({ id: 'home.howTesseraWorks', message: 'How Tessera works' })}>
      <ul className="flex flex-col gap-4">
        {HELP_TOPICS.map((topic) => (
          <li key={topic.title.id} className="flex flex-col gap-1">
            <h3 className="font-semibold">{i18n._(topic.title)}</h3>
            <p className="text-base-content/80">{i18n._(topic.text)}</p>
          </li>
        ))}
      </ul>
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          <Trans id="home.gotIt" message="Got it" />
        </button>
      </div>
    </Modal>
  )
}
