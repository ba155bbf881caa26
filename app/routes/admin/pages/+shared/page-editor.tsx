import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { z } from "zod";
import { ErrorList, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import {
  PAGE_PLACEHOLDERS,
  pageContentSchemas,
  pageDefinitions,
  type ContentPageSlug,
  type ListFieldSpec,
  type TextFieldSpec,
} from "~/content/content-page";
import { DefaultSubmitButton, ListRowButtons } from "~/routes/admin/+shared/list-row-buttons";
import { SavedNotice } from "~/routes/admin/+shared/flash-alert";
import { useZodForm } from "~/components/form/use-zod-form";

/** Where a page's save lands, with its confirmation beside the Save button. */
export const PAGE_SAVE_SPOT = "page-saved";
import { CsrfInput } from "~/components/form/csrf-input";
import { listRows } from "~/components/form/list-rows";

type Content = Record<string, unknown>;
type Intents = Parameters<typeof ListRowButtons>[0]["form"];
type TextField = FieldMetadata<string | undefined>;

/**
 * The editor of one content page, laid out from the page's definition (texts, Markdown bodies and ordered lists).
 * List rows are added, moved and removed with submit buttons carrying Conform intents, so everything works without
 * JavaScript; with it, the same happens at once and fields are checked as they are left.
 */
export function PageEditor({
  slug,
  content,
  lastResult,
}: {
  slug: ContentPageSlug;
  content: Content;
  lastResult?: SubmissionResult<string[]>;
}) {
  const schema = pageContentSchemas[slug] as unknown as z.ZodType<Content, Content>;
  const [form, fields] = useZodForm(schema, {
    id: `page-${slug}`,
    lastResult,
    // Conform types a plain record's defaults as strings; a page's content also nests lists of objects.
    defaultValue: content as never,
    shouldRevalidate: "onInput",
  });
  const field = (name: string) => fields[name] as unknown as FieldMetadata<unknown>;
  return (
    <Form method="post" className="stack page-editor" {...getFormProps(form)}>
      <CsrfInput />
      <DefaultSubmitButton />
      <ErrorSummary form={form} />
      <details className="page-editor-help">
        <summary>Placeholders for the company&apos;s details</summary>
        <p>
          Written anywhere in the texts, these show the current values from Settings, so the page stays right
          when they change:{" "}
          {PAGE_PLACEHOLDERS.map((placeholder) => (
            <code key={placeholder}>{placeholder}</code>
          ))}
          .
        </p>
      </details>
      {pageDefinitions[slug].fields.map((spec) =>
        spec.kind === "list" ? (
          <ListFields key={spec.name} spec={spec} form={form} field={field(spec.name)} />
        ) : (
          <TextFieldOf key={spec.name} spec={spec} field={field(spec.name) as TextField} />
        ),
      )}
      <div className="form-actions" id={PAGE_SAVE_SPOT}>
        <SubmitButton pendingLabel="Saving...">Save page</SubmitButton>
      </div>
      <SavedNotice at={PAGE_SAVE_SPOT} />
    </Form>
  );
}

function TextFieldOf({ spec, field, label }: { spec: TextFieldSpec; field: TextField; label?: string }) {
  if (spec.kind === "text") return <Field label={label ?? spec.label} field={field} hint={spec.hint} />;
  return <TextareaField label={label ?? spec.label} field={field} rows={spec.rows ?? 4} hint={spec.hint} />;
}

function ListFields({
  spec,
  form,
  field,
}: {
  spec: ListFieldSpec;
  form: Intents & {
    insert: {
      getButtonProps(payload: {
        name: string;
        defaultValue?: Content;
      }): ReturnType<Intents["remove"]["getButtonProps"]>;
    };
  };
  field: FieldMetadata<unknown>;
}) {
  const list = field as unknown as FieldMetadata<Content[]>;
  const rows = listRows(list);
  const empty = Object.fromEntries(spec.fields.map((sub) => [sub.name, ""]));
  return (
    <fieldset className="admin-fieldset">
      <legend>
        {spec.label} ({rows.length})
      </legend>
      <ErrorList id={list.errorId} errors={list.errors} />
      <ol className="list-rows">
        {rows.map((row, index) => {
          const parts = row.getFieldset() as Record<string, TextField>;
          const rowName = `${spec.itemLabel} ${index + 1}`;
          return (
            <li key={row.key} className="list-row page-list-row">
              {spec.fields.map((sub) => (
                <TextFieldOf
                  key={sub.name}
                  spec={sub}
                  field={parts[sub.name]}
                  label={`${rowName} ${sub.label}`}
                />
              ))}
              <ListRowButtons
                form={form}
                name={list.name}
                index={index}
                count={rows.length}
                rowLabel={rowName.toLowerCase()}
                removable={!spec.fixed}
              />
            </li>
          );
        })}
      </ol>
      {spec.fixed ? null : (
        <button
          className="button button-secondary"
          {...form.insert.getButtonProps({ name: list.name, defaultValue: empty })}
        >
          Add {spec.itemLabel.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}
