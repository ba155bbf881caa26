/** Field errors under an input; announced to screen readers and present without JavaScript. */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    // Not a <ul>: role="alert" would replace the list role and leave its items outside any list (axe: listitem).
    <div id={id} className="field-errors" role="alert">
      {errors.map((error) => (
        <div key={error}>{error}</div>
      ))}
    </div>
  );
}
