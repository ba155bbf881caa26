import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, Form, useActionData, useLoaderData } from "react-router";
import type { ReactNode } from "react";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { LinkListFieldset } from "~/components/admin/link-list-fieldset";
import { DefaultSubmitButton } from "~/components/admin/list-row-buttons";
import { useZodForm } from "~/components/admin/use-zod-form";
import { ErrorList, Field, FormAlert, SubmitButton, TextareaField } from "~/components/form";
import { SETTINGS_MESSAGES, siteSettingsFormSchema, type SiteSettingsValues } from "~/models/site-settings";
import { requireSiteSettings, saveCompanySettings, settingsValuesOf } from "~/models/site-settings.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/models/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";

export const meta: MetaFunction = () => [{ title: "Settings | Back office" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const settings = requireSiteSettings();
  return { settings: settingsValuesOf(settings), version: settings.updatedAt.toISOString() };
}

export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormWithToken(request), { schema: siteSettingsFormSchema });
  // Without JavaScript, adding, moving and removing links arrive here as Conform intents and come back as the form.
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(submission.reply(failed ? { formErrors: [SETTINGS_MESSAGES.failed] } : undefined), {
      status: failed ? 400 : 200,
    });
  }
  saveCompanySettings(submission.value, requestContext(request, admin));
  return redirectWithAlert(request, "/admin/settings", { kind: "success", message: SETTINGS_MESSAGES.saved });
}

// The three lists of links, in the order the form shows them.
const LINK_LISTS = [
  {
    name: "socialLinks",
    legend: "Social links",
    hint: "Shown in the footer and given to search engines as the company's profiles.",
    rowName: "Social link",
    labelName: "Network",
    hrefName: "URL",
    hrefType: "url",
    addLabel: "Add social link",
  },
  {
    name: "footerCompanyLinks",
    legend: "Footer: company links",
    hint: "Shown under “Company” in the footer, after the links to the site's own pages. A path on this site (/careers) or a full https:// address.",
    rowName: "Company link",
    labelName: "Label",
    hrefName: "Path or URL",
    addLabel: "Add company link",
  },
  {
    name: "footerLegalLinks",
    legend: "Footer: legal links",
    hint: "Shown under “Legal” in the footer, after Terms, Privacy and the RSS feed.",
    rowName: "Legal link",
    labelName: "Label",
    hrefName: "Path or URL",
    addLabel: "Add legal link",
  },
] as const;

export default function AdminSettings() {
  const { settings, version } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  // A saved version starts the form afresh.
  return <SettingsForm key={version} settings={settings} lastResult={lastResult} />;
}

function SettingsForm({
  settings,
  lastResult,
}: {
  settings: SiteSettingsValues;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(siteSettingsFormSchema, {
    id: "settings-form",
    lastResult,
    defaultValue: settings,
    shouldRevalidate: "onInput",
  });
  const address = fields.address.getFieldset();
  return (
    <div className="admin-page admin-content-form">
      <AdminPageHeader title="Settings" />
      <p className="muted">
        The company&apos;s details as the whole site shows them: header, footer, contact page, search results
        and e-mails. Changes show on the next page load.
      </p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <CsrfInput />
        <DefaultSubmitButton />
        <FormAlert id={form.errorId} errors={form.errors} />
        <GridFieldset legend="Company">
          <Field label="Company name" field={fields.companyName} autoComplete="organization" />
          <Field label="Legal name" field={fields.legalName} hint="As on contracts, e.g. “… , Inc.”" />
          <Field label="Founded year" field={fields.foundedYear} type="number" inputMode="numeric" />
          <Field
            label="Licence line"
            field={fields.licenseLine}
            hint="Shown in the footer and on the landing page."
          />
        </GridFieldset>
        <GridFieldset legend="Contact">
          <Field label="Phone" field={fields.phone} type="tel" autoComplete="tel" />
          <Field label="Email" field={fields.email} type="email" autoComplete="email" />
          <Field
            label="Business hours"
            field={fields.businessHours}
            hint="e.g. Monday to Friday, 6 a.m. to 3:30 p.m."
          />
          <Field
            label="Service area"
            field={fields.serviceArea}
            hint="e.g. Mesa, the East Valley and greater Phoenix"
          />
        </GridFieldset>
        <GridFieldset
          legend="Address"
          errors={<ErrorList id={fields.address.errorId} errors={fields.address.errors} />}
        >
          <Field label="Street" field={address.street} autoComplete="street-address" />
          <Field label="City" field={address.city} autoComplete="address-level2" />
          <Field label="State" field={address.state} autoComplete="address-level1" />
          <Field label="ZIP" field={address.zip} autoComplete="postal-code" inputMode="numeric" />
          <Field label="Country" field={address.country} autoComplete="country-name" />
        </GridFieldset>
        <fieldset className="admin-fieldset">
          <legend>Search engines</legend>
          <Field
            label="Site title"
            field={fields.siteTitle}
            hint="The title of the landing page in search results."
          />
          <TextareaField
            label="Site description"
            field={fields.description}
            rows={3}
            hint="Under 160 characters reads best in search results."
          />
        </fieldset>
        {LINK_LISTS.map(({ name, ...list }) => (
          <LinkListFieldset key={name} form={form} field={fields[name]} {...list} />
        ))}
        <div className="form-actions">
          <SubmitButton pendingLabel="Saving...">Save settings</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** A group of the form's fields: a legend, then the fields side by side on wide screens. */
function GridFieldset({
  legend,
  errors,
  children,
}: {
  legend: string;
  errors?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>{legend}</legend>
      {errors}
      <div className="form-grid">{children}</div>
    </fieldset>
  );
}
