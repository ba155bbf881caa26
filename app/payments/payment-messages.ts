// What the customer reads when paying online is not possible now, on a quote's deposit and an invoice alike.
// Browser-safe.
export const PAYMENT_MESSAGES = {
  noOnlinePayment: "Online payment is not available. Please use the payment instructions.",
  checkoutFailed: "The payment page could not be opened. Please try again in a minute.",
} as const;
