import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { confirmedDelete } from "~/routes/admin/+shared/confirmed-delete.server";
import { createWithFilesAction, type CreateWithFilesPage } from "~/routes/admin/+shared/upload-form.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { CreatedList, useCreatedKey } from "~/routes/admin/+shared/created-list";
import { ImageDropZone } from "./projects/+shared/image-drop-zone";
import { ProjectFieldset, type ProjectSuggestions } from "./projects/+shared/project-fieldset";
import { useActionReply } from "~/components/form/use-action-reply";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorSummary, SubmitButton } from "~/components/form";
import { filesOf } from "~/media/multipart.server";
import { PROJECT_MESSAGES, projectFieldsSchema } from "~/projects/project";
import { PROJECT_IMAGES_PER_UPLOAD } from "~/projects/project-admin";
import { createProjectWithImages, deleteProjectAndFiles } from "~/projects/project-admin.server";
import { listProjects, projectSuggestions } from "~/projects/project.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/add-project";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return {
    projects: listProjects({ includeDrafts: true }).map((project) => ({
      id: project.id,
      title: project.title,
      projectType: project.projectType,
      draft: project.draft,
      imageCount: project.images.length,
      thumbnail: project.images[0]?.src ?? null,
    })),
    suggestions: projectSuggestions(),
  };
}

const CREATE_PAGE: CreateWithFilesPage = {
  path: "/admin/add-project",
  createdParam: "created",
  limits: { maxFiles: PROJECT_IMAGES_PER_UPLOAD },
  formError: PROJECT_MESSAGES.createFailed,
  fileField: "images",
  created: PROJECT_MESSAGES.created,
};

const PROJECT_LIST = { id: "projects-heading", title: "All projects", empty: "No projects yet." };

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  return createWithFilesAction(request, CREATE_PAGE, projectFieldsSchema, {
    create: (fields, formData) => createProjectWithImages(fields, filesOf(formData, "images"), by),
    remove: (id, formData) =>
      confirmedDelete(by, formData, {
        id,
        remove: async () => (await deleteProjectAndFiles(id, by)) || undefined,
        redirectTo: CREATE_PAGE.path,
        done: PROJECT_MESSAGES.deleted,
        notFound: PROJECT_MESSAGES.deleteFailed,
      }),
  });
}

export default function AdminAddProject({ loaderData }: Route.ComponentProps) {
  const { projects, suggestions } = loaderData;
  const { lastResult } = useActionReply();
  const formKey = useCreatedKey(CREATE_PAGE.createdParam);
  const created = projects.find((project) => project.id === formKey);
  return (
    <>
      <AdminTitle page="Projects" />
      <AdminPageHeader title="Projects" />
      {created ? <CreatedNote project={created} /> : null}
      <CreateProjectForm key={formKey} lastResult={lastResult} suggestions={suggestions} />
      <CreatedList {...PROJECT_LIST} isEmpty={projects.length === 0}>
        <ul className="project-list">
          {projects.map((project) => (
            <li key={project.id} className="project-item">
              {project.thumbnail ? (
                <img src={project.thumbnail} alt="" width={96} height={64} loading="lazy" />
              ) : null}
              <span className="project-item-text">
                <strong>{project.title}</strong>
                {project.draft ? <span className="badge badge-draft">Draft</span> : null}
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
                {project.draft ? null : (
                  <Link to={`/projects/${project.id}`} className="button button-secondary button-small">
                    View on site<span className="visually-hidden"> {project.title}</span>
                  </Link>
                )}
                <ConfirmDelete
                  id={project.id}
                  question={PROJECT_MESSAGES.deleteConfirm}
                  what={project.title}
                />
              </span>
            </li>
          ))}
        </ul>
      </CreatedList>
    </>
  );
}

/** After a create: where the new project is, or that it waits as a draft. */
function CreatedNote({ project }: { project: { id: string; title: string; draft: boolean } }) {
  return (
    <p className="panel created-note" role="status">
      {project.draft ? (
        <>
          “{project.title}” is saved as a draft: it shows nowhere on the site until you publish it.{" "}
          <Link to={`/admin/projects/edit/${project.id}`}>Edit the draft</Link>
        </>
      ) : (
        <>
          “{project.title}” is on the site. <Link to={`/projects/${project.id}`}>View on site</Link>
        </>
      )}
    </p>
  );
}

function CreateProjectForm({
  lastResult,
  suggestions,
}: {
  lastResult?: SubmissionResult;
  suggestions: ProjectSuggestions;
}) {
  const [form, fields] = useZodForm(projectFieldsSchema, {
    id: "create-project",
    lastResult,
  });
  const imageErrors = lastResult?.error?.images ?? undefined;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="panel">
      <CsrfInput />
      <ErrorSummary form={form} />
      <ProjectFieldset fields={fields} suggestions={suggestions} />
      <ImageDropZone
        id="create-project-images"
        name="images"
        label="Images"
        hint="Drag and drop images here, or choose files (JPEG, PNG, WebP, AVIF, GIF or TIFF)."
        errors={imageErrors ?? undefined}
      />
      <div className="form-actions">
        {/* First in the form, so Enter publishes. */}
        <SubmitButton pendingLabel="Creating...">Create Project</SubmitButton>
        <SubmitButton name="draft" value="on" className="button button-secondary" pendingLabel="Saving...">
          Save as draft
        </SubmitButton>
      </div>
    </Form>
  );
}
