// A job's preliminary twenty day notice as a PDF: its data gathered from the job (the claimant is the company, with
// its ROC number; on its own jobs the company is also the original contractor, and it contracted with the owner),
// the lien information (owner, lender, land) and the quote (the general description of the work: its service and
// lines; the estimate: the contract value), then drawn in the PDF worker. Drawn anew from what is stored each time:
// nothing in it is signed.
import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { quoteItems } from "~/db/schema";
import { getSiteSettings } from "~/content/site-settings.server";
import { renderPdf } from "~/pdf/pdf-renderer.server";
import { arizonaDay } from "~/utils/dates";
import { jobLocation } from "./job-calendar.server";
import { loadJob, type JobSummary } from "./job-records.server";
import { lienOfJob, type JobLienRow } from "./lien-records.server";
import type { PreliminaryNoticePdfInput } from "./preliminary-notice-pdf.server";

/** The lines a description names, and its length: the notice gives a general description, not the quote. */
const DESCRIPTION = { lines: 12, characters: 1200 };

function workDescription(job: JobSummary) {
  const lines = db
    .select({ description: quoteItems.description })
    .from(quoteItems)
    .where(and(eq(quoteItems.quoteId, job.quoteId), eq(quoteItems.optional, false)))
    .orderBy(asc(quoteItems.position))
    .limit(DESCRIPTION.lines)
    .all()
    .map((row) => row.description.trim())
    .filter((text) => text && text !== job.quote.service);
  const text = [job.quote.service, ...lines].filter(Boolean).join("; ");
  return text.length > DESCRIPTION.characters ? `${text.slice(0, DESCRIPTION.characters - 1)}…` : text;
}

function preliminaryNoticeInput(
  job: JobSummary,
  lien: JobLienRow,
  now = new Date(),
): PreliminaryNoticePdfInput {
  const settings = getSiteSettings();
  const address = settings?.address;
  const company = {
    name: settings?.companyName ?? "",
    address: address ? `${address.street}, ${address.city}, ${address.state} ${address.zip}` : "",
  };
  const owner = { name: lien.ownerName, address: lien.ownerAddress };
  return {
    jobReference: job.reference,
    rocLicenseNumber: settings?.rocLicenseNumber ?? "",
    notice: {
      date: arizonaDay(now),
      claimant: company,
      owner,
      originalContractor: company,
      lender: lien.lenderName ? { name: lien.lenderName, address: lien.lenderAddress } : null,
      contractedWith: owner,
      description: workDescription(job),
      jobSiteAddress: jobLocation(job),
      county: null,
      legalDescription: lien.apn && !/^[\d-]+$/.test(lien.apn) ? lien.apn : null,
      apn: lien.apn && /^[\d-]+$/.test(lien.apn) ? lien.apn : null,
      estimateCents: job.contractCents,
    },
  };
}

/** The notice of a job with its owner known: its file name and bytes; undefined for a job or owner not known. */
export async function preliminaryNoticePdf(jobId: string, now = new Date()) {
  const job = loadJob(jobId);
  const lien = job && lienOfJob(jobId);
  if (!job || !lien?.ownerName) return undefined;
  const bytes = await renderPdf("preliminary-notice", preliminaryNoticeInput(job, lien, now));
  return { fileName: `preliminary-notice-${job.reference}.pdf`, bytes };
}
