import type { z } from 'zod'
import {
  Accepted,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailBody,
  AccountLanguage,
  Me,
  NameAvailability,
  NameAvailabilityQuery,
  NewPasswordBody,
  RegistrationBody,
  ResendVerificationBody,
  SessionState,
  SignInBody,
  VerifyEmailQuery,
  VerificationSignInBody,
} from './account.js'
import { PAGE_SCRIPT_API, type ApiEndpoint } from './api-paths.js'
import { AnalyticsCsvQuery, AnalyticsQuery, GridAnalytics, TileClicks } from './analytics.js'
import { AnswerBody, MessageAnswer } from './answers.js'
import { BillingStatus, PricingPlans, RedirectUrl } from './billing.js'
import { FeedbackBody, FeedbackConfig, FeedbackReceipt } from './feedback.js'
import { DiscardDraftQuery, GridContent, GridContentBody } from './grid-content.js'
import { DomainBody, GridDomain, GridDomainState } from './custom-domains.js'
import { CreateGridBody, SetGridActiveBody } from './grid-names.js'
import { GridList, GridSummary } from './grid-summary.js'
import { ImportBody, ImportResult } from './imports/import-api.js'
import { InboxTotal, NewMessageCount, NotificationSettings } from './inbox.js'
import {
  InboxPage,
  InboxQuery,
  MessageFilter,
  MessageParams,
  MessageReceipt,
  RandomMessage,
  SendMessageBody,
  SetFavoriteBody,
} from './messages.js'
import {
  BlockedSender,
  BlockedSenders,
  FilteredPage,
  FilteredQuery,
  FilterWordList,
  FilterWords,
  IdParams,
  MessageBoxState,
  MessageBoxStates,
  MessageIdBody,
  PauseBody,
} from './moderation.js'
import { TileId } from './grid.js'
import { NameParams } from './names.js'
import { NoticeBody, NoticeState } from './notices.js'
import { ShareImageQuery } from './share-image.js'
import { UploadedImage, UploadQuery } from './uploads.js'

/** A grid's tile: the analytics of one tile. */
const TileParams = NameParams.extend({ tileId: TileId })

/**
 * One endpoint of the JSON API as the browser calls it. `params` parses the path's parameters;
 * `response` is the schema of a successful answer (none: the answer has no body, or is not JSON: a
 * download, a stream), sent with `status` (200 unless given); `multipart` marks the one endpoint
 * that takes a form with a file instead of JSON.
 */
export interface ApiRoute extends ApiEndpoint {
  readonly params?: z.ZodType
  readonly body?: z.ZodType
  readonly query?: z.ZodType
  readonly response?: z.ZodType
  readonly status?: 201 | 202
  readonly multipart?: true
}

/**
 * The API routes the browser calls, with the schemas the server validates and serialises with: the
 * one table of paths, which the client calls through and the server registers its routes from
 * (`addApiRoute` in src/server/api-route.ts, which takes the method, path and schemas from the
 * entry). tests/api/api-routes.test.ts checks each entry against the router and each route's
 * schemas in the server's OpenAPI document against the table's.
 */
export const API = {
  me: { method: 'GET', path: '/api/account/me', response: Me },
  setAccountLanguage: {
    method: 'PUT',
    path: '/api/account/language',
    body: AccountLanguage,
    response: AccountLanguage,
  },
  session: { ...PAGE_SCRIPT_API.session, response: SessionState },
  register: { method: 'POST', path: '/api/account/register', body: RegistrationBody, response: Accepted, status: 201 },
  login: { method: 'POST', path: '/api/account/login', body: SignInBody, response: Me },
  logout: { method: 'POST', path: '/api/account/logout' },
  /** The verification mail's link: it verifies, and signs in only the browser that signed up (ADR 0050). */
  verifyEmail: { method: 'GET', path: '/api/account/verify-email', query: VerifyEmailQuery },
  verificationSignIn: {
    method: 'POST',
    path: '/api/account/verification-sign-in',
    body: VerificationSignInBody,
    response: Me,
  },
  resendVerification: {
    method: 'POST',
    path: '/api/account/resend-verification',
    body: ResendVerificationBody,
    response: Accepted,
    status: 202,
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/account/forgot-password',
    body: EmailBody,
    response: Accepted,
    status: 202,
  },
  resetPassword: { method: 'POST', path: '/api/account/reset-password', body: NewPasswordBody },
  changePassword: { method: 'POST', path: '/api/account/change-password', body: ChangePasswordBody },
  deleteAccount: { method: 'DELETE', path: '/api/account', body: DeleteAccountBody },
  /** A download (Content-Disposition: attachment), linked rather than fetched. */
  accountExport: { method: 'GET', path: '/api/account/export' },

  nameAvailability: {
    method: 'GET',
    path: '/api/names/:name/availability',
    params: NameParams,
    query: NameAvailabilityQuery,
    response: NameAvailability,
  },

  grids: { method: 'GET', path: '/api/grids', response: GridList },
  createGrid: { method: 'POST', path: '/api/grids', body: CreateGridBody, response: GridSummary, status: 201 },
  setGridActive: {
    method: 'PATCH',
    path: '/api/grids/:name',
    params: NameParams,
    body: SetGridActiveBody,
    response: GridSummary,
  },
  deleteGrid: { method: 'DELETE', path: '/api/grids/:name', params: NameParams },
  gridContent: { method: 'GET', path: '/api/grids/:name/content', params: NameParams, response: GridContent },
  gridAnalytics: {
    method: 'GET',
    path: '/api/grids/:name/analytics',
    params: NameParams,
    query: AnalyticsQuery,
    response: GridAnalytics,
  },
  /** One tile's clicks per day over the range (Pro): the heatmap's chosen tile. */
  gridTileClicks: {
    method: 'GET',
    path: '/api/grids/:name/analytics/tiles/:tileId',
    params: TileParams,
    query: AnalyticsQuery,
    response: TileClicks,
  },
  gridAnalyticsCsv: {
    method: 'GET',
    path: '/api/grids/:name/analytics.csv',
    params: NameParams,
    query: AnalyticsCsvQuery,
  },
  /** Publishes the content (Save) and drops the draft. */
  saveGridContent: {
    method: 'PUT',
    path: '/api/grids/:name/content',
    params: NameParams,
    body: GridContentBody,
    response: GridContent,
  },
  saveGridDraft: {
    method: 'PUT',
    path: '/api/grids/:name/draft',
    params: NameParams,
    body: GridContentBody,
    response: GridContent,
  },
  discardGridDraft: {
    method: 'DELETE',
    path: '/api/grids/:name/draft',
    params: NameParams,
    query: DiscardDraftQuery,
    response: GridContent,
  },
  /** Reads an export of another service or a Tessera file into tiles for the editor's draft (ADR 0067). */
  importIntoGrid: {
    method: 'POST',
    path: '/api/grids/:name/import',
    params: NameParams,
    body: ImportBody,
    response: ImportResult,
  },
  /** The published page as a static website, a .zip download (ADR 0067). */
  exportGridSite: { method: 'GET', path: '/api/grids/:name/export/site.zip', params: NameParams },
  /** The grid as a Tessera file, a JSON download (ADR 0067). */
  exportGridFile: { method: 'GET', path: '/api/grids/:name/export/tessera.json', params: NameParams },
  /** The grid's notice for visitors (ADR 0031), saved at once rather than with the draft. */
  gridNotice: { method: 'GET', path: '/api/grids/:name/notice', params: NameParams, response: NoticeState },
  saveGridNotice: {
    method: 'PUT',
    path: '/api/grids/:name/notice',
    params: NameParams,
    body: NoticeBody,
    response: NoticeState,
  },
  /** The grid's own domain (ADR 0065), Pro only: set, checked against the DNS, removed. */
  gridDomain: { method: 'GET', path: '/api/grids/:name/domain', params: NameParams, response: GridDomainState },
  setGridDomain: {
    method: 'PUT',
    path: '/api/grids/:name/domain',
    params: NameParams,
    body: DomainBody,
    response: GridDomain,
  },
  verifyGridDomain: {
    method: 'POST',
    path: '/api/grids/:name/domain/verify',
    params: NameParams,
    response: GridDomain,
  },
  removeGridDomain: {
    method: 'DELETE',
    path: '/api/grids/:name/domain',
    params: NameParams,
    response: GridDomainState,
  },
  /** The QR code of the grid's address, downloads for the owner to print (SVG) or to post (PNG). */
  gridQrCode: { method: 'GET', path: '/api/grids/:name/qr.svg', params: NameParams },
  gridQrCodePng: { method: 'GET', path: '/api/grids/:name/qr.png', params: NameParams },
  removeGridNotice: { method: 'DELETE', path: '/api/grids/:name/notice', params: NameParams, response: NoticeState },
  uploadImage: {
    method: 'POST',
    path: '/api/uploads',
    query: UploadQuery,
    multipart: true,
    response: UploadedImage,
    status: 201,
  },

  /** A visitor's message, posted by the public page's script (the plain form posts to /{name}/messages). */
  sendMessage: {
    ...PAGE_SCRIPT_API.sendMessage,
    params: NameParams,
    body: SendMessageBody,
    response: MessageReceipt,
    status: 201,
  },
  inbox: { method: 'GET', path: '/api/messages', query: InboxQuery, response: InboxPage },
  randomMessage: { method: 'GET', path: '/api/messages/random', query: MessageFilter, response: RandomMessage },
  setFavorite: { method: 'PATCH', path: '/api/messages/:id', params: MessageParams, body: SetFavoriteBody },
  deleteMessage: { method: 'DELETE', path: '/api/messages/:id', params: MessageParams },
  newMessageCount: { method: 'GET', path: '/api/messages/new-count', response: NewMessageCount },
  markAllRead: { method: 'POST', path: '/api/messages/read' },
  markRead: { method: 'POST', path: '/api/messages/:id/read', params: MessageParams },
  markWinner: { method: 'POST', path: '/api/messages/:id/winner', params: MessageParams },
  inboxTotal: { method: 'GET', path: '/api/messages/total', query: MessageFilter, response: InboxTotal },
  notificationSettings: { method: 'GET', path: '/api/account/notifications', response: NotificationSettings },
  saveNotificationSettings: {
    method: 'PUT',
    path: '/api/account/notifications',
    body: NotificationSettings,
    response: NotificationSettings,
  },
  publishAnswer: {
    method: 'PUT',
    path: '/api/messages/:id/answer',
    params: MessageParams,
    body: AnswerBody,
    response: MessageAnswer,
  },
  withdrawAnswer: { method: 'DELETE', path: '/api/messages/:id/answer', params: MessageParams },
  /** A PNG, fetched as a file to download or share. */
  shareImage: { method: 'GET', path: '/api/messages/:id/share.png', params: MessageParams, query: ShareImageQuery },
  /** Server-Sent Events, read with an EventSource. */
  messageStream: { method: 'GET', path: '/api/messages/stream' },

  filterWords: { method: 'GET', path: '/api/moderation/filter', response: FilterWordList },
  saveFilterWords: {
    method: 'PUT',
    path: '/api/moderation/filter',
    body: FilterWords,
    response: FilterWordList,
  },
  filteredMessages: {
    method: 'GET',
    path: '/api/moderation/filtered',
    query: FilteredQuery,
    response: FilteredPage,
  },
  releaseFiltered: { method: 'POST', path: '/api/moderation/filtered/:id/release', params: IdParams },
  deleteFiltered: { method: 'DELETE', path: '/api/moderation/filtered/:id', params: IdParams },
  blockedSenders: { method: 'GET', path: '/api/moderation/blocks', response: BlockedSenders },
  blockSender: {
    method: 'POST',
    path: '/api/moderation/blocks',
    body: MessageIdBody,
    response: BlockedSender,
    status: 201,
  },
  unblockSender: { method: 'DELETE', path: '/api/moderation/blocks/:id', params: IdParams },
  reportMessage: { method: 'POST', path: '/api/moderation/reports', body: MessageIdBody },
  messageBoxes: { method: 'GET', path: '/api/moderation/message-boxes', response: MessageBoxStates },
  pauseMessageBox: {
    method: 'PUT',
    path: '/api/grids/:name/message-pause',
    params: NameParams,
    body: PauseBody,
    response: MessageBoxState,
  },
  resumeMessageBox: {
    method: 'DELETE',
    path: '/api/grids/:name/message-pause',
    params: NameParams,
    response: MessageBoxState,
  },

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
  sendFeedback: { method: 'POST', path: '/api/feedback', body: FeedbackBody, response: FeedbackReceipt, status: 201 },
} as const satisfies Record<string, ApiRoute>
