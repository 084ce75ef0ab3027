/** What other pages may place: the balance with 'Indsæt penge', or the button alone. */
export { BalanceBox } from './components/BalanceBox'
export { TopUpDialog } from './components/TopUpDialog'
export { clearPaymentCallback, paymentCallbackJob, useClearPaymentCallback } from './payment-callback'
