import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { ErrorNotice } from "~/components/admin/error-notice";
import { ConfirmDelete, pendingConfirmation } from "~/components/admin/confirm-delete";
import { formatSize } from "~/components/admin/format";
import { CheckboxField, Field, SubmitButton } from "~/components/form";
import { MediaError } from "~/media/media-error";
import { readMultipartForm } from "~/media/multipart.server";
import { audit } from "~/models/audit.server";
import { deleteMediaUploadAndFiles, uploadMediaFromForm } from "~/models/media-library.server";
import { UPLOAD_MESSAGES, uploadFieldsSchema } from "~/models/media-upload";
import { listMediaUploads } from "~/models/media-upload.server";
import { readFormData } from "~/utils/form-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    uploads: listMediaUploads().map((upload) => ({
      id: upload.id,
      kind: upload.kind,
      src: upload.path,
      caption: upload.caption,
      alt: upload.alt,
      hidden: upload.hidden,
      bytes: upload.bytes,
      width: upload.width,
      height: upload.height,
    })),
  };
}

function failure(message: string, status: number) {
  const result: SubmissionResult = { status: "error", error: { "": [UPLOAD_MESSAGES.failed, message] } };
  return data({ result }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  if (!/^multipart\/form-data/i.test(request.headers.get("Content-Type") ?? "")) {
    const formData = await readFormData(request);
    const id = String(formData.get("id") ?? "");
    if (formData.get("intent") !== "delete") return data({ error: "Unknown action." }, { status: 400 });
    const confirm = pendingConfirmation(formData, "delete", id);
    if (confirm) return confirm;
    const upload = await deleteMediaUploadAndFiles(id);
    if (!upload) return data({ error: "That upload no longer exists." }, { status: 404 });
    audit(request, admin, {
      event: "upload.delete",
      message: `Deleted upload ${upload.path}`,
      detail: { id },
    });
    return redirectWithAlert(request, "/admin/add-images", {
      kind: "success",
      message: UPLOAD_MESSAGES.deleted,
    });
  }

  let formData: FormData;
  try {
    formData = await readMultipartForm(request, { videoFields: ["video"], maxFiles: 2 });
  } catch (error) {
    if (error instanceof MediaError) return failure(error.message, error.status);
    throw error;
  }
  const submission = parseWithZod(formData, { schema: uploadFieldsSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ formErrors: [UPLOAD_MESSAGES.failed] }) }, { status: 400 });
  }
  try {
    const uploads = await uploadMediaFromForm(formData, submission.value);
    audit(request, admin, {
      event: "upload.create",
      message: `Uploaded ${uploads.map((upload) => upload.path).join(", ")}`,
      detail: { ids: uploads.map((upload) => upload.id) },
    });
    return redirectWithAlert(request, `/admin/add-images?uploaded=${uploads[0].id}`, {
      kind: "success",
      message: UPLOAD_MESSAGES.uploaded,
    });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return data(
      { result: submission.reply({ formErrors: [UPLOAD_MESSAGES.failed, error.message] }) },
      { status: error.status },
    );
  }
}

export const meta: MetaFunction = () => [{ title: "Add Images | Back office" }];

export default function AdminAddImages() {
  const { uploads } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const deleteError = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <div className="page-head">
        <h1>Add Images</h1>
        <Link to="/admin/images">AI Images</Link>
      </div>
      <UploadForm
        key={searchParams.get("uploaded") ?? "new"}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
      <section aria-labelledby="library-heading">
        <h2 id="library-heading">Media library</h2>
        {deleteError ? <ErrorNotice message={deleteError} /> : null}
        {uploads.length === 0 ? (
          <p className="muted">Nothing uploaded yet.</p>
        ) : (
          <ul className="media-library">
            {uploads.map((upload) => (
              <li key={upload.id}>
                {upload.kind === "image" ? (
                  <img
                    src={upload.src}
                    alt={upload.alt}
                    width={upload.width ?? undefined}
                    height={upload.height ?? undefined}
                    loading="lazy"
                  />
                ) : (
                  // Uploaded clips carry no captions track; the caption below describes them.
                  // eslint-disable-next-line jsx-a11y/media-has-caption
                  <video
                    src={upload.src}
                    controls
                    preload="metadata"
                    aria-label={upload.caption || "Uploaded video"}
                  />
                )}
                <p>{upload.caption || <span className="muted">No caption</span>}</p>
                <p className="muted">
                  {upload.kind === "image" ? "Image" : "Video"}, {formatSize(upload.bytes)}
                  {upload.hidden ? (
                    <>
                      {" "}
                      <span className="hidden-flag">Hidden</span>
                    </>
                  ) : null}
                </p>
                <ConfirmDelete
                  id={upload.id}
                  question="Delete this upload?"
                  label={
                    <>
                      Delete<span className="visually-hidden"> {upload.caption || upload.src}</span>
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function UploadForm({ lastResult }: { lastResult?: SubmissionResult }) {
  const [form, fields] = useForm({
    id: "upload-form",
    lastResult,
    constraint: getZodConstraint(uploadFieldsSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadFieldsSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
      {form.errors?.length ? <ErrorNotice message={form.errors.join(": ")} /> : null}
      <div className="form-grid">
        <div className="field">
          <label htmlFor="upload-img">Image file</label>
          <input id="upload-img" type="file" name="img" accept="image/*" />
        </div>
        <div className="field">
          <label htmlFor="upload-video">Video file</label>
          <input id="upload-video" type="file" name="video" accept="video/mp4,video/webm" />
          <p className="field-hint">MP4 or WebM.</p>
        </div>
      </div>
      <Field label="Caption" field={fields.caption} />
      <Field label="Alt text" field={fields.alt} />
      <CheckboxField label="Is hidden?" field={fields.hidden} />
      <SubmitButton pendingLabel="Uploading...">Upload</SubmitButton>
    </Form>
  );
}
