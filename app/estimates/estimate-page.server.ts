// The /estimate page's server side: what its form offers, and what a post does (send, or remove a kept photo).
import { getZodConstraint } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { CSRF_FIELD } from "~/security/csrf";
import { readFormWithFilesAndToken } from "~/forms/read-form.server";
import { MediaError } from "~/media/media-error";
import { requestContext } from "~/logs/audit.server";
import {
  estimateFormSchema,
  MAX_ESTIMATE_PHOTOS,
  NOT_SURE_SERVICE,
  PENDING_PHOTO_FIELD,
  PROPERTY_TYPES,
  REMOVE_PHOTO_FIELD,
  SIZE_UNITS,
  TIMEFRAMES,
} from "./estimate";
import { publicOrigin } from "~/http/public-url.server";
import { deletePendingUpload, pendingPhotosByIds, type PendingPhoto } from "./estimate-photos.server";
import { estimateServiceGroups, serviceNamesOf } from "./estimate-services.server";
import { claimPhotoOwner } from "./photo-owner.server";
import { submitEstimate } from "./submit-estimate.server";

/** Where the visitor lands after sending: the reference in the address, so a reload shows it again. */
const thanksPath = (reference: string) => `/estimate/thanks?${new URLSearchParams({ ref: reference })}`;

/** What the form offers: the service groups, a preselected service and city (`?service=`, `?city=`), constraints. */
const ESTIMATE_PAGE_DESCRIPTION =
  "Tell us about your paving or concrete job: the service, the job site, its size and a few photos. We usually respond within 1 to 2 business days.";

export function estimatePageData(url: URL) {
  const serviceGroups = estimateServiceGroups();
  const names = [...serviceNamesOf(serviceGroups), NOT_SURE_SERVICE];
  const asked = url.searchParams.get("service")?.trim() ?? "";
  const city = (url.searchParams.get("city") ?? "").trim().slice(0, 100);
  const defaultValue: Record<string, string> = {};
  if (names.includes(asked)) defaultValue.service = asked;
  if (city) defaultValue.city = city;
  // Computed here so the browser gets plain constraints and never downloads zod; the option lists and the description
  // travel as data, not in the page's script (which is near the 100 KB budget).
  return {
    description: ESTIMATE_PAGE_DESCRIPTION,
    serviceGroups,
    notSure: NOT_SURE_SERVICE,
    options: { propertyTypes: PROPERTY_TYPES, sizeUnits: SIZE_UNITS, timeframes: TIMEFRAMES },
    defaultValue,
    constraint: estimateFormConstraint(),
  };
}

/**
 * The browser's constraints of the form. Conform reads a union (the size as text, or the API's number) as required,
 * while an empty size is no size ("empty if you are not sure"): the size stays optional, as the server's rule.
 */
function estimateFormConstraint(): ReturnType<typeof getZodConstraint> {
  const constraint = getZodConstraint(estimateFormSchema);
  return { ...constraint, size: { ...constraint.size, required: false } };
}

export type EstimateActionData = { reply: SubmissionResult<string[]>; photos: PendingPhoto[] };

/** The form's text fields as a reply's values, for an answer that shows the form again without checking it. */
function valuesOf(formData: FormData) {
  const values: Record<string, string | string[]> = {};
  for (const [name, value] of formData) {
    if (typeof value !== "string" || name === CSRF_FIELD || name === REMOVE_PHOTO_FIELD) continue;
    const current = values[name];
    values[name] = current === undefined ? value : [...(Array.isArray(current) ? current : [current]), value];
  }
  return values;
}

/**
 * A post of the form: a remove button takes one kept photo off the list (the rest of the form comes back as it was);
 * otherwise the request is sent, and the visitor goes to the thank-you page or sees the form again with its errors
 * and the photos kept.
 */
export async function estimatePageAction(request: Request) {
  let formData: FormData;
  try {
    // More files than the form takes are still read, so that the answer is "Attach at most 10 photos".
    formData = await readFormWithFilesAndToken(request, { maxFiles: MAX_ESTIMATE_PHOTOS * 4 });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    // Too large to read: nothing was kept, and the form comes back empty with the reason (413 or 400).
    const reply: SubmissionResult<string[]> = {
      status: "error",
      initialValue: {},
      error: { "": [error.message] },
    };
    return data<EstimateActionData>({ reply, photos: [] }, { status: error.status });
  }

  const { owner, setCookie } = await claimPhotoOwner(request);
  // A browser that had no photo owner cookie gets one with the first answer that lists photos kept for it.
  const headersFor = (photos: PendingPhoto[], retryAfterSeconds?: number) => {
    const headers = new Headers();
    if (setCookie && photos.length) headers.append("Set-Cookie", setCookie);
    if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
    return headers;
  };

  const removed = formData.get(REMOVE_PHOTO_FIELD);
  if (typeof removed === "string" && removed) {
    const ids = formData.getAll(PENDING_PHOTO_FIELD).map(String);
    // Only a photo this form lists, sent by this browser, can be removed from it.
    if (ids.includes(removed)) await deletePendingUpload(removed, owner);
    const values = valuesOf(formData);
    const photos = pendingPhotosByIds(
      ids.filter((id) => id !== removed),
      owner,
    );
    values[PENDING_PHOTO_FIELD] = photos.map((photo) => photo.id);
    return data<EstimateActionData>({ reply: { initialValue: values }, photos });
  }

  const result = await submitEstimate(
    formData,
    { ...requestContext(request), origin: publicOrigin },
    { keepPhotos: true, owner },
  );
  if (result.ok) return redirect(thanksPath(result.estimate.reference));
  const reply = result.submission.reply({
    formErrors: [result.error],
    fieldErrors: result.fieldErrors,
    hideFields: [CSRF_FIELD],
  });
  return data<EstimateActionData>(
    { reply, photos: result.photos },
    { status: result.status, headers: headersFor(result.photos, result.retryAfterSeconds) },
  );
}
