import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import type { $ZodType, output } from "zod/v4/core";
import { MediaError } from "~/media/media-error";
import type { MultipartLimits } from "~/media/multipart.server";
import { readFormWithFilesAndToken } from "~/forms/read-form.server";

// The skeleton of a back-office action whose form carries files: read the upload (a refused file is a form error,
// never a 500) → parse the fields → save; a file the save refuses is a form error too.

/** How a form that carries files answers a refused upload or invalid fields. */
export type UploadForm = {
  limits: MultipartLimits;
  /** Shown above the form with any failure; without it only the field says what went wrong. */
  formError?: string;
  /** The file input that shows why a file was refused; without one the reason joins the form's error. */
  fileField?: string;
};

type Replying = {
  reply(options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }): SubmissionResult;
};

/**
 * The answer to a refused upload. The browser cannot be sent its files back, so the form says why they were refused;
 * with the parsed submission the other fields keep what was typed.
 */
function uploadRefused(form: UploadForm, error: MediaError, submission?: Replying) {
  const formErrors = [form.formError, form.fileField ? undefined : error.message].filter(
    (text): text is string => Boolean(text),
  );
  const fieldErrors = form.fileField ? { [form.fileField]: [error.message] } : undefined;
  const result: SubmissionResult = submission
    ? submission.reply({ formErrors: formErrors.length ? formErrors : undefined, fieldErrors })
    : { status: "error", error: { ...(formErrors.length ? { "": formErrors } : {}), ...fieldErrors } };
  return data({ result }, { status: error.status });
}

/** Reads a post that may carry files (multipart within the form's limits, or a plain form such as a delete). */
export async function readUploadForm(request: Request, form: UploadForm) {
  try {
    return { formData: await readFormWithFilesAndToken(request, form.limits) };
  } catch (error) {
    if (error instanceof MediaError) return { refused: uploadRefused(form, error) };
    throw error;
  }
}

/**
 * Parses the fields with the form's schema and saves them. Invalid fields answer 400 with their errors; a Conform
 * list intent (add or remove a row without JavaScript) answers 200 with the changed form.
 */
export async function saveUploadForm<Schema extends $ZodType, Saved>(
  formData: FormData,
  schema: Schema,
  form: UploadForm,
  save: (value: output<Schema>, submission: Replying) => Promise<Saved>,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    const reply = failed && form.formError ? { formErrors: [form.formError] } : undefined;
    return data({ result: submission.reply(reply) }, { status: failed ? 400 : 200 });
  }
  try {
    return await save(submission.value, submission);
  } catch (error) {
    if (error instanceof MediaError) return uploadRefused(form, error, submission);
    throw error;
  }
}

/** A page whose form creates a record from files, listed below the form with delete buttons. */
export type CreateWithFilesPage = UploadForm & {
  /** The page's own path. A create opens it again at `?<createdParam>=<id>`: a new URL, so an empty form. */
  path: string;
  createdParam: string;
  /** The success alert after a create. */
  created: string;
};

/**
 * The action of such a page: a `delete` intent goes to `remove`; anything else is read, parsed and created.
 */
export async function createWithFilesAction<Schema extends $ZodType, Removed>(
  request: Request,
  page: CreateWithFilesPage,
  schema: Schema,
  actions: {
    create: (fields: output<Schema>, formData: FormData) => Promise<{ id: string }>;
    /** The confirmed delete of the record the form's `id` names. */
    remove: (id: string, formData: FormData) => Promise<Removed>;
  },
) {
  const read = await readUploadForm(request, page);
  if (read.refused) return read.refused;
  const { formData } = read;
  if (formData.get("intent") === "delete") return actions.remove(String(formData.get("id") ?? ""), formData);
  return saveUploadForm(formData, schema, page, async (fields) => {
    const record = await actions.create(fields, formData);
    return redirectWithAlert(request, `${page.path}?${page.createdParam}=${record.id}`, {
      kind: "success",
      message: page.created,
    });
  });
}
