// The one form kit of public, account and back-office forms. It imports no form library at run time, so a public
// page stays within its JavaScript budget (decision 006): the field components render from a plain field state, which is
// either Conform's field metadata (back office, `useForm`) or a field of `useFormReply` (`./use-form-reply`: public
// and account pages, driven by the action's reply alone). The actions parse with zod in `*.server.ts` modules
// (decision 015).
// One module per piece: public and account pages import the modules they use (`~/components/form/fields`), so their
// bundles hold only those pieces; the back office, which has no budget, imports this index.
export { ErrorList } from "./error-list";
export { ErrorSummary, type SummaryForm } from "./error-summary";
export { CheckboxField, Field, TextareaField } from "./fields";
export { FormAlert } from "./form-alert";
export {
  Input,
  type FieldConstraint,
  type FieldState,
  type FormConstraint,
  type FormReply,
  type InputOptions,
} from "./input";
export { SubmitButton } from "./submit-button";
