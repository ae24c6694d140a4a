import { z } from 'zod'
import { multiLineText } from './text.js'

export const FEEDBACK_MIN = 10
export const FEEDBACK_MAX = 2000

export const FEEDBACK_TEXTS = {
  tooShort: `Feedback has to be at least ${FEEDBACK_MIN} characters long.`,
  tooLong: `Feedback can be at most ${FEEDBACK_MAX.toLocaleString('en-US')} characters long.`,
  thanks: 'Thanks for your feedback!',
} as const

/** What a signed-in user sends from the feedback page; the text is stored as trimmed. */
export const FeedbackBody = z.object({
  message: multiLineText().trim().min(FEEDBACK_MIN, FEEDBACK_TEXTS.tooShort).max(FEEDBACK_MAX, FEEDBACK_TEXTS.tooLong),
})
export type FeedbackBody = z.infer<typeof FeedbackBody>

export const FeedbackReceipt = z.object({ id: z.string(), message: z.string() })
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>

/** The feedback page's links: the operator's feature-request board, when one is configured. */
export const FeedbackConfig = z.object({ feedbackUrl: z.string().nullable() })
export type FeedbackConfig = z.infer<typeof FeedbackConfig>

export interface PlannedFeature {
  name: string
  status: 'done' | 'in progress'
}

/** The spec's planned features, as the feedback page lists them: what shipped, and what is in progress. */
export const PLANNED_FEATURES: readonly PlannedFeature[] = [
  { name: 'Stats and analytics', status: 'done' },
  { name: 'Pop-up messages for visitors', status: 'done' },
]
