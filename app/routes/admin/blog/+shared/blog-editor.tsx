import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { blogEditorSchema } from "~/blog/blog-post";
import { ErrorList, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import { useZodForm } from "~/components/form/use-zod-form";
import { CsrfInput } from "~/components/form/csrf-input";
import { listRows } from "~/components/form/list-rows";

export type BlogEditorValues = {
  title: string;
  description: string;
  imgAlt: string;
  sections: { title: string; body: string }[];
  conclusion: string;
  status: "draft" | "published";
};

// What a new post starts from: one empty section, a draft.
const EMPTY_POST: BlogEditorValues = {
  title: "",
  description: "",
  imgAlt: "",
  sections: [{ title: "", body: "" }],
  conclusion: "",
  status: "draft",
};

type Props = {
  lastResult?: SubmissionResult<string[]> | null;
  /** The post being edited; a new post when left out. */
  defaultValue?: BlogEditorValues;
  currentImage?: { src: string; alt: string } | null;
  pickable: { src: string; label: string }[];
  submitLabel: string;
};

/**
 * The post editor. Sections are a Conform list: "Add section", "Remove" and the move buttons are submit buttons, so
 * they work without JavaScript (the server answers with the changed form) and instantly with it.
 */
export function BlogEditor({
  lastResult,
  defaultValue = EMPTY_POST,
  currentImage = null,
  pickable,
  submitLabel,
}: Props) {
  const [form, fields] = useZodForm(blogEditorSchema, {
    lastResult,
    defaultValue: { ...defaultValue, imageChoice: "keep" },
    shouldRevalidate: "onInput",
  });
  const sections = listRows(fields.sections);

  return (
    <Form method="post" encType="multipart/form-data" className="blog-editor" {...getFormProps(form)}>
      <CsrfInput />
      <ErrorSummary form={form} />
      <Field label="Title" field={fields.title} />
      <TextareaField
        label="Description"
        field={fields.description}
        rows={2}
        hint="One or two sentences, shown in lists and search results (under 160 characters reads best)."
      />

      <fieldset className="blog-editor-image">
        <legend>Image</legend>
        {currentImage?.src ? (
          <img src={currentImage.src} alt={currentImage.alt} className="blog-editor-preview" width={240} />
        ) : (
          <p>No image yet.</p>
        )}
        <div className="field">
          <label htmlFor={fields.imageChoice.id}>Use</label>
          <select {...getSelectProps(fields.imageChoice)}>
            <option value="keep">{currentImage?.src ? "Keep the current image" : "No image"}</option>
            {currentImage?.src ? <option value="none">Remove the image</option> : null}
            {pickable.map((image) => (
              <option key={image.src} value={image.src}>
                {image.label}
              </option>
            ))}
          </select>
          <ErrorList id={fields.imageChoice.errorId} errors={fields.imageChoice.errors} />
        </div>
        <div className="field">
          <label htmlFor="imageFile">Or upload a new image</label>
          <input
            id="imageFile"
            name="imageFile"
            type="file"
            accept="image/*"
            aria-describedby="imageFile-error"
          />
          <ErrorList
            id="imageFile-error"
            errors={(form.allErrors.imageFile as string[] | undefined) ?? null}
          />
        </div>
        <Field label="Image alt text" field={fields.imgAlt} />
      </fieldset>

      <fieldset className="blog-editor-sections">
        <legend>Sections ({sections.length})</legend>
        <ErrorList id={fields.sections.errorId} errors={fields.sections.errors} />
        <ol>
          {sections.map((section, index) => {
            const item = section.getFieldset();
            return (
              <li key={section.key} className="blog-editor-section">
                <Field label={`Section ${index + 1} title`} field={item.title} />
                <TextareaField
                  label={`Section ${index + 1} body`}
                  field={item.body}
                  rows={8}
                  hint="Plain text; leave a blank line between paragraphs."
                />
                <div className="button-row">
                  <button
                    className="button button-secondary"
                    disabled={index === 0}
                    {...form.reorder.getButtonProps({
                      name: fields.sections.name,
                      from: index,
                      to: index - 1,
                    })}
                  >
                    Move up<span className="visually-hidden"> section {index + 1}</span>
                  </button>
                  <button
                    className="button button-secondary"
                    disabled={index === sections.length - 1}
                    {...form.reorder.getButtonProps({
                      name: fields.sections.name,
                      from: index,
                      to: index + 1,
                    })}
                  >
                    Move down<span className="visually-hidden"> section {index + 1}</span>
                  </button>
                  <button
                    className="button button-danger"
                    disabled={sections.length === 1}
                    {...form.remove.getButtonProps({ name: fields.sections.name, index })}
                  >
                    Remove<span className="visually-hidden"> section {index + 1}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          className="button button-secondary"
          {...form.insert.getButtonProps({
            name: fields.sections.name,
            defaultValue: { title: "", body: "" },
          })}
        >
          Add section
        </button>
      </fieldset>

      <TextareaField label="Conclusion" field={fields.conclusion} rows={4} />

      <fieldset className="blog-editor-status">
        <legend>Status</legend>
        {(["draft", "published"] as const).map((status) => (
          <label key={status} className="radio">
            <input
              type="radio"
              name={fields.status.name}
              value={status}
              defaultChecked={(fields.status.initialValue ?? defaultValue.status) === status}
            />
            {status === "draft" ? "Draft (only admins see it)" : "Published"}
          </label>
        ))}
        <ErrorList id={fields.status.errorId} errors={fields.status.errors} />
      </fieldset>

      <SubmitButton pendingLabel="Saving...">{submitLabel}</SubmitButton>
    </Form>
  );
}
