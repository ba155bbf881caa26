import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, type ActionFunctionArgs, type LinksFunction, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { accountContext, requestPasswordReset } from "~/auth/accounts.server";
import { AuthLayout, FormAlert } from "~/components/auth-form";
import { Field, SubmitButton } from "~/components/form";
import { forgotPasswordSchema } from "~/models/user";
import authStyles from "~/styles/auth.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: authStyles }];

export const meta: MetaFunction = () => [{ title: "Forgot your password?" }];

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await requestPasswordReset(submission.value.email, accountContext(request));
  if (!outcome.ok) {
    return data({ result: submission.reply({ formErrors: [outcome.error] }) }, { status: outcome.status });
  }
  return { result: submission.reply({ resetForm: true }), message: outcome.message };
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AuthLayout
      title="Forgot your password?"
      intro={
        <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      }
    >
      <FormAlert
        errors={form.errors}
        success={actionData && "message" in actionData ? actionData.message : null}
      />
      <Form method="post" {...getFormProps(form)} className="auth-form">
        <Field label="Email address" field={fields.email} type="email" autoComplete="email" />
        <SubmitButton pendingLabel="Sending…">Send reset link</SubmitButton>
      </Form>
      <div className="auth-secondary">
        <p>
          Remembered it? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </AuthLayout>
  );
}
