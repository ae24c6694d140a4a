import { useEffect } from 'react'
import { matchPath, Navigate, Outlet, useLocation, useSearchParams } from 'react-router'
import { APP_SCREENS } from '@domain/app-routes'
import { PageLoading } from '../components/PageLoading'
import { activateLocale } from '../lib/i18n'
import { meQueryOptions, safeNextPath, signInPath, useMe, ViewerContext } from '../lib/session'
import { queryClient } from './query-client'

/**
 * Route loader of both guards: asks for the session while the screen's code downloads, so the
 * guard rarely has to show a spinner. A failure is left to the guard, which sees it in the query.
 * A signed-in user's screens speak the account's language from their first paint, whatever the
 * browser's (ADR 0068).
 */
export async function loadSession() {
  const me = await queryClient.ensureQueryData({ ...meQueryOptions, revalidateIfStale: true }).catch(() => undefined)
  if (me) await activateLocale(me.locale)
  return null
}

/** Screens for signed-in users: anyone else goes to /login, which brings them back afterwards. */
export function RequireSession() {
  const me = useMe()
  const location = useLocation()
  // The account's language changed since the screen loaded (in another tab's Settings): the
  // session's refresh brings it.
  const locale = me.data?.locale
  useEffect(() => {
    if (locale) void activateLocale(locale)
  }, [locale])

  if (me.data === undefined) {
    // Without any answer (server down, network gone) there is nothing to show: the error page offers a reload.
    if (me.isError) throw me.error
    return <PageLoading />
  }
  if (me.data === null) return <Navigate to={signInPath(location)} replace />
  return (
    <ViewerContext value={me.data}>
      <Outlet />
    </ViewerContext>
  )
}

/**
 * /login and /register: a signed-in user goes on to `?next=` (when it is safe) or /home. A path
 * that is none of the app's screens (a public page, where a visitor wrote from) is the server's to
 * answer, so the browser loads it.
 */
export function RedirectIfSignedIn() {
  const me = useMe()
  const [searchParams] = useSearchParams()

  if (me.isPending) return <PageLoading />
  if (me.data) {
    const next = safeNextPath(searchParams.get('next')) ?? '/home'
    return isAppScreen(next) ? <Navigate to={next} replace /> : <LoadDocument path={next} />
  }
  return <Outlet />
}

const SCREEN_PATTERNS = Object.values(APP_SCREENS).map((screen) => `/${screen}`)

function isAppScreen(path: string): boolean {
  const { pathname } = new URL(path, window.location.origin)
  return SCREEN_PATTERNS.some((pattern) => matchPath(pattern, pathname))
}

function LoadDocument({ path }: { path: string }) {
  useEffect(() => window.location.replace(path), [path])
  return <PageLoading />
}
