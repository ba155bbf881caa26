// Arizona's lien deadlines and the preliminary twenty day notice, as data and pure functions (browser-safe). Dates
// are YYYY-MM-DD calendar days: Arizona keeps no daylight saving time, so a day is a day. The sources, and how far
// each text was verified, are in docs/decisions (Arizona tax, liens and prompt pay).
//
// - A.R.S. § 33-992.01(B): every claimant but a wage laborer (the original contractor too) must serve the owner, the
//   original contractor, the construction lender if any and the person it contracted with; (C) says when and what
//   the notice holds, (D) its form, printed by preliminaryNoticeDocument below.
// - § 33-992.01(E): a notice served late still counts, for what was furnished from 20 days before it was served.
// - § 33-993(A): the notice and claim of lien is recorded within 120 days after completion, or within 60 days after
//   a notice of completion is recorded.
// - § 33-1002: against an owner-occupant's dwelling only a written contract made directly with the owner-occupant
//   gives lien rights.
import { formatCents } from "~/quotes/money";
import { addCalendarDays, calendarDaysBetween, formatLongDate } from "~/utils/dates";

/** § 33-992.01(C): "not later than twenty days after the claimant has first furnished" to the job site. */
const PRELIMINARY_NOTICE_DAYS = 20;
/** § 33-992.01(E): how far back a late notice reaches. */
const LATE_NOTICE_REACH_BACK_DAYS = 20;
/** § 33-993(A): days after completion to record the notice and claim of lien. */
const LIEN_RECORDING_DAYS = 120;
/** § 33-993(A): days after a recorded notice of completion, when one is recorded. */
const LIEN_RECORDING_DAYS_AFTER_NOTICE_OF_COMPLETION = 60;

/** The last day to serve the notice: the first day labor or materials were furnished, plus 20 days. */
export const preliminaryNoticeDueOn = (firstFurnishedOn: string) =>
  addCalendarDays(firstFurnishedOn, PRELIMINARY_NOTICE_DAYS);

/** The first day of work a notice served on `servedOn` reaches back to when it is late (§ 33-992.01(E)). */
export const lateNoticeCoversFrom = (servedOn: string) =>
  addCalendarDays(servedOn, -LATE_NOTICE_REACH_BACK_DAYS);

/** The line beside an overdue notice on the dashboard and the job. */
export const LATE_NOTICE_LINE =
  "A late notice covers only the work furnished from 20 days before it was served (A.R.S. § 33-992.01).";

export type PreliminaryNoticeStatus = {
  /** The last day to serve it on time. */
  dueOn: string;
  /** Days from today to the last day: 0 on the last day, below 0 once it has passed. */
  daysLeft: number;
  served: boolean;
  /** Not served and the last day has passed. */
  overdue: boolean;
  /** Served after the last day. */
  servedLate: boolean;
  /** The first day of work the notice protects: the first furnished day, or 20 days before a late service. */
  coversWorkFrom: string | null;
};

export function preliminaryNoticeStatus(input: {
  firstFurnishedOn: string;
  servedOn: string | null;
  today: string;
}): PreliminaryNoticeStatus {
  const dueOn = preliminaryNoticeDueOn(input.firstFurnishedOn);
  const served = input.servedOn !== null;
  const servedLate = served && input.servedOn! > dueOn;
  let coversWorkFrom: string | null = null;
  if (served) coversWorkFrom = servedLate ? lateNoticeCoversFrom(input.servedOn!) : input.firstFurnishedOn;
  return {
    dueOn,
    daysLeft: calendarDaysBetween(input.today, dueOn),
    served,
    overdue: !served && input.today > dueOn,
    servedLate,
    coversWorkFrom,
  };
}

/**
 * The last day to record a notice and claim of lien (§ 33-993(A)): 120 days after completion, or 60 days after a
 * notice of completion is recorded. "Completion" is the completion of the improvement; for a job this contractor
 * does alone for the owner, the day the job is completed.
 */
export function lienRecordingDeadline(input: {
  completedOn: string;
  noticeOfCompletionRecordedOn?: string | null;
}): string {
  return input.noticeOfCompletionRecordedOn
    ? addCalendarDays(input.noticeOfCompletionRecordedOn, LIEN_RECORDING_DAYS_AFTER_NOTICE_OF_COMPLETION)
    : addCalendarDays(input.completedOn, LIEN_RECORDING_DAYS);
}

/**
 * The note beside the job's "Owner-occupied residence" box. § 33-1002(B): "No lien provided for in this article shall
 * be allowed or recorded by the person claiming a lien against the dwelling of a person who became an
 * owner-occupant prior to the construction, alteration, repair or improvement, except by a person having executed in
 * writing a contract directly with the owner-occupant." (A) defines the dwelling (one or two family) and the
 * owner-occupant (a natural person with recorded title before the work who lives there at least 30 days in the 12
 * months after it).
 */
export const OWNER_OCCUPIED_NOTE =
  "Owner-occupied residence (A.R.S. § 33-1002): a lien may be recorded against the home only by a contractor who " +
  "has a written contract made directly with the owner-occupant. Keep the signed contract with the owner.";

// ---- The notice itself (§ 33-992.01(D), "shall follow substantially the following form") ----

export type NoticeParty = { name: string; address: string };

export type PreliminaryNoticeInput = {
  /** The day the notice is completed (YYYY-MM-DD). */
  date: string;
  /** The company giving the notice. */
  claimant: NoticeParty;
  owner: NoticeParty;
  /** The contractor with a direct contract with the owner: the company itself on its own jobs. */
  originalContractor: NoticeParty;
  lender: NoticeParty | null;
  /** The person the claimant contracted with: the owner on the company's own jobs. */
  contractedWith: NoticeParty;
  /** The general description of the labor and materials (the quote's work, in a line or two). */
  description: string;
  jobSiteAddress: string;
  /** The county of the job site; null leaves the blank to fill in by hand. */
  county: string | null;
  legalDescription: string | null;
  /** The assessor's parcel number. */
  apn: string | null;
  /** The estimate of the total price: the contract value. */
  estimateCents: number;
};

export type NoticeBlock =
  | { kind: "statement"; text: string }
  | { kind: "field"; label: string; lines: string[] }
  /** Bold-faced type, per (C): the "Notice to Property Owner". */
  | { kind: "notice-box"; heading: string; paragraphs: readonly string[] }
  /** In type at least as large as the largest type otherwise on the document. */
  | { kind: "large-type"; text: string }
  | { kind: "signature"; lines: readonly { label: string; value: string; caption: string }[] }
  | {
      kind: "acknowledgment";
      senderCaption: string;
      heading: string;
      text: string;
      captions: readonly string[];
    };

export const PRELIMINARY_NOTICE_TITLE = "Preliminary Twenty Day Notice";
export const PRELIMINARY_NOTICE_CITATION = "A.R.S. § 33-992.01";

const OPENING_STATEMENT =
  "In accordance with Arizona Revised Statutes section 33-992.01, this is not a lien. This is not a reflection on " +
  "the integrity of any contractor or subcontractor.";

/** § 33-992.01(D): the "Notice to Property Owner", in bold-faced type. */
export const NOTICE_TO_PROPERTY_OWNER = {
  heading: "Notice to Property Owner",
  paragraphs: [
    "If bills are not paid in full for the labor, professional services, materials, machinery, fixtures or tools " +
      "furnished, or to be furnished, a mechanic's lien leading to the loss, through court foreclosure proceedings, " +
      "of all or part of your property being improved may be placed against the property. You may wish to protect " +
      "yourself against this consequence by either:",
    "1. Requiring your contractor to furnish a conditional waiver and release pursuant to Arizona Revised Statutes " +
      "section 33-1008, subsection D, paragraphs 1 and 3 signed by the person or firm giving you this notice before " +
      "you make payment to your contractor.",
    "2. Requiring your contractor to furnish an unconditional waiver and release pursuant to Arizona Revised Statutes " +
      "section 33-1008, subsection D, paragraphs 2 and 4 signed by the person or firm giving you this notice after " +
      "you make payment to your contractor.",
    "3. Using any other method or device that is appropriate under the circumstances.",
  ],
} as const;

/** § 33-992.01(D): the two ten-day paragraphs, in type at least as large as the largest otherwise on the notice. */
export const TEN_DAY_PARAGRAPHS = [
  "Within ten days after the receipt of this preliminary twenty day notice the owner or other interested party is " +
    "required to furnish all information necessary to correct any inaccuracies in the notice pursuant to Arizona " +
    "Revised Statutes section 33-992.01, subsection J or lose as a defense any inaccuracy of that information.",
  "Within ten days after the receipt of this preliminary twenty day notice if any payment bond has been recorded in " +
    "compliance with Arizona Revised Statutes section 33-1003, the owner must provide a copy of the payment bond, " +
    "including the name and address of the surety company and bonding agent providing the payment bond to the " +
    "person who has given the preliminary twenty day notice. In the event that the owner or other interested party " +
    "fails to provide the bond information within that ten day period, the claimant shall retain lien rights to the " +
    "extent precluded or prejudiced from asserting a claim against the bond as a result of not timely receiving the " +
    "bond information.",
] as const;

/** § 33-992.02: the acknowledgment of receipt printed with a notice given by mail. */
const ACKNOWLEDGMENT_OF_RECEIPT = {
  senderCaption: "Signature of sender",
  heading: "Acknowledgment of receipt of preliminary twenty day notice",
  text:
    "This acknowledges receipt on ____________ (insert date) of a copy of the preliminary twenty day notice at " +
    "______________________________ (insert address).",
  captions: [
    "Date (date this acknowledgment is executed)",
    "Signature of person acknowledging receipt, with title if acknowledgment is made on behalf of another person",
  ],
} as const;

const partyLines = (party: NoticeParty | null) =>
  party ? [party.name, party.address].filter(Boolean) : ["None"];

/**
 * The notice in the statute's order: the parties, the work, the job site and the estimate, the Notice to Property
 * Owner, the ten-day paragraphs, the claimant's signature, and the acknowledgment of receipt. A later PDF draws the
 * blocks; it must keep the type rules the blocks name.
 */
export function preliminaryNoticeDocument(input: PreliminaryNoticeInput): NoticeBlock[] {
  const land = [
    input.legalDescription?.trim() || null,
    input.apn?.trim() ? `Assessor's parcel number: ${input.apn.trim()}` : null,
  ].filter((line): line is string => line !== null);
  return [
    { kind: "statement", text: OPENING_STATEMENT },
    {
      kind: "field",
      label: "The name and address of the owner or reputed owner are:",
      lines: partyLines(input.owner),
    },
    {
      kind: "field",
      label: "This preliminary lien notice has been completed by (name and address of claimant):",
      lines: [...partyLines(input.claimant), `Date: ${formatLongDate(input.date)}`],
    },
    {
      kind: "field",
      label: "The name and address of the original contractor are:",
      lines: partyLines(input.originalContractor),
    },
    {
      kind: "field",
      label:
        "You are hereby notified that the claimant has furnished or will furnish labor, professional services, " +
        "materials, machinery, fixtures or tools of the following general description:",
      lines: [input.description],
    },
    {
      kind: "field",
      label: "The name and address of any lender or reputed lender and assigns are:",
      lines: partyLines(input.lender),
    },
    {
      kind: "field",
      label:
        "In the construction, alteration or repair of the building, structure or improvement located at:",
      lines: [input.jobSiteAddress],
    },
    {
      kind: "field",
      label: "The name and address of the person with whom the claimant has contracted are:",
      lines: partyLines(input.contractedWith),
    },
    {
      kind: "field",
      label: `And situated on that certain lot(s) or parcel(s) of land in ${input.county?.trim() || "____________"} County, Arizona, described as follows:`,
      lines: land,
    },
    {
      kind: "field",
      label:
        "An estimate of the total price of the labor, professional services, materials, machinery, fixtures or " +
        "tools furnished or to be furnished is:",
      lines: [formatCents(input.estimateCents)],
    },
    {
      kind: "notice-box",
      heading: NOTICE_TO_PROPERTY_OWNER.heading,
      paragraphs: NOTICE_TO_PROPERTY_OWNER.paragraphs,
    },
    ...TEN_DAY_PARAGRAPHS.map((text): NoticeBlock => ({ kind: "large-type", text })),
    {
      kind: "signature",
      lines: [
        { label: "", value: input.claimant.name, caption: "(Company name)" },
        { label: "By:", value: "", caption: "(Signature)" },
        { label: "", value: "", caption: "(Title)" },
      ],
    },
    { kind: "acknowledgment", ...ACKNOWLEDGMENT_OF_RECEIPT },
  ];
}
