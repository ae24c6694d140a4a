import { DEFAULT_AUTHOR_LABEL } from './messages.js'

/**
 * Who asked, as the public page says it: the username only when the message was signed (not
 * anonymous), its author still has an account, and the owner chose to show it; otherwise
 * "Anonymous" — a name typed into an anonymous message stays between the sender and the owner.
 */
export function publicAuthor(question: {
  anonymous: boolean
  authorUsername: string | null
  showUsername: boolean
}): string {
  return question.showUsername && !question.anonymous && question.authorUsername
    ? `@${question.authorUsername}`
    : DEFAULT_AUTHOR_LABEL
}
