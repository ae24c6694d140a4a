import { z } from 'zod'
import { NameInput } from './names.js'
import { multiLineText } from './text.js'

export const ANSWER_MAX = 2000
/** Answers on one page of `/{name}/answers`. */
export const ANSWERS_PAGE_SIZE = 10
/** The newest answer is what a Q&A tile shows on the grid's page; the rest are on `/{name}/answers`. */
export const ANSWERS_IN_TILE = 1

export const ANSWER_TEXTS = {
  empty: 'Write an answer first.',
  tooLong: 'Answer can be at most 2,000 characters long.',
  published: 'Answer published!',
  withdrawn: 'Answer withdrawn.',
  noQaTile: 'This grid has no Q&A tile. Add one in the editor first.',
  /** The answer panel, before anything is written: where the answer will show, or that it cannot yet. */
  shownIn: 'Shown in the Q&A tile “{header}” on /{grid}.',
  shownInUntitled: 'Shown in the Q&A tile on /{grid}.',
  shownInDraft: 'Shown in the Q&A tile of your draft of /{grid} once you save it in the editor.',
  noQaTileYet: '/{grid} has no Q&A tile yet: your answer is kept here while you add one.',
  addQaTile: 'Add a Q&A tile',
  qaTileAdded:
    'A Q&A tile was added to your draft of /{grid}. Publish your answer, then save the draft in the editor to show it.',
  noRoomForQaTile: 'There is no free room on /{grid} for a Q&A tile. Make room in the editor first.',
  messageNotFound: 'Message not found.',
  answerNotFound: 'This message has no answer.',
  placeholder: 'The questions you answer from your inbox appear here, newest first.',
  none: 'No answers yet.',
  allAnswers: 'All answers',
  /** Where a Q&A tile too small for the whole answer leads: the answer on the answers page. */
  readAnswer: 'Read the answer',
  newer: 'Newer answers',
  older: 'Older answers',
} as const

/** What the owner publishes about one message: the answer, where, and whether to name a signed sender. */
export const AnswerBody = z.object({
  grid: NameInput,
  body: multiLineText().trim().min(1, ANSWER_TEXTS.empty).max(ANSWER_MAX, ANSWER_TEXTS.tooLong),
  // Only a signed message has a username to show; for an anonymous one this changes nothing.
  showUsername: z.boolean().default(false),
})
export type AnswerBody = z.infer<typeof AnswerBody>

/** A message's published answer, as its owner sees it in the inbox. */
export const MessageAnswer = z.object({
  grid: z.string(),
  body: z.string(),
  showUsername: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type MessageAnswer = z.infer<typeof MessageAnswer>

/** An answered question as visitors see it: never the sender's identity unless the owner chose to show it. */
export interface PublicAnswer {
  id: string
  question: string
  author: string
  answer: string
  answeredAt: Date
}

/** One page of a grid's answers, newest first. */
export interface AnswersPage {
  answers: PublicAnswer[]
  page: number
  isLastPage: boolean
}

/** The fragment of one answer on the answers page (`/{name}/answers#answer-…`). */
export const answerAnchor = (id: string) => `answer-${id}`

/** One answer on page 1 of the answers page, where the newest answers are. */
export const newestAnswerPath = (gridName: string, id: string) => `${answersPagePath(gridName)}#${answerAnchor(id)}`

/** The answers page's address: page 1 without a query, so that the tile's links are stable. */
export function answersPagePath(gridName: string, page = 1): string {
  const path = `/${encodeURIComponent(gridName)}/answers`
  return page > 1 ? `${path}?page=${page}` : path
}

export const AnswersPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1) })
