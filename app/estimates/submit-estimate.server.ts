// Receiving an estimate request, for the /estimate page and POST /api/estimates alike: bot and rate checks, the
// photos cleaned and kept as pending uploads, the fields checked, then the request stored with its photos and the two
// mails queued through the outbox (a mail failure never loses the request). A refused request stores nothing but,
// for the page, the photos it carried, so the visitor does not attach them again.
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import { env } from "~/env.server";
import { sendEmail } from "~/mail/send-email.server";
import {
  estimateAcknowledgementMail,
  estimateNotificationMail,
  type EstimateSummary,
} from "./estimate-mails";
import { filesOf } from "~/media/multipart.server";
import { logEvent, systemContext, type LogContext } from "~/logs/audit.server";
import { BOT_REJECTED, tooOftenText } from "~/leads/receive-contact-message.server";
import {
  ESTIMATE_MESSAGES,
  estimateFormError,
  estimateSchemaFor,
  MAX_ESTIMATE_PHOTOS,
  PENDING_PHOTO_FIELD,
  PHOTOS_FIELD,
} from "./estimate";
import { createEstimate, type EstimateWithPhotos } from "./estimate.server";
import { countEvent } from "~/logs/event-count.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { createId } from "~/utils/id.server";
import type { Refusal, RefusalStatus } from "~/utils/result";
import { getSiteSettings } from "~/content/site-settings.server";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/utils/honeypot";
import {
  deletePendingUpload,
  keepPendingPhoto,
  pendingPhotosByIds,
  type PendingPhoto,
} from "./estimate-photos.server";
import { estimateServiceGroups, serviceNamesOf } from "./estimate-services.server";
import { countReceivedPhotos } from "./photo-limits.server";

/**
 * Stored requests per address: a property manager asking about a day's worth of properties, or an office behind one
 * connection, stays under it; a flood does not.
 */
const ESTIMATE_RATE_LIMIT = { limit: 30, windowMs: 60 * 60_000 };
/** Stored requests per e-mail address: bounds the acknowledgements any one mailbox can be sent. */
const ESTIMATE_EMAIL_RATE_LIMIT = { limit: 10, windowMs: 60 * 60_000 };

type VisitorContext = LogContext & { ip: string; origin: string };

/** A refused request also gives the page its form back: the photos kept for the next try and the submission. */
export type EstimateSubmissionResult =
  | { ok: true; estimate: EstimateWithPhotos }
  | (Refusal & {
      fieldErrors: Record<string, string[]>;
      /** The photos kept for the next try (the page lists them); always empty for the API. */
      photos: PendingPhoto[];
      submission: Submission<unknown>;
    });

/**
 * Receives one submitted request (a multipart or urlencoded form, from the page or the API). `keepPhotos`: whether a
 * refused request keeps the photos it carried as pending uploads (the page) or removes them (the API). `owner`: the
 * browser's photo owner id (photo-owner.server.ts): only its own pending photos can be attached; none without one.
 */
export async function submitEstimate(
  formData: FormData,
  context: VisitorContext,
  options: { keepPhotos: boolean; owner: string | null },
): Promise<EstimateSubmissionResult> {
  const serviceNames = serviceNamesOf(estimateServiceGroups());
  // The parse sees the text fields only: files are the pipeline's, and cannot go back in a reply anyway.
  const fields = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  const submission = parseWithZod(fields, { schema: estimateSchemaFor(serviceNames) });

  const pending = pendingPhotosByIds(fields.getAll(PENDING_PHOTO_FIELD).map(String), options.owner);
  const refuse = (
    status: RefusalStatus,
    error: string,
    fieldErrors: Record<string, string[]> = {},
    photos: PendingPhoto[] = pending,
    retryAfterSeconds?: number,
  ): EstimateSubmissionResult => ({
    ok: false,
    status,
    error,
    fieldErrors,
    photos,
    retryAfterSeconds,
    submission,
  });

  // Bot catches and refusals are counted per day, not logged one row each (a flood cannot grow the logs).
  if (isHoneypotFilled(formData.get(HONEYPOT_FIELD))) {
    countEvent("estimate.spam");
    return refuse(400, BOT_REJECTED);
  }

  const files = filesOf(formData, PHOTOS_FIELD);
  const room = Math.max(0, MAX_ESTIMATE_PHOTOS - pending.length);
  const photoErrors: string[] = [];
  let photoStatus: RefusalStatus | null = null;
  // At most ten photos per request, kept and new together (the resumable uploads could otherwise list any number).
  if (files.length > room || pending.length > MAX_ESTIMATE_PHOTOS) {
    const notAdded = [
      ...pending.slice(MAX_ESTIMATE_PHOTOS).map((photo) => photo.fileName),
      ...files.slice(room).map((file) => file.name || "a photo"),
    ];
    photoErrors.push(ESTIMATE_MESSAGES.tooManyPhotos(notAdded));
    photoStatus = 400;
  }
  const accepted = files.slice(0, room);
  if (accepted.length) {
    const limit = countReceivedPhotos(context.ip, accepted.length);
    if (!limit.allowed) {
      countEvent("estimate.rate-limited");
      return refuse(429, tooOften(limit.retryAfterSeconds), {}, pending, limit.retryAfterSeconds);
    }
  }
  const sender = { owner: options.owner ?? createId(), ip: context.ip };
  const forget = (photos: PendingPhoto[]) =>
    Promise.all(photos.map((photo) => deletePendingUpload(photo.id, sender.owner)));
  const kept: PendingPhoto[] = [];
  // The request's photos share one decode child, one after another.
  const batch = {};
  for (const file of accepted) {
    const result = await keepPendingPhoto({ bytes: file, fileName: file.name, sender, batch });
    if (result.ok) {
      kept.push(result.photo);
    } else if (result.status === 429 || result.status === 503) {
      // A bound of the whole site (pending photos per address, the decoder's queue): nothing more is decoded now.
      if (!options.keepPhotos) await forget(kept);
      const photos = options.keepPhotos ? [...pending, ...kept] : [];
      return refuse(result.status, result.error, {}, photos, result.retryAfterSeconds);
    } else {
      if (!photoErrors.includes(result.error)) photoErrors.push(result.error);
      photoStatus = photoStatus === 400 ? 400 : result.status;
    }
  }
  const photos = [...pending, ...kept];

  if (submission.status !== "success" || photoErrors.length) {
    const fieldErrors = {
      ...(submission.status === "success" ? {} : errorsOf(submission.error)),
      ...(photoErrors.length ? { photos: photoErrors } : {}),
    };
    if (!options.keepPhotos) await forget(kept);
    // A field left empty says so first; otherwise a refused photo's own status (413, 415) tells an API client why.
    const status = submission.status === "success" && photoStatus ? photoStatus : 400;
    const sent = Object.fromEntries(fields);
    return refuse(
      status,
      estimateFormError(fieldErrors, sent),
      fieldErrors,
      options.keepPhotos ? photos : [],
    );
  }

  const limit = requestLimit(context.ip, submission.value.email);
  if (!limit.allowed) {
    countEvent("estimate.rate-limited");
    if (!options.keepPhotos) await forget(kept);
    return refuse(
      429,
      tooOften(limit.retryAfterSeconds),
      {},
      options.keepPhotos ? photos : [],
      limit.retryAfterSeconds,
    );
  }

  const { consent: _consent, ...values } = submission.value;
  const estimate = createEstimate(
    values,
    photos.map((photo) => photo.id),
    { ip: context.ip },
  );
  logEvent(context, {
    event: "estimate.create",
    message: `Estimate request ${estimate.reference} from ${estimate.email}`,
    detail: { estimateId: estimate.id, photos: estimate.photos.length },
  });
  sendEstimateMails(estimate, context.origin);
  return { ok: true, estimate };
}

/** The address's count, then the e-mail's: a request refused by either counts against neither beyond that hit. */
function requestLimit(ip: string, email: string) {
  const byAddress = hitRateLimit(`estimate:${ip}`, ESTIMATE_RATE_LIMIT.limit, ESTIMATE_RATE_LIMIT.windowMs);
  if (!byAddress.allowed) return byAddress;
  return hitRateLimit(
    `estimate-email:${email}`,
    ESTIMATE_EMAIL_RATE_LIMIT.limit,
    ESTIMATE_EMAIL_RATE_LIMIT.windowMs,
  );
}

const tooOften = (seconds: number) => tooOftenText("several requests", seconds);

const errorsOf = (error: Record<string, string[] | null> | null | undefined) =>
  Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([name, list]) => (list?.length ? [[name, list]] : [])),
  ) as Record<string, string[]>;

/** Queues the visitor's acknowledgement and the office's notice; never fails the visitor's request. */
function sendEstimateMails(estimate: EstimateWithPhotos, origin: string) {
  const companyName = getSiteSettings()?.companyName ?? "company";
  const summary: EstimateSummary = { ...estimate, photoCount: estimate.photos.length };
  const mails = [{ to: estimate.email, ...estimateAcknowledgementMail(summary, companyName) }];
  if (env.CONTACT_NOTIFY_EMAIL) {
    mails.push({
      to: env.CONTACT_NOTIFY_EMAIL,
      ...estimateNotificationMail(summary, { origin, companyName }),
    });
  }
  for (const mail of mails) {
    sendEmail(mail).catch((error) => {
      console.error("Could not queue an estimate mail", error);
      logEvent(systemContext(), {
        level: "error",
        event: "estimate.mail-failed",
        message: `A mail about estimate ${estimate.reference} could not be queued`,
        detail: { estimateId: estimate.id },
      });
    });
  }
}
