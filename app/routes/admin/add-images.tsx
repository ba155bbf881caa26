import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { createWithFilesAction, type CreateWithFilesPage } from "~/routes/admin/+shared/upload-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { CreatedList, useCreatedKey } from "~/routes/admin/+shared/created-list";
import { formatSize } from "./images/+shared/format";
import { StoredImage } from "./images/+shared/stored-image";
import { useActionReply } from "~/components/form/use-action-reply";
import { useZodForm } from "~/components/form/use-zod-form";
import { CheckboxField, Field, SubmitButton } from "~/components/form";
import { deleteMediaUploadAndFiles, uploadMediaFromForm } from "~/media-library/media-library.server";
import { UPLOAD_FILES_PER_REQUEST, UPLOAD_MESSAGES, uploadFieldsSchema } from "~/media-library/media-upload";
import { listMediaUploads } from "~/media-library/media-upload.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/add-images";

export async function loader({ request }: Route.LoaderArgs) {
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

const UPLOAD_PAGE: CreateWithFilesPage = {
  path: "/admin/add-images",
  createdParam: "uploaded",
  limits: { videoFields: ["video"], maxFiles: UPLOAD_FILES_PER_REQUEST },
  formError: UPLOAD_MESSAGES.failed,
  created: UPLOAD_MESSAGES.uploaded,
};

const LIBRARY_LIST = { id: "library-heading", title: "Media library", empty: "Nothing uploaded yet." };

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return createWithFilesAction(request, UPLOAD_PAGE, uploadFieldsSchema, {
    // One upload holds an image, a video or both; the first names the new URL.
    create: async (fields, formData) => (await uploadMediaFromForm(formData, fields, by))[0],
    remove: (id, formData) =>
      confirmedDelete(by, formData, {
        id,
        remove: () => deleteMediaUploadAndFiles(id, by),
        redirectTo: UPLOAD_PAGE.path,
        done: UPLOAD_MESSAGES.deleted,
        notFound: UPLOAD_MESSAGES.notFound,
      }),
  });
}

export default function AdminAddImages({ loaderData }: Route.ComponentProps) {
  const { uploads } = loaderData;
  const { lastResult } = useActionReply();
  const formKey = useCreatedKey(UPLOAD_PAGE.createdParam);
  return (
    <>
      <AdminTitle page="Add Images" />
      <AdminPageHeader title="Add Images">
        <Link to="/admin/images">AI Images</Link>
      </AdminPageHeader>
      <UploadForm key={formKey} lastResult={lastResult} />
      <CreatedList {...LIBRARY_LIST} isEmpty={uploads.length === 0}>
        <ul className="media-library">
          {uploads.map((upload) => (
            <li key={upload.id}>
              {upload.kind === "image" ? (
                <StoredImage image={upload} lazy />
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
                question={UPLOAD_MESSAGES.deleteConfirm}
                what={upload.caption || upload.src}
              />
            </li>
          ))}
        </ul>
      </CreatedList>
    </>
  );
}

function UploadForm({ lastResult }: { lastResult?: SubmissionResult }) {
  const [form, fields] = useZodForm(uploadFieldsSchema, {
    id: "upload-form",
    lastResult,
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
      <CsrfInput />
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
