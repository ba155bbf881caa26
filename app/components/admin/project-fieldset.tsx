import type { FieldMetadata } from "@conform-to/react";
import { Field, TextareaField } from "~/components/form";

type ProjectFieldName = "title" | "project_type" | "description" | "category" | "date" | "alt";

/** The project's own fields, shared by the create and edit forms. */
export function ProjectFieldset({
  fields,
}: {
  fields: Record<ProjectFieldName, FieldMetadata<string | undefined | null>>;
}) {
  return (
    <>
      <div className="form-grid">
        <Field label="Title" field={fields.title} />
        <Field label="Project type" field={fields.project_type} placeholder="e.g. Parking lot" />
        <Field label="Category" field={fields.category} placeholder="e.g. Asphalt" />
        <Field label="Date" field={fields.date} type="date" />
      </div>
      <TextareaField label="Description" field={fields.description} rows={5} />
      <Field
        label="Image alt text"
        field={fields.alt}
        hint="Describes the photos for people who cannot see them; used for new images."
      />
    </>
  );
}
