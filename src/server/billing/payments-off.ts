import { BILLING_MESSAGES, type PricingPlans } from '@domain/billing.js'
import { AppError } from '../errors.js'
import type { PaymentProvider } from './provider.js'

/** The request is sound; this server simply takes no payments (the operator grants Pro by hand). */
export const paymentsNotSetUp = () => new AppError(503, 'PAYMENTS_NOT_SET_UP', BILLING_MESSAGES.notSetUp)

/** PAYMENTS=off: nothing is sold, and the price list, checkout and portal all say so. */
export function createPaymentsOffProvider(): PaymentProvider {
  return {
    kind: 'off',
    listPlans: (): Promise<PricingPlans> => Promise.reject(paymentsNotSetUp()),
    createCheckout: () => Promise.reject(paymentsNotSetUp()),
    createPortal: () => Promise.reject(paymentsNotSetUp()),
  }
}
