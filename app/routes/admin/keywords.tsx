import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { ErrorList, ErrorSummary, Field, SubmitButton } from "~/components/form";
import { requestContext } from "~/logs/audit.server";
import { KEYWORD_MAX_LENGTH, KEYWORD_MESSAGES, keywordListSchema } from "~/content/keyword";
import { listKeywords, saveKeywords } from "~/content/keyword.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { listRows } from "~/components/form/list-rows";
import { useZodForm } from "~/components/form/use-zod-form";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/keywords";

// Blank rows must reach the schema as "" (which it drops), not be coerced to a missing value.
const parseKeywords = (formData: FormData) =>
  parseWithZod(formData, { schema: keywordListSchema, disableAutoCoercion: true });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { keywords: listKeywords() };
}

export async function action({ request }: Route.ActionArgs) {
  const by = requestContext(request, await requireAdmin(request));
  const submission = parseKeywords(await readFormWithToken(request));
  // Without JavaScript, "Add Keyword" and "Remove" arrive here as Conform intents and come back as the new list.
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(
      { result: submission.reply(failed ? { formErrors: [KEYWORD_MESSAGES.failed] } : undefined) },
      { status: failed ? 400 : 200 },
    );
  }
  try {
    saveKeywords(submission.value.keywords, by);
  } catch (error) {
    console.error("Saving keywords failed", error);
    return data({ result: submission.reply({ formErrors: [KEYWORD_MESSAGES.failed] }) }, { status: 500 });
  }
  return redirectWithAlert(request, "/admin/keywords", {
    kind: "success",
    message: KEYWORD_MESSAGES.updated,
  });
}

export default function AdminKeywords({ loaderData, actionData }: Route.ComponentProps) {
  const { keywords } = loaderData;
  // A saved list (cleaned by the server) starts the form afresh.
  return (
    <>
      <AdminTitle page="Keywords" />
      <KeywordsForm key={keywords.join("\n")} keywords={keywords} lastResult={actionData?.result} />
    </>
  );
}

function KeywordsForm({
  keywords,
  lastResult,
}: {
  keywords: string[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(keywordListSchema, {
    id: "keywords-form",
    lastResult,
    defaultValue: { keywords },
    disableAutoCoercion: true,
  });
  const list = listRows(fields.keywords);
  return (
    <Form method="post" {...getFormProps(form)}>
      <CsrfInput />
      <AdminPageHeader title="Keywords">
        <p className="muted" aria-live="polite">
          {list.length} {list.length === 1 ? "keyword" : "keywords"}
        </p>
      </AdminPageHeader>
      <p className="muted">
        The site&apos;s SEO keywords. Blank rows are dropped and repeated keywords merged when you save.
      </p>
      <ErrorSummary form={form} />
      <ErrorList id={fields.keywords.errorId} errors={fields.keywords.errors} />
      <div className="form-actions">
        <button
          {...form.insert.getButtonProps({ name: fields.keywords.name, index: 0, defaultValue: "" })}
          className="button button-secondary"
        >
          Add Keyword
        </button>
      </div>
      <ol className="keyword-list">
        {list.map((field, index) => (
          <li key={field.key} className="keyword-row">
            <Field label={`Keyword ${index + 1}`} field={field} maxLength={KEYWORD_MAX_LENGTH} />
            <button
              {...form.remove.getButtonProps({ name: fields.keywords.name, index })}
              className="button button-secondary button-small"
            >
              Remove<span className="visually-hidden"> keyword {index + 1}</span>
            </button>
          </li>
        ))}
      </ol>
      <SubmitButton pendingLabel="Saving...">Save Changes</SubmitButton>
    </Form>
  );
}
