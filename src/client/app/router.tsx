import { createBrowserRouter } from 'react-router'
import { PageLoading } from '../components/PageLoading'
import { RootLayout } from './RootLayout'
import { RouteErrorPage } from './RouteErrorPage'
import { loadSession, RedirectIfSignedIn, RequireSession } from './session-guards'

// Each screen is its own chunk, so the login page does not download the dashboard.
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: RedirectIfSignedIn,
        loader: loadSession,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
          },
        ],
      },
      {
        path: 'reset-password',
        lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
      },
      {
        Component: RequireSession,
        loader: loadSession,
        children: [
          {
            path: 'home',
            lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          },
          {
            path: 'home/:gridName/analytics',
            lazy: async () => ({ Component: (await import('../features/analytics/AnalyticsPage')).AnalyticsPage }),
          },
          {
            path: 'messages',
            lazy: async () => ({ Component: (await import('../features/inbox/InboxPage')).InboxPage }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/pricing/PricingPage')).PricingPage }),
          },
          {
            path: 'profile/success',
            lazy: async () => ({
              Component: (await import('../features/pricing/PaymentSuccessPage')).PaymentSuccessPage,
            }),
          },
          {
            path: 'profile/failure',
            lazy: async () => ({
              Component: (await import('../features/pricing/PaymentFailurePage')).PaymentFailurePage,
            }),
          },
          {
            path: 'profile/checkout',
            lazy: async () => ({
              Component: (await import('../features/pricing/SandboxCheckoutPage')).SandboxCheckoutPage,
            }),
          },
          {
            path: 'profile/manage',
            lazy: async () => ({
              Component: (await import('../features/pricing/SandboxManagePage')).SandboxManagePage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }),
          },
          {
            path: 'feedback',
            lazy: async () => ({ Component: (await import('../features/feedback/FeedbackPage')).FeedbackPage }),
          },
          {
            // The server serves the app here only to the grid's owner; visitors get the public page.
            path: ':gridName',
            lazy: async () => ({ Component: (await import('../features/editor/EditorPage')).EditorPage }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../features/not-found/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
])
