// Moved into the form kit (form.tsx); this re-export goes once the last importer has switched.
export { ErrorList } from "./form/error-list";
export { SubmitButton } from "./form/submit-button";
