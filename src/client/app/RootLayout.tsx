import { useEffect, useRef } from 'react'
import { Outlet, ScrollRestoration, useLocation } from 'react-router'
import { Toaster } from 'sonner'
import { dismissToastsOfLeftScreen } from '../lib/toasts'

export function RootLayout() {
  useNavigationCleanUp()
  return (
    <>
      <Toaster position="top-right" richColors closeButton />
      <Outlet />
      <ScrollRestoration />
    </>
  )
}

/**
 * A client-side navigation changes the page without a load: the toasts about the screen that was
 * left go with it, and as screen readers say nothing, moving focus to the new page's <h1> announces
 * it and starts keyboard users at the top.
 */
function useNavigationCleanUp() {
  const { pathname } = useLocation()
  const previousPathname = useRef(pathname)

  useEffect(() => {
    if (previousPathname.current === pathname) return
    previousPathname.current = pathname
    dismissToastsOfLeftScreen()
    const heading = document.querySelector('h1')
    if (!heading) return
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }, [pathname])
}
