import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { ErrorNotice } from "~/components/admin/error-notice";
import { ConfirmDelete, pendingConfirmation } from "~/components/admin/confirm-delete";
import { ImageDropZone } from "~/components/admin/image-drop-zone";
import { ProjectFieldset } from "~/components/admin/project-fieldset";
import { SubmitButton } from "~/components/form";
import { MediaError } from "~/media/media-error";
import { filesOf, readFormWithFiles } from "~/media/multipart.server";
import { audit } from "~/models/audit.server";
import { PROJECT_MESSAGES, projectFieldsSchema } from "~/models/project";
import { PROJECT_ADMIN_MESSAGES, PROJECT_IMAGES_PER_UPLOAD } from "~/models/project-admin";
import { createProjectWithImages, deleteProjectAndFiles } from "~/models/project-admin.server";
import { listProjects } from "~/models/project.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    projects: listProjects().map((project) => ({
      id: project.id,
      title: project.title,
      projectType: project.projectType,
      imageCount: project.images.length,
      thumbnail: project.images[0]?.src ?? null,
    })),
  };
}

/** A form-level failure with an optional message on the images field (the files cannot be sent back). */
function failure(formError: string, imageError?: string, status = 400) {
  const result: SubmissionResult = {
    status: "error",
    error: { "": [formError], ...(imageError ? { images: [imageError] } : {}) },
  };
  return data({ result }, { status });
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  let formData: FormData;
  try {
    formData = await readFormWithFiles(request, { maxFiles: PROJECT_IMAGES_PER_UPLOAD });
  } catch (error) {
    if (error instanceof MediaError)
      return failure(PROJECT_MESSAGES.createFailed, error.message, error.status);
    throw error;
  }

  if (formData.get("intent") === "delete") {
    const id = String(formData.get("id") ?? "");
    const confirm = pendingConfirmation(formData, "delete", id);
    if (confirm) return confirm;
    if (!(await deleteProjectAndFiles(id)))
      return data({ error: PROJECT_MESSAGES.deleteFailed }, { status: 404 });
    audit(request, admin, { event: "project.delete", message: `Deleted project ${id}`, detail: { id } });
    return redirectWithAlert(request, "/admin/add-project", {
      kind: "success",
      message: PROJECT_ADMIN_MESSAGES.deleted,
    });
  }

  const submission = parseWithZod(formData, { schema: projectFieldsSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ formErrors: [PROJECT_MESSAGES.createFailed] }) },
      { status: 400 },
    );
  }
  try {
    const project = await createProjectWithImages(submission.value, filesOf(formData, "images"));
    audit(request, admin, {
      event: "project.create",
      message: `Created project "${project.title}" with ${project.images.length} images`,
      detail: { id: project.id, images: project.images.length },
    });
    // A new URL (and so a fresh, empty form and file input) for the next project.
    return redirectWithAlert(request, `/admin/add-project?created=${project.id}`, {
      kind: "success",
      message: PROJECT_ADMIN_MESSAGES.created,
    });
  } catch (error) {
    if (!(error instanceof MediaError)) throw error;
    return data(
      {
        result: submission.reply({
          formErrors: [PROJECT_MESSAGES.createFailed],
          fieldErrors: { images: [error.message] },
        }),
      },
      { status: error.status },
    );
  }
}

export const meta: MetaFunction = () => [{ title: "Add Project | Back office" }];

export default function AdminAddProject() {
  const { projects } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const deleteError = actionData && "error" in actionData ? actionData.error : null;
  return (
    <>
      <h1>Add Project</h1>
      <CreateProjectForm
        key={searchParams.get("created") ?? "new"}
        lastResult={actionData && "result" in actionData ? actionData.result : undefined}
      />
      <section aria-labelledby="projects-heading">
        <h2 id="projects-heading">All projects</h2>
        {deleteError ? <ErrorNotice message={deleteError} /> : null}
        {projects.length === 0 ? (
          <p className="muted">No projects yet.</p>
        ) : (
          <ul className="project-list">
            {projects.map((project) => (
              <li key={project.id} className="project-item">
                {project.thumbnail ? (
                  <img src={project.thumbnail} alt="" width={96} height={64} loading="lazy" />
                ) : null}
                <span className="project-item-text">
                  <strong>{project.title}</strong>
                  <span className="muted">
                    {[
                      project.projectType,
                      `${project.imageCount} ${project.imageCount === 1 ? "image" : "images"}`,
                    ]
                      .filter(Boolean)
                      .join(" · ")}
                  </span>
                </span>
                <span className="project-item-actions">
                  <Link
                    to={`/admin/projects/edit/${project.id}`}
                    className="button button-secondary button-small"
                  >
                    Edit<span className="visually-hidden"> {project.title}</span>
                  </Link>
                  <ConfirmDelete
                    id={project.id}
                    question={PROJECT_MESSAGES.deleteConfirm}
                    label={
                      <>
                        Delete<span className="visually-hidden"> {project.title}</span>
                      </>
                    }
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function CreateProjectForm({ lastResult }: { lastResult?: SubmissionResult }) {
  const [form, fields] = useForm({
    id: "create-project",
    lastResult,
    constraint: getZodConstraint(projectFieldsSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: projectFieldsSchema }),
  });
  const imageErrors = lastResult?.error?.images ?? undefined;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
      {form.errors?.length ? <ErrorNotice message={form.errors.join(" ")} /> : null}
      <ProjectFieldset fields={fields} />
      <ImageDropZone
        id="create-project-images"
        name="images"
        label="Images"
        hint="Drag and drop images here, or choose files (JPEG, PNG, WebP, AVIF, GIF or TIFF)."
        errors={imageErrors ?? undefined}
      />
      <SubmitButton pendingLabel="Creating...">Create Project</SubmitButton>
    </Form>
  );
}
