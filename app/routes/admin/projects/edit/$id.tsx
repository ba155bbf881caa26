import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { readUploadForm, saveUploadForm, type UploadForm } from "~/routes/admin/+shared/upload-form.server";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { adminErrorBoundary } from "~/routes/admin/+shared/admin-error-page";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorNotice } from "~/routes/admin/+shared/error-notice";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { ImageDropZone } from "../+shared/image-drop-zone";
import { ProjectFieldset, type ProjectSuggestions } from "../+shared/project-fieldset";
import { useActionReply } from "~/components/form/use-action-reply";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorList, ErrorSummary, Field, Input, SubmitButton } from "~/components/form";
import { filesOf } from "~/media/multipart.server";
import { PROJECT_MESSAGES } from "~/projects/project";
import { PROJECT_IMAGES_PER_UPLOAD, projectEditSchema } from "~/projects/project-admin";
import { deleteProjectImageAndFiles, saveProjectEdit } from "~/projects/project-admin.server";
import { getProject, projectFieldValues, projectSuggestions } from "~/projects/project.server";
import { chooseHomeImageFromProject } from "~/content/home-image.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { listRows } from "~/components/form/list-rows";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/$id";

const FORM_ID = "edit-project";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const project = getProject(params.id);
  if (!project) throw data(PROJECT_MESSAGES.loadFailed, { status: 404 });
  const { draft, ...fields } = projectFieldValues(project);
  return {
    suggestions: projectSuggestions(),
    homeImageSrc: requireSiteSettings().homeImage?.src ?? null,
    project: {
      id: project.id,
      draft,
      fields,
      images: project.images.map((image) => ({
        id: image.id,
        src: image.src,
        alt: image.alt,
        width: image.width,
        height: image.height,
      })),
    },
  };
}

const EDIT_FORM: UploadForm = {
  limits: { maxFiles: PROJECT_IMAGES_PER_UPLOAD },
  formError: PROJECT_MESSAGES.updateFailed,
  fileField: "newImages",
};

export async function action({ request, params }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const id = params.id;
  const read = await readUploadForm(request, EDIT_FORM);
  if (read.refused) return read.refused;
  const { formData } = read;

  if (formData.get("intent") === "home-image") {
    const imageId = String(formData.get("imageId") ?? "");
    if (!chooseHomeImageFromProject(id, imageId, by)) {
      return data({ error: PROJECT_MESSAGES.imageNotFound }, { status: 404 });
    }
    return redirectWithAlert(request, `/admin/projects/edit/${id}`, {
      kind: "success",
      message: PROJECT_MESSAGES.homeImageChosen,
    });
  }

  if (formData.get("intent") === "delete-image") {
    const imageId = String(formData.get("id") ?? "");
    return confirmedDelete(by, formData, {
      intent: "delete-image",
      id: imageId,
      remove: async () => (await deleteProjectImageAndFiles(id, imageId, by)) || undefined,
      redirectTo: `/admin/projects/edit/${id}`,
      done: PROJECT_MESSAGES.imageDeleted,
      notFound: PROJECT_MESSAGES.imageDeleteFailed,
    });
  }

  return saveUploadForm(formData, projectEditSchema, EDIT_FORM, async ({ images, ...fields }, submission) => {
    const project = await saveProjectEdit(id, fields, images, filesOf(formData, "newImages"), by);
    if (!project) {
      return data(
        { result: submission.reply({ formErrors: [PROJECT_MESSAGES.updateFailed] }) },
        { status: 404 },
      );
    }
    // A published project: to the site's project list (SPEC §4), whose alert links to the project's own page. A draft
    // shows nowhere on the site: to the back office's list (decision 021).
    if (project.draft) {
      return redirectWithAlert(request, "/admin/add-project", {
        kind: "success",
        message: PROJECT_MESSAGES.draftSaved,
      });
    }
    return redirectWithAlert(request, "/projects", {
      kind: "success",
      message: PROJECT_MESSAGES.updated,
      link: { to: `/projects/${id}`, label: "View on site" },
    });
  });
}

export default function AdminEditProject({ loaderData }: Route.ComponentProps) {
  const { project, suggestions, homeImageSrc } = loaderData;
  const { lastResult, error } = useActionReply();
  return (
    <>
      <AdminTitle page={`Edit ${project.fields.title}`} />
      <EditProjectForm
        suggestions={suggestions}
        homeImageSrc={homeImageSrc}
        // After an image is deleted the list is new: start the form from it.
        key={project.images.map((image) => image.id).join(",")}
        project={project}
        lastResult={lastResult}
        imageError={error}
      />
    </>
  );
}

type EditableProject = Awaited<ReturnType<typeof loader>>["project"];

// The same two buttons save a draft or a published project: a draft's first one publishes it, a published
// project's second one unpublishes it.
const SAVE_LABELS = {
  draft: { save: "Publish", pending: "Publishing...", asDraft: "Save draft" },
  published: { save: "Save Changes", pending: "Saving...", asDraft: "Unpublish (save as draft)" },
} as const;

function EditProjectForm({
  project,
  suggestions,
  homeImageSrc,
  lastResult,
  imageError,
}: {
  project: EditableProject;
  suggestions: ProjectSuggestions;
  homeImageSrc: string | null;
  lastResult?: SubmissionResult;
  imageError: string | null;
}) {
  const [form, fields] = useZodForm(projectEditSchema, {
    id: FORM_ID,
    lastResult,
    defaultValue: {
      ...project.fields,
      images: project.images.map((image, index) => ({ id: image.id, alt: image.alt, position: index + 1 })),
    },
  });
  const imageFields = listRows(fields.images);
  const newImageErrors = lastResult?.error?.newImages ?? undefined;
  const saveLabels = project.draft ? SAVE_LABELS.draft : SAVE_LABELS.published;

  return (
    <>
      <AdminPageHeader title={project.draft ? "Edit project (draft)" : "Edit project"}>
        {project.draft ? null : (
          <Link to={`/projects/${project.id}`} className="button button-secondary">
            View on site
          </Link>
        )}
        <Link to="/admin/add-project" className="button button-secondary">
          Back to projects
        </Link>
      </AdminPageHeader>
      <ErrorSummary form={form} />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
        <CsrfInput />
        <ProjectFieldset fields={fields} suggestions={suggestions} />
      </Form>

      <section className="panel" aria-labelledby="images-heading">
        <h2 id="images-heading">Images</h2>
        {imageError ? <ErrorNotice message={imageError} /> : null}
        {imageFields.length === 0 ? <p className="muted">No image available</p> : null}
        <ol className="image-editor">
          {imageFields.map((imageField, index) => {
            const image = project.images[index];
            const image_ = imageField.getFieldset();
            return (
              <li key={imageField.key}>
                {image ? (
                  <img
                    src={image.src}
                    alt={image.alt}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                  />
                ) : null}
                <div>
                  <Input field={image_.id} type="hidden" />
                  <Field label={`Alt text of image ${index + 1}`} field={image_.alt} />
                  <Field label={`Order of image ${index + 1}`} field={image_.position} type="number" />
                  <ErrorList errors={imageField.errors} />
                  {image ? (
                    <HomeImageButton imageId={image.id} index={index} chosen={image.src === homeImageSrc} />
                  ) : null}
                  {image ? (
                    <ConfirmDelete
                      intent="delete-image"
                      id={image.id}
                      question={PROJECT_MESSAGES.imageDeleteConfirm}
                      label="Delete image"
                      what={index + 1}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </section>

      <section className="panel" aria-labelledby="new-images-heading">
        <h2 id="new-images-heading">Add images</h2>
        <ImageDropZone
          form={FORM_ID}
          id="edit-project-new-images"
          name="newImages"
          label="New images"
          hint="Drag and drop images here, or choose files. They are added after the existing ones."
          errors={newImageErrors ?? undefined}
        />
      </section>

      <div className="form-actions">
        <SubmitButton form={FORM_ID} name="intent" value="save" pendingLabel={saveLabels.pending}>
          {saveLabels.save}
        </SubmitButton>
        <SubmitButton
          form={FORM_ID}
          name="draft"
          value="on"
          className="button button-secondary"
          pendingLabel="Saving..."
        >
          {saveLabels.asDraft}
        </SubmitButton>
        <Link to="/admin/add-project" className="button button-secondary">
          Cancel
        </Link>
      </div>
    </>
  );
}

/** Makes one photo the landing page's background and sharing image (copied, so later edits here do not move it). */
function HomeImageButton({ imageId, index, chosen }: { imageId: string; index: number; chosen: boolean }) {
  if (chosen) return <p className="muted">This is the home page image.</p>;
  return (
    <Form method="post" encType="multipart/form-data">
      <CsrfInput />
      <input type="hidden" name="intent" value="home-image" />
      <input type="hidden" name="imageId" value={imageId} />
      <button type="submit" className="button button-secondary button-small">
        Use as home page image<span className="visually-hidden"> (image {index + 1})</span>
      </button>
    </Form>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  back: { to: "/admin/add-project", label: "Back to projects" },
  notFound: { title: "Edit project", message: PROJECT_MESSAGES.loadFailed },
  failed: { title: "Edit project", message: PROJECT_MESSAGES.loadFailed },
});
