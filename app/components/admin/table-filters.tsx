import { Form, useSearchParams } from "react-router";
import type { ReactNode } from "react";

/**
 * The filters above a data table (FilterSelects) and a Show button. The table's own filter text and sort order stay
 * as they were when a filter changes.
 */
export function TableFilters({ label, children }: { label: string; children: ReactNode }) {
  const [searchParams] = useSearchParams();
  const kept = ["q", "sort", "dir"].flatMap((key) => {
    const value = searchParams.get(key);
    return value ? [[key, value] as const] : [];
  });
  return (
    <Form method="get" className="log-filters" aria-label={label}>
      {children}
      {kept.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="button button-secondary">
        Show
      </button>
    </Form>
  );
}

/** One filter: the first option (`all`, an empty value) shows everything. */
export function FilterSelect(props: {
  name: string;
  label: string;
  all: string;
  /** The values, or values with the words shown for them. */
  options: readonly (string | { value: string; label: string })[];
  value: string | null | undefined;
}) {
  const id = `filter-${props.name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ""}>
        <option value="">{props.all}</option>
        {props.options.map((option) => {
          const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {label}
            </option>
          );
        })}
      </select>
    </div>
  );
}
