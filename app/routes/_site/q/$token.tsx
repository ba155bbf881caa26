import { data } from "react-router";
import { RouteErrorBoundary } from "~/components/error-pages";
import { customerJobView } from "~/jobs/job-customer-view.server";
import { QUOTE_MESSAGES } from "~/quotes/quote-options";
import { requireQuotePageAllowance } from "~/quotes/quote-page-limit.server";
import { viewQuote } from "~/quotes/quote-page.server";
import quoteStyles from "~/styles/quote.css?url";
import { PRIVATE_NO_STORE } from "~/utils/cache-control";
import { telHref } from "~/utils/tel";
import { QuoteAnswers } from "./+shared/quote-answers";
import { QuoteSheet } from "./+shared/quote-sheet";
import { CustomerChangeOrdersSection } from "./+shared/change-orders";
import { YourJob } from "./+shared/your-job";
import { useChosenOptions } from "./+shared/use-chosen-options";
import { answerQuotePage } from "./quote-answers.server";
import type { Route } from "./+types/$token";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: quoteStyles }];

// The customer's private page: kept out of search engines, caches and other sites' logs (its address is the key).
export const headers: Route.HeadersFunction = () => ({
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": PRIVATE_NO_STORE,
});

export function loader({ request, params, url }: Route.LoaderArgs) {
  requireQuotePageAllowance(request);
  const quote = viewQuote(params.token);
  if (!quote) throw data(QUOTE_MESSAGES.notFound, { status: 404 });
  return {
    quote,
    job: customerJobView(quote.id),
    token: params.token,
    phoneHref: telHref(quote.company.phone),
    depositReturned: url.searchParams.get("deposit") === "paid",
  };
}

export const action = ({ request, params }: Route.ActionArgs) => answerQuotePage(request, params.token);

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Quote ${loaderData.quote.reference} | ${loaderData.quote.company.name}` : "Quote" },
  { name: "robots", content: "noindex" },
  // What a link preview in a messaging app shows: the sender, never the customer's details.
  {
    name: "description",
    content: loaderData
      ? `A quote from ${loaderData.quote.company.name}, to review, sign and pay online.`
      : "A quote.",
  },
];

/**
 * A quote as the customer reads, adds to, signs and pays it, without an account and without JavaScript: the sheet
 * (company, customer, lines, totals, terms, the Registrar's notice), then the answers it still takes.
 */
export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  const { quote, job, token, phoneHref, depositReturned } = loaderData;
  // What is ticked on the page is what the totals show and what "Accept and sign" signs.
  const options = useChosenOptions(quote);
  return (
    <main className="page quote-page">
      <QuoteSheet
        quote={quote}
        token={token}
        phoneHref={phoneHref}
        options={options}
        reply={actionData}
        lead={
          job ? (
            <YourJob job={job} token={token}>
              <CustomerChangeOrdersSection changeOrders={job.changeOrders} reply={actionData} />
            </YourJob>
          ) : null
        }
      />
      <QuoteAnswers
        quote={quote}
        token={token}
        chosen={options.chosen}
        reply={actionData}
        depositReturned={depositReturned}
      />
    </main>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary what="quote" />;
}
