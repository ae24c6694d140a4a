import { i18n } from '@lingui/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { API } from '@domain/api-routes'
import type { BillingStatus } from '@domain/billing'
import { ApiError, callApi } from '../../lib/api'
import { ME_QUERY_KEY } from '../../lib/session'

export const PLANS_QUERY_KEY = ['billing', 'plans'] as const
export const BILLING_STATUS_QUERY_KEY = ['billing', 'subscription'] as const

/** The server takes no payments at all (PAYMENTS=off): asking again will not change that. */
export const isPaymentsNotSetUp = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'PAYMENTS_NOT_SET_UP'

/**
 * Monthly prices from the payment provider (the server caches them for minutes as well). Not asked
 * while `enabled` is false: with payments off the server answers 503, which the console would log.
 */
export function usePlans(enabled = true) {
  return useQuery({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.plans, { signal }),
    enabled,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isPaymentsNotSetUp(error) && failures < 3,
  })
}

/** The viewer's plan and subscription. `pollMs` asks again until told to stop (false). */
export function useBillingStatus(pollMs: (status: BillingStatus | undefined) => number | false = () => false) {
  return useQuery({
    queryKey: BILLING_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => callApi(API.billingStatus, { signal }),
    refetchInterval: (query) => pollMs(query.state.data),
    refetchOnWindowFocus: true,
  })
}

/** After the plan may have changed: the badge on /home and every plan rule read `me`. */
function useRefreshPlan() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }),
      queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }),
    ])
}

/**
 * Goes where the server says: the provider's hosted page (a full navigation away), or an in-app
 * page of the sandbox (a path on this site).
 */
function useFollowRedirect() {
  const navigate = useNavigate()
  return ({ url }: { url: string }) => {
    if (url.startsWith('/') && !url.startsWith('//')) return navigate(url)
    window.location.assign(url)
  }
}

function useRedirectMutation(route: typeof API.checkout | typeof API.portal) {
  const follow = useFollowRedirect()
  const refreshPlan = useRefreshPlan()
  return useMutation({
    mutationFn: () => callApi(route),
    onSuccess: follow,
    onError: (error) => {
      toast.error(error.message)
      void refreshPlan()
    },
  })
}

/** Buy Plan: a checkout for Pro, then off to pay. */
export const useStartCheckout = () => useRedirectMutation(API.checkout)

/** Manage Subscription: the provider's customer portal. */
export const useOpenPortal = () => useRedirectMutation(API.portal)

/** The sandbox checkout's Complete button. */
export function useCompleteSandboxCheckout() {
  const follow = useFollowRedirect()
  const refreshPlan = useRefreshPlan()
  return useMutation({
    mutationFn: () => callApi(API.completeSandboxCheckout),
    onSuccess: async (redirect) => {
      await refreshPlan()
      await follow(redirect)
    },
    onError: (error) => toast.error(error.message),
  })
}

/** The sandbox portal: cancel at the end of the paid term, or keep the subscription after all. */
export function useSetSandboxCancellation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (cancel: boolean) => callApi(cancel ? API.cancelSandboxSubscription : API.resumeSandboxSubscription),
    onSuccess: (status, cancel) => {
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status)
      toast.success(
        cancel
          ? i18n._({
              id: 'pricing.subscriptionCanceledYouKeepPro',
              message: 'Subscription canceled. You keep Pro until the end of the period.',
            })
          : i18n._({ id: 'pricing.subscriptionResumed', message: 'Subscription resumed.' }),
      )
    },
    onError: (error) => toast.error(error.message),
  })
}
