import { Field } from "~/components/form/fields";
import type { FieldState, FormConstraint } from "~/components/form/input";

/** A new password and its confirmation (account page, reset link), the password rule given as the hint. */
export function NewPasswordFields({
  form,
  constraint,
}: {
  form: { field: (name: string) => FieldState };
  constraint: FormConstraint;
}) {
  return (
    <>
      <Field
        label="New password"
        field={form.field("password")}
        type="password"
        autoComplete="new-password"
        hint={`At least ${constraint.password?.minLength} characters, and not a common password.`}
      />
      <Field
        label="Confirm new password"
        field={form.field("confirmPassword")}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
