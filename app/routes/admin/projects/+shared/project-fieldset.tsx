import type { FieldMetadata } from "@conform-to/react";
import { Field, TextareaField } from "~/components/form";

type ProjectFieldName = "title" | "project_type" | "description" | "category" | "date" | "alt" | "city";

/** The types and categories already in use, offered while typing (a new one may still be typed). */
export type ProjectSuggestions = { types: string[]; categories: string[] };

/** The project's own fields, shared by the create and edit forms. */
export function ProjectFieldset({
  fields,
  suggestions,
}: {
  fields: Record<ProjectFieldName, FieldMetadata<string | undefined | null>>;
  suggestions: ProjectSuggestions;
}) {
  const typesId = `${fields.project_type.id}-suggestions`;
  const categoriesId = `${fields.category.id}-suggestions`;
  return (
    <>
      <div className="form-grid">
        <Field label="Title" field={fields.title} />
        <Field
          label="Project type"
          field={fields.project_type}
          list={typesId}
          hint="e.g. Sealcoating & Striping; pick one in use or type a new one."
        />
        <Field
          label="Category"
          field={fields.category}
          list={categoriesId}
          hint="e.g. Commercial; pick one in use or type a new one."
        />
        <Field label="City" field={fields.city} autoComplete="off" hint="Optional, e.g. Chandler." />
        <Field label="Date" field={fields.date} type="date" />
      </div>
      <datalist id={typesId}>
        {suggestions.types.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <datalist id={categoriesId}>
        {suggestions.categories.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextareaField label="Description" field={fields.description} rows={5} />
      <Field
        label="Image alt text"
        field={fields.alt}
        hint="Describes the photos for people who cannot see them; used for new images."
      />
    </>
  );
}
