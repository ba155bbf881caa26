import { Form } from "react-router";
import { CsrfInput } from "~/components/form/csrf-input";

/** The Sign out button: a post to /logout (a plain link would let other sites sign people out). */
export function SignOutForm({ className }: { className: string }) {
  return (
    <Form method="post" action="/logout">
      <CsrfInput />
      <button type="submit" className={className}>
        Sign out
      </button>
    </Form>
  );
}
