import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { createContext, useContext } from 'react'
import type { Me } from '@domain/account'
import { API } from '@domain/api-routes'
import { sameOriginPath } from '@domain/urls'
import { callApi } from './api'

export const ME_QUERY_KEY = ['account', 'me'] as const

// The server extends the session on authenticated requests; asking for `me` now and then while
// the tab is visible keeps an open dashboard signed in and notices a session ended elsewhere.
const SESSION_REFRESH_MS = 5 * 60_000

/** The signed-in user, or null when there is no session (asked so that a visitor gets no 401). */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  return (await callApi(API.session, { signal })).viewer
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
  refetchInterval: SESSION_REFRESH_MS,
  refetchIntervalInBackground: false,
})

export function useMe() {
  return useQuery(meQueryOptions)
}

/**
 * After the server ended the session: loads `to` as a new document (ADR 0077). Nothing of the
 * account stays in the tab (cached answers, the editor's state), and no signed-in screen is left
 * mounted to see the user gone and redirect on its own. Never settles, so the mutation that calls
 * it stays pending, its button busy, until the page is replaced.
 */
export function leaveSession(to = '/login'): Promise<never> {
  window.location.replace(to)
  return new Promise(() => {})
}

export function isMeQueryKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === ME_QUERY_KEY.length && ME_QUERY_KEY.every((part, index) => queryKey[index] === part)
}

export function useLogout() {
  return useMutation({
    mutationFn: () => callApi(API.logout),
    onSuccess: () => leaveSession(),
  })
}

/** The signed-in user, provided by the RequireSession route guard to every screen under it. */
export const ViewerContext = createContext<Me | null>(null)

export function useViewer(): Me {
  const viewer = useContext(ViewerContext)
  if (!viewer) throw new Error('useViewer() is only available on screens behind RequireSession')
  return viewer
}

/** Screens only for visitors without a session; `?next=` never points back at them (no loop). */
const GUEST_ONLY_PATHS = new Set(['/login', '/register'])

/** `?next=` after sign-in, only when it stays on this site and is not a guest-only screen. */
export function safeNextPath(value: string | null): string | undefined {
  const path = sameOriginPath(value, window.location.origin)
  if (!path || GUEST_ONLY_PATHS.has(new URL(path, window.location.origin).pathname)) return undefined
  return path
}

/** Where a visitor without a session is sent, remembering the screen they wanted. */
export function signInPath(wanted: { pathname: string; search: string }): string {
  if (wanted.pathname === '/home' && !wanted.search) return '/login'
  return `/login?next=${encodeURIComponent(wanted.pathname + wanted.search)}`
}
