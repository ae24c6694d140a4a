import { toast } from 'sonner'
import type { Draft } from '@domain/editor-model'
import type { Problem } from '@domain/errors'
import { freePlanProblem, type Plan } from '@domain/plans'

/**
 * The plan rules as the server applies them on save (freePlanProblem), asked before a change is
 * made so that a free user is told at once, with the spec's toast, instead of by a refused save.
 */
export function usePlanRules(plan: Plan, draft: Draft) {
  const problemWith = (next: Draft): Problem | undefined => (plan === 'pro' ? undefined : freePlanProblem(next, draft))

  /** Whether the change may be made; if not, the refusal is shown (once, however often it is tried). */
  function allows(next: Draft): boolean {
    const problem = problemWith(next)
    if (problem) toast.error(problem.message, { id: problem.code })
    return !problem
  }

  return { problemWith, allows }
}
