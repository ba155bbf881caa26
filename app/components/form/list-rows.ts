/**
 * The rows of a list field (`fields.keywords`). A hand-made post can put a single value where the list goes
 * (`keywords=k` instead of `keywords[0]=k`); the action refuses it, and Conform would then throw while the page
 * renders that reply. The list shows no rows instead, under the field's error, and the page stays usable.
 */
export function listRows<Row>(field: { getFieldList: () => Row[] }): Row[] {
  try {
    return field.getFieldList();
  } catch {
    return [];
  }
}
