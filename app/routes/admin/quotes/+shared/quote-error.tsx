import { adminErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";

/** What a quote's back-office screen shows when the quote is missing or cannot be shown. */
export const QuoteErrorBoundary = adminErrorBoundary({
  back: { to: "/admin/quotes", label: "Back to quotes" },
  notFound: {
    title: "Quote",
    message: QUOTE_MESSAGES.notFound,
    detail: "This quote does not exist or has been deleted.",
  },
  failed: { title: "Quote", message: "The quote could not be shown or saved." },
});
