import type { z } from 'zod'
import {
  Accepted,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailBody,
  Me,
  NameAvailability,
  NewPasswordBody,
  RegistrationBody,
  SessionState,
  SignInBody,
} from './account.js'
import { AnalyticsQuery, GridAnalytics } from './analytics.js'
import { AnswerBody, MessageAnswer } from './answers.js'
import { BillingStatus, PricingPlans, RedirectUrl } from './billing.js'
import { FeedbackBody, FeedbackConfig, FeedbackReceipt } from './feedback.js'
import { DiscardDraftQuery, GridContent, GridContentBody } from './grid-content.js'
import { CreateGridBody, SetGridActiveBody } from './grid-names.js'
import { GridList, GridSummary } from './grid-summary.js'
import { InboxOpened, InboxTotal, NewMessageCount, NotificationSettings } from './inbox.js'
import { InboxPage, InboxQuery, MessageFilter, RandomMessage, SetFavoriteBody } from './messages.js'
import {
  BlockedSender,
  BlockedSenders,
  FilteredPage,
  FilteredQuery,
  FilterWordList,
  FilterWords,
  MessageBoxState,
  MessageBoxStates,
  MessageIdBody,
  PauseBody,
} from './moderation.js'
import { UploadedImage, UploadQuery } from './uploads.js'

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One endpoint of the JSON API as the browser calls it. `response` is the schema of a successful
 * answer (none: the answer has no body, or is not JSON: a download, a stream); `multipart` marks
 * the one endpoint that takes a form with a file instead of JSON.
 */
export interface ApiRoute {
  readonly method: ApiMethod
  readonly path: `/api/${string}`
  readonly body?: z.ZodType
  readonly query?: z.ZodType
  readonly response?: z.ZodType
  readonly multipart?: true
}

/**
 * The API routes the client calls, with the same schemas the server validates and serialises with:
 * the client's one table of paths (tests/api/api-routes.test.ts checks each against the router).
 */
export const API = {
  me: { method: 'GET', path: '/api/account/me', response: Me },
  session: { method: 'GET', path: '/api/account/session', response: SessionState },
  register: { method: 'POST', path: '/api/account/register', body: RegistrationBody, response: Accepted },
  login: { method: 'POST', path: '/api/account/login', body: SignInBody, response: Me },
  logout: { method: 'POST', path: '/api/account/logout' },
  resendVerification: { method: 'POST', path: '/api/account/resend-verification', body: EmailBody, response: Accepted },
  forgotPassword: { method: 'POST', path: '/api/account/forgot-password', body: EmailBody, response: Accepted },
  resetPassword: { method: 'POST', path: '/api/account/reset-password', body: NewPasswordBody },
  changePassword: { method: 'POST', path: '/api/account/change-password', body: ChangePasswordBody },
  deleteAccount: { method: 'DELETE', path: '/api/account', body: DeleteAccountBody },
  /** A download (Content-Disposition: attachment), linked rather than fetched. */
  accountExport: { method: 'GET', path: '/api/account/export' },

  nameAvailability: { method: 'GET', path: '/api/names/:name/availability', response: NameAvailability },

  grids: { method: 'GET', path: '/api/grids', response: GridList },
  createGrid: { method: 'POST', path: '/api/grids', body: CreateGridBody, response: GridSummary },
  setGridActive: { method: 'PATCH', path: '/api/grids/:name', body: SetGridActiveBody, response: GridSummary },
  deleteGrid: { method: 'DELETE', path: '/api/grids/:name' },
  gridContent: { method: 'GET', path: '/api/grids/:name/content', response: GridContent },
  gridAnalytics: { method: 'GET', path: '/api/grids/:name/analytics', query: AnalyticsQuery, response: GridAnalytics },
  gridAnalyticsCsv: { method: 'GET', path: '/api/grids/:name/analytics.csv', query: AnalyticsQuery },
  /** Publishes the content (Save) and drops the draft. */
  saveGridContent: { method: 'PUT', path: '/api/grids/:name/content', body: GridContentBody, response: GridContent },
  saveGridDraft: { method: 'PUT', path: '/api/grids/:name/draft', body: GridContentBody, response: GridContent },
  discardGridDraft: {
    method: 'DELETE',
    path: '/api/grids/:name/draft',
    query: DiscardDraftQuery,
    response: GridContent,
  },
  uploadImage: { method: 'POST', path: '/api/uploads', query: UploadQuery, multipart: true, response: UploadedImage },

  inbox: { method: 'GET', path: '/api/messages', query: InboxQuery, response: InboxPage },
  randomMessage: { method: 'GET', path: '/api/messages/random', query: MessageFilter, response: RandomMessage },
  setFavorite: { method: 'PATCH', path: '/api/messages/:id', body: SetFavoriteBody },
  deleteMessage: { method: 'DELETE', path: '/api/messages/:id' },
  newMessageCount: { method: 'GET', path: '/api/messages/new-count', response: NewMessageCount },
  inboxOpened: { method: 'POST', path: '/api/messages/opened', response: InboxOpened },
  inboxTotal: { method: 'GET', path: '/api/messages/total', query: MessageFilter, response: InboxTotal },
  notificationSettings: { method: 'GET', path: '/api/account/notifications', response: NotificationSettings },
  saveNotificationSettings: {
    method: 'PUT',
    path: '/api/account/notifications',
    body: NotificationSettings,
    response: NotificationSettings,
  },
  publishAnswer: { method: 'PUT', path: '/api/messages/:id/answer', body: AnswerBody, response: MessageAnswer },
  withdrawAnswer: { method: 'DELETE', path: '/api/messages/:id/answer' },
  /** Server-Sent Events, read with an EventSource. */
  messageStream: { method: 'GET', path: '/api/messages/stream' },

  filterWords: { method: 'GET', path: '/api/moderation/filter', response: FilterWordList },
  saveFilterWords: { method: 'PUT', path: '/api/moderation/filter', body: FilterWords, response: FilterWordList },
  filteredMessages: { method: 'GET', path: '/api/moderation/filtered', query: FilteredQuery, response: FilteredPage },
  releaseFiltered: { method: 'POST', path: '/api/moderation/filtered/:id/release' },
  deleteFiltered: { method: 'DELETE', path: '/api/moderation/filtered/:id' },
  blockedSenders: { method: 'GET', path: '/api/moderation/blocks', response: BlockedSenders },
  blockSender: { method: 'POST', path: '/api/moderation/blocks', body: MessageIdBody, response: BlockedSender },
  unblockSender: { method: 'DELETE', path: '/api/moderation/blocks/:id' },
  reportMessage: { method: 'POST', path: '/api/moderation/reports', body: MessageIdBody },
  messageBoxes: { method: 'GET', path: '/api/moderation/message-boxes', response: MessageBoxStates },
  pauseMessageBox: {
    method: 'PUT',
    path: '/api/grids/:name/message-pause',
    body: PauseBody,
    response: MessageBoxState,
  },
  resumeMessageBox: { method: 'DELETE', path: '/api/grids/:name/message-pause', response: MessageBoxState },

  plans: { method: 'GET', path: '/api/plans', response: PricingPlans },
  billingStatus: { method: 'GET', path: '/api/billing/subscription', response: BillingStatus },
  checkout: { method: 'POST', path: '/api/billing/checkout', response: RedirectUrl },
  portal: { method: 'POST', path: '/api/billing/portal', response: RedirectUrl },
  completeSandboxCheckout: { method: 'POST', path: '/api/billing/sandbox/complete-checkout', response: RedirectUrl },
  cancelSandboxSubscription: {
    method: 'POST',
    path: '/api/billing/sandbox/cancel-subscription',
    response: BillingStatus,
  },
  resumeSandboxSubscription: {
    method: 'POST',
    path: '/api/billing/sandbox/resume-subscription',
    response: BillingStatus,
  },

  feedbackConfig: { method: 'GET', path: '/api/feedback/config', response: FeedbackConfig },
  sendFeedback: { method: 'POST', path: '/api/feedback', body: FeedbackBody, response: FeedbackReceipt },
} as const satisfies Record<string, ApiRoute>

/** `{ name: string }` for `/api/grids/:name`, `{}` for a path without parameters. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [Key in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [Key in Name]: string }
    : Record<never, never>

/** The route's path with its parameters filled in, each encoded as one path segment. */
export function pathOf<Route extends ApiRoute>(route: Route, params: PathParams<Route['path']>): string {
  const values = params as Record<string, string>
  return route.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(values[name] ?? ''))
}
