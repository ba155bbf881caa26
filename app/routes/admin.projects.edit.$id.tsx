import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { ErrorNotice } from "~/components/admin/error-notice";
import { ConfirmDelete, pendingConfirmation } from "~/components/admin/confirm-delete";
import { ImageDropZone } from "~/components/admin/image-drop-zone";
import { ProjectFieldset } from "~/components/admin/project-fieldset";
import { ErrorList, Field } from "~/components/form";
import { MediaError } from "~/media/media-error";
import { filesOf, readFormWithFiles } from "~/media/multipart.server";
import { audit } from "~/models/audit.server";
import { PROJECT_MESSAGES } from "~/models/project";
import { PROJECT_ADMIN_MESSAGES, PROJECT_IMAGES_PER_UPLOAD, projectEditSchema } from "~/models/project-admin";
import { deleteProjectImageAndFiles, saveProjectEdit } from "~/models/project-admin.server";
import { getProject } from "~/models/project.server";

const FORM_ID = "edit-project";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const project = getProject(params.id ?? "");
  if (!project) throw data(PROJECT_MESSAGES.loadFailed, { status: 404 });
  return {
    project: {
      id: project.id,
      title: project.title,
      description: project.description,
      project_type: project.projectType,
      category: project.category,
      alt: project.alt,
      date: project.date,
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

function failure(formError: string, imageError?: string, status = 400) {
  const result: SubmissionResult = {
    status: "error",
    error: { "": [formError], ...(imageError ? { newImages: [imageError] } : {}) },
  };
  return data({ result }, { status });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id ?? "";
  let formData: FormData;
  try {
    formData = await readFormWithFiles(request, { maxFiles: PROJECT_IMAGES_PER_UPLOAD });
  } catch (error) {
    if (error instanceof MediaError)
      return failure(PROJECT_MESSAGES.updateFailed, error.message, error.status);
    throw error;
  }

  if (formData.get("intent") === "delete-image") {
    const imageId = String(formData.get("id") ?? "");
    const confirm = pendingConfirmation(formData, "delete-image", imageId);
    if (confirm) return confirm;
    if (!(await deleteProjectImageAndFiles(id, imageId))) {
      return data({ error: PROJECT_MESSAGES.imageDeleteFailed }, { status: 404 });
    }
    audit(request, admin, {
      event: "project.image-delete",
      message: `Deleted an image of project ${id}`,
      detail: { id, imageId },
    });
    return redirectWithAlert(request, `/admin/projects/edit/${id}`, {
      kind: "success",
      message: PROJECT_ADMIN_MESSAGES.imageDeleted,
    });
  }

  const submission = parseWithZod(formData, { schema: projectEditSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ formErrors: [PROJECT_MESSAGES.updateFailed] }) },
      { status: 400 },
    );
  }
  const { images, ...fields } = submission.value;
  const newFiles = filesOf(formData, "newImages");
  try {
    const project = await saveProjectEdit(id, fields, images, newFiles);
    if (!project) return failure(PROJECT_MESSAGES.updateFailed, undefined, 404);
    audit(request, admin, {
      event: "project.update",
      message: `Updated project "${project.title}"${newFiles.length ? ` and added ${newFiles.length} images` : ""}`,
      detail: { id, addedImages: newFiles.length },
    });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return data(
      {
        result: submission.reply({
          formErrors: [PROJECT_MESSAGES.updateFailed],
          fieldErrors: { newImages: [error.message] },
        }),
      },
      { status: error.status },
    );
  }
  return redirectWithAlert(request, "/projects", {
    kind: "success",
    message: PROJECT_ADMIN_MESSAGES.updated,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Edit ${data.project.title} | Back office` : "Edit project | Back office" },
];

export default function AdminEditProject() {
  const { project } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <EditProjectForm
      // After an image is deleted the list is new: start the form from it.
      key={project.images.map((image) => image.id).join(",")}
      project={project}
      lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      imageError={actionData && "error" in actionData ? actionData.error : null}
    />
  );
}

type EditableProject = Awaited<ReturnType<typeof loader>>["project"];

function EditProjectForm({
  project,
  lastResult,
  imageError,
}: {
  project: EditableProject;
  lastResult?: SubmissionResult;
  imageError: string | null;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: FORM_ID,
    lastResult,
    constraint: getZodConstraint(projectEditSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectEditSchema }),
    defaultValue: {
      title: project.title,
      description: project.description,
      project_type: project.project_type,
      category: project.category,
      alt: project.alt,
      date: project.date,
      images: project.images.map((image, index) => ({ id: image.id, alt: image.alt, position: index + 1 })),
    },
  });
  const imageFields = fields.images.getFieldList();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") !== "delete-image";
  const newImageErrors = lastResult?.error?.newImages ?? undefined;

  return (
    <>
      <p>
        <Link to="/admin/add-project">Back to projects</Link>
      </p>
      <h1>Edit project</h1>
      {form.errors?.length ? <ErrorNotice message={form.errors.join(" ")} /> : null}
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
        <ProjectFieldset fields={fields} />
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
                  <input {...getInputProps(image_.id, { type: "hidden" })} />
                  <Field label={`Alt text of image ${index + 1}`} field={image_.alt} />
                  <Field label={`Order of image ${index + 1}`} field={image_.position} type="number" />
                  <ErrorList errors={imageField.errors} />
                  {image ? (
                    <ConfirmDelete
                      intent="delete-image"
                      id={image.id}
                      question="Delete this image?"
                      label={
                        <>
                          Delete image<span className="visually-hidden"> {index + 1}</span>
                        </>
                      }
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
        <button type="submit" form={FORM_ID} className="button" aria-busy={saving} disabled={saving}>
          {saving ? <span className="spinner" aria-hidden="true" /> : null}
          {saving ? "Saving..." : "Save Changes"}
        </button>
        <Link to="/admin/add-project" className="button button-secondary">
          Cancel
        </Link>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  useRouteError();
  return (
    <>
      <p>
        <Link to="/admin/add-project">Back to projects</Link>
      </p>
      <h1>Edit project</h1>
      <ErrorNotice message={PROJECT_MESSAGES.loadFailed} />
    </>
  );
}
