// The words of the quote feature, shared by its pages, mails, PDF and API (no zod: a page that only shows them does
// not download it): statuses, the timeline's labels, the refusals, and the texts the customer signs under.
import { PAYMENT_MESSAGES } from "~/payments/payment-messages";
import type { paymentMethods, quoteEventTypes, quoteStatuses } from "~/db/schema";

export type QuoteStatus = (typeof quoteStatuses)[number];
export type QuoteEventType = (typeof quoteEventTypes)[number];
export type PaymentMethod = (typeof paymentMethods)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  sent: "Sent",
  changes_requested: "Changes requested",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: "Check",
  cash: "Cash",
  transfer: "Transfer",
  card: "Card",
};

export const QUOTE_LIMITS = {
  items: 100,
  description: 500,
  unit: 20,
  maxQuantityMilli: 1_000_000_000, // 1,000,000 units
  maxUnitPriceCents: 10_000_000_00, // $10,000,000
  maxTaxRateBps: 2000, // 20%
  terms: 20_000,
  // The longest run of characters without a space: a word in a line's description, a word or link in the terms.
  descriptionWord: 100,
  termsWord: 500,
  message: 5000,
  signatureBytes: 40_000,
  organization: 120,
  signerTitle: 80,
  // Mails of "Share this quote" a quote sends at most, whoever asks: a link is not a mailing list.
  shares: 10,
} as const;

export const QUOTE_MESSAGES = {
  notFound: "Quote not found",
  consentRequired: "Please agree to sign electronically",
  nameRequired: "Type your full name to sign",
  versionChanged: "This quote changed since you opened it. Please review it again.",
  expired: (date: string) => `This quote expired on ${date}`,
  locked: "This quote was accepted and is locked. Revise it to make a new version.",
  notAccepted: "Only an accepted quote can be revised.",
  onlyDraftsDeleted: "Only a draft can be deleted. This quote was sent to the customer.",
  validUntilFuture: "Valid until must be a date in the future",
  closed: (status: string) => `This quote is ${status.toLowerCase()} and takes no more answers.`,
  notOptional: "Choose from the optional items of this quote",
  changesRequired: "Write what you would like changed",
  noDepositDue: "No deposit is due on this quote.",
  depositAlreadyPaid: "Your deposit is already paid.",
  depositPaidStatus: "Deposit paid",
  changesPending: "Changes requested: we will send a new version",
  noOnlinePayment: PAYMENT_MESSAGES.noOnlinePayment,
  tooLargeForCheckout:
    "This deposit is too large to pay by card online. Please use the payment instructions.",
  checkoutFailed: PAYMENT_MESSAGES.checkoutFailed,
  created: "Quote saved",
  updated: "Quote saved",
  sent: "Quote sent to the customer",
  deleted: "Quote deleted",
  revised: "A new draft version was made",
  paymentRecorded: "Payment recorded",
  paymentReviewed: "Payment marked reviewed",
  nothingToReview: "That payment is not waiting for a review.",
  accepted: "Thank you. Your quote is signed.",
  declined: "Thank you for letting us know.",
  changesSent: "Your request was sent. We will get back to you.",
  totalUpdated: "Total updated",
  shared: "We e-mailed the quote to the address you gave.",
  tooManyShares: (limit: number) =>
    `This quote was already shared ${limit} times. Please ask us to send it to anyone else who must see it.`,
} as const;

/** Who contracts: "For Saguaro Vista HOA, attention Dana Whitfield", or "For Dana Whitfield" when a person does. */
export const contractingParty = (customer: { name: string; organization?: string }) =>
  customer.organization ? `For ${customer.organization}, attention ${customer.name}` : `For ${customer.name}`;

/** A signer as a signature names them: "Dana Whitfield, Board president", or the name alone. */
export const signerWithTitle = (signer: { name: string; title?: string }) =>
  signer.title ? `${signer.name}, ${signer.title}` : signer.name;

/** What the customer agrees to, by ticking the box; the version is stored with every signature. */
export const ESIGN_CONSENT = {
  version: "esign-2026-11",
  label: "I agree to sign this quote electronically",
  disclosure: [
    "You may sign this quote electronically instead of on paper. Your typed name is your signature and binds you as a handwritten one would.",
    "You may ask us for a paper copy of this quote and of the signed contract at any time, at no charge, by phone or e-mail.",
    "You may withdraw your consent to sign and receive these records electronically at any time before you sign, by telling us by phone or e-mail; we will then send you a paper contract to sign.",
    "To open and keep these records you need a device with a current web browser, an e-mail address, and a program that opens PDF files. We e-mail you a PDF copy of what you signed; you can print or save it.",
  ],
} as const;

/** The consent as stored with a signature: the box's words and the disclosure shown under it. */
export const consentText = () => [ESIGN_CONSENT.label, ...ESIGN_CONSENT.disclosure].join("\n");

/**
 * The Registrar of Contractors notice A.R.S. §32-1158 asks of a residential contract: contractors are licensed and
 * regulated by the Registrar, where questions and complaints go and how to reach it.
 */
export const ROC_NOTICE =
  "Contractors are required by law to be licensed and regulated by the Arizona Registrar of Contractors. Any questions or complaints about a contractor may be referred to the Registrar of Contractors, 1700 West Washington Street, Suite 105, Phoenix, Arizona 85007; telephone (602) 542-1525; roc.az.gov. A homeowner may be eligible for compensation from the Residential Contractors' Recovery Fund.";

/** "ROC #123456", or "" when the office has not given its licence number. */
export const rocLine = (licenseNumber: string) => (licenseNumber ? `ROC #${licenseNumber}` : "");

/** A status from a filter: its key (`sent`) or its label (`Sent`); undefined for anything else. */
export function quoteStatusFrom(value: string | null | undefined): QuoteStatus | undefined {
  if (!value) return undefined;
  const entries = Object.entries(QUOTE_STATUS_LABELS) as [QuoteStatus, string][];
  return entries.find(([key, label]) => key === value || label === value)?.[0];
}
