import { Link } from "react-router";
import { CheckboxField } from "~/components/form/fields";
import type { FieldState } from "~/components/form/input";

/** The required "I agree to the terms" checkbox of the public contact and estimate forms. */
export function TermsConsentField({ field }: { field: FieldState }) {
  return (
    <CheckboxField
      field={field}
      label={
        <>
          I agree to the <Link to="/terms">terms and conditions</Link> *
        </>
      }
    />
  );
}
