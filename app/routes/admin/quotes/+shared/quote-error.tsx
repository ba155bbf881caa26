import { recordErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";

/** What a quote's back-office screen shows when the quote is missing or cannot be shown. */
export const QuoteErrorBoundary = recordErrorBoundary({
  title: "Quote",
  back: { to: "/admin/quotes", label: "Back to quotes" },
  notFound: QUOTE_MESSAGES.notFound,
  failed: "The quote could not be shown or saved.",
});
