import type { RouteObject } from 'react-router'
import { APP_SCREENS } from '@domain/app-routes'
import { PageLoading } from '../components/PageLoading'
import { RootLayout } from './RootLayout'
import { RouteErrorPage } from './RouteErrorPage'
import { loadSession, RedirectIfSignedIn, RequireSession } from './session-guards'

// Each screen is its own chunk, so the login page does not download the dashboard. The paths are
// the app's screens of src/domain/app-routes.ts, which the server answers with the app shell.
export const appRoutes: RouteObject[] = [
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
            path: APP_SCREENS.login,
            lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
          },
          {
            path: APP_SCREENS.register,
            lazy: async () => ({ Component: (await import('../features/auth/RegisterPage')).RegisterPage }),
          },
        ],
      },
      {
        path: APP_SCREENS.accountDeleted,
        lazy: async () => ({
          Component: (await import('../features/settings/AccountDeletedPage')).AccountDeletedPage,
        }),
      },
      {
        path: APP_SCREENS.resetPassword,
        lazy: async () => ({ Component: (await import('../features/auth/ResetPasswordPage')).ResetPasswordPage }),
      },
      {
        Component: RequireSession,
        loader: loadSession,
        children: [
          {
            path: APP_SCREENS.home,
            lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          },
          {
            path: APP_SCREENS.analytics,
            lazy: async () => ({ Component: (await import('../features/analytics/AnalyticsPage')).AnalyticsPage }),
          },
          {
            path: APP_SCREENS.messages,
            lazy: async () => ({ Component: (await import('../features/inbox/InboxPage')).InboxPage }),
          },
          {
            path: APP_SCREENS.moderation,
            lazy: async () => ({ Component: (await import('../features/moderation/ModerationPage')).ModerationPage }),
          },
          {
            path: APP_SCREENS.pricing,
            lazy: async () => ({ Component: (await import('../features/pricing/PricingPage')).PricingPage }),
          },
          {
            path: APP_SCREENS.paymentSuccess,
            lazy: async () => ({
              Component: (await import('../features/pricing/PaymentSuccessPage')).PaymentSuccessPage,
            }),
          },
          {
            path: APP_SCREENS.paymentFailure,
            lazy: async () => ({
              Component: (await import('../features/pricing/PaymentFailurePage')).PaymentFailurePage,
            }),
          },
          {
            path: APP_SCREENS.sandboxCheckout,
            lazy: async () => ({
              Component: (await import('../features/pricing/SandboxCheckoutPage')).SandboxCheckoutPage,
            }),
          },
          {
            path: APP_SCREENS.sandboxManage,
            lazy: async () => ({
              Component: (await import('../features/pricing/SandboxManagePage')).SandboxManagePage,
            }),
          },
          {
            path: APP_SCREENS.settings,
            lazy: async () => ({ Component: (await import('../features/settings/SettingsPage')).SettingsPage }),
          },
          {
            path: APP_SCREENS.feedback,
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
]
