// The shape every request body must keep, whatever its size limit: parsing cost grows with the number of fields and
// values as much as with the bytes (2 MB of "a=b&" took 48 MB of heap), so fields, their length and JSON's nesting are
// bounded before anything is parsed.

/** Fields of one form (urlencoded or multipart): the largest form, a project with 200 images, has about 800. */
export const MAX_FORM_FIELDS = 1_000;
/** Characters of one text field: the longest (a newsletter campaign's message) takes 50,000. */
export const MAX_FIELD_CHARS = 64 * 1024;
/** Nesting of a JSON body: the deepest body of the API (a page's sections with their rows) is five levels. */
export const MAX_JSON_DEPTH = 32;
/** Values (members and elements) of a JSON body: a keyword list of 200, a project's 200 image rows. */
export const MAX_JSON_VALUES = 10_000;

/** "1,000": how a limit is written in a message. */
export const groupedDigits = (count: number) => count.toLocaleString("en-US");
