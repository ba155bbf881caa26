/**
 * One filter of a data table, placed in the table's own filter form (DataTable's `filters`): the first option (`all`,
 * an empty value) shows everything.
 */
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

/** The filter of a list by its `status` column, as every list with a status names it. */
export const StatusFilter = (props: Pick<Parameters<typeof FilterSelect>[0], "options" | "value">) => (
  <FilterSelect name="status" label="Status" all="All statuses" {...props} />
);
