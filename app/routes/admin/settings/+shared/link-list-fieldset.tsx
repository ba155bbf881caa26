import type { FieldMetadata } from "@conform-to/react";
import type { ControlButtonProps } from "@conform-to/dom";
import { ErrorList, Field } from "~/components/form";
import { ListRowButtons } from "~/routes/admin/+shared/list-row-buttons";
import { listRows } from "~/components/form/list-rows";

type Link = { label: string; href: string };

type ListIntents = Parameters<typeof ListRowButtons>[0]["form"] & {
  insert: { getButtonProps(payload: { name: string; defaultValue?: Link }): ControlButtonProps };
};

/**
 * An ordered list of links (label + address) inside a Conform form: each row has its two fields and Move up, Move down
 * and Remove; "Add" appends an empty row. All of them are submit buttons, so the list works without JavaScript.
 */
export function LinkListFieldset({
  form,
  field,
  legend,
  hint,
  rowName,
  labelName,
  hrefName,
  hrefType = "text",
  addLabel,
}: {
  form: ListIntents;
  field: FieldMetadata<Link[] | undefined>;
  legend: string;
  hint: string;
  rowName: string; // "Social link": rows are "Social link 1", "Social link 2", ...
  labelName: string; // "Network"
  hrefName: string; // "URL"
  hrefType?: "url" | "text";
  addLabel: string;
}) {
  const rows = listRows(field);
  return (
    <fieldset className="admin-fieldset link-list">
      <legend>{legend}</legend>
      <p className="field-hint">{hint}</p>
      <ErrorList id={field.errorId} errors={field.errors} />
      {rows.length === 0 ? <p className="muted">None yet.</p> : null}
      <ol className="list-rows">
        {rows.map((row, index) => {
          const { label, href } = row.getFieldset();
          const rowLabel = `${rowName.toLowerCase()} ${index + 1}`;
          return (
            <li key={row.key} className="list-row link-row">
              <Field
                label={
                  <>
                    <span className="visually-hidden">
                      {rowName} {index + 1}{" "}
                    </span>
                    {labelName}
                  </>
                }
                field={label}
              />
              <Field
                label={
                  <>
                    <span className="visually-hidden">
                      {rowName} {index + 1}{" "}
                    </span>
                    {hrefName}
                  </>
                }
                field={href}
                type={hrefType}
              />
              <ListRowButtons
                form={form}
                name={field.name}
                index={index}
                count={rows.length}
                rowLabel={rowLabel}
              />
            </li>
          );
        })}
      </ol>
      <button
        className="button button-secondary"
        {...form.insert.getButtonProps({ name: field.name, defaultValue: { label: "", href: "" } })}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
