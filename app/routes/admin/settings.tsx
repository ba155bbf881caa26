import type { SubmissionResult } from "@conform-to/react";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { HomeImageSection } from "./settings/+shared/home-image-section";
import { HoursSection } from "./settings/+shared/hours-section";
import { LinkListFieldset } from "./settings/+shared/link-list-fieldset";
import { DefaultSubmitButton } from "~/routes/admin/+shared/list-row-buttons";
import { SettingsSection } from "./settings/+shared/settings-section";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorList, Field, FormAlert, TextareaField } from "~/components/form";
import { hoursForForm } from "~/content/opening-hours";
import { NO_SECTION, settingsSections, type SettingsSectionId } from "~/content/settings-sections";
import type { SiteSettingsView } from "~/content/site-settings";
import { readFormWithToken } from "~/forms/read-form.server";
import { replyFor } from "~/forms/form-reply";
import { saveSettingsSection } from "./settings/+shared/settings-sections.server";
import { listHomeImageChoices } from "~/content/home-image.server";
import { requireSiteSettings, settingsValuesOf } from "~/content/site-settings.server";
import { requestContext } from "~/logs/audit.server";
import settingsStyles from "~/styles/admin-settings.css?url";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/settings";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: settingsStyles, precedence: "default" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const settings = requireSiteSettings();
  return {
    settings: settingsValuesOf(settings),
    homeImage: settings.homeImage,
    imageChoices: listHomeImageChoices(),
    version: settings.updatedAt.toISOString(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return saveSettingsSection(request, await readFormWithToken(request), requestContext(request, admin));
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

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, homeImage, imageChoices, version } = loaderData;
  const resultFor = (section: SettingsSectionId) => replyFor(actionData, section);
  const pageErrors = replyFor(actionData, NO_SECTION)?.error?.[""];
  // A saved version starts every form afresh; a refused one keeps what was typed in its own section only.
  return (
    <>
      <AdminTitle page="Settings" />
      <div className="admin-page admin-content-form" key={version}>
        <AdminPageHeader title="Settings" />
        <p className="muted">
          The company&apos;s details as the whole site shows them: header, footer, contact page, search
          results and e-mails. Each section has its own Save; changes show on the next page load.
        </p>
        {pageErrors ? <FormAlert id="settings-error" errors={pageErrors} /> : null}
        <nav aria-label="Settings sections" className="settings-toc">
          <ul>
            {(Object.keys(settingsSections) as SettingsSectionId[]).map((id) => (
              <li key={id}>
                <a href={`#settings-${id}`}>{settingsSections[id].title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <CompanyForm settings={settings} lastResult={resultFor("company")} />
        <ContactForm settings={settings} lastResult={resultFor("contact")} />
        <LinksForm settings={settings} lastResult={resultFor("links")} />
        <HomeImageSection current={homeImage} choices={imageChoices} lastResult={resultFor("home")} />
        <HoursSection
          hours={{
            openingHours: hoursForForm(settings.openingHours),
            afterHoursPhone: settings.afterHoursPhone,
          }}
          summary={settings.businessHours}
          lastResult={resultFor("hours")}
        />
        <PaymentsForm settings={settings} lastResult={resultFor("payments")} />
        <JobsForm settings={settings} lastResult={resultFor("jobs")} />
        <InvoicesForm settings={settings} lastResult={resultFor("invoices")} />
      </div>
    </>
  );
}

type SectionFormProps = { settings: SiteSettingsView; lastResult?: SubmissionResult<string[]> };

/** How the sections edited here build their forms: every setting as the defaults, rechecked as the admin types. */
const sectionFormOptions = (id: SettingsSectionId, { settings, lastResult }: SectionFormProps) => ({
  id: `settings-${id}-form`,
  lastResult,
  defaultValue: settings,
  shouldRevalidate: "onInput" as const,
});

function CompanyForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.company.schema, sectionFormOptions("company", props));
  return (
    <SettingsSection id="company" form={form}>
      <div className="settings-grid">
        <Field label="Company name" field={fields.companyName} autoComplete="organization" />
        <Field label="Legal name" field={fields.legalName} hint="As on contracts, e.g. “… , Inc.”" />
        <Field label="Founded year" field={fields.foundedYear} type="number" inputMode="numeric" />
        <Field
          label="ROC license number"
          field={fields.rocLicenseNumber}
          hint="Arizona Registrar of Contractors; shown as “ROC #…” in the footer and on every quote."
        />
      </div>
      <TextareaField
        label="Licence line"
        field={fields.licenseLine}
        rows={2}
        hint="Shown in the footer and on the landing page."
      />
      <TextareaField
        label="Site title"
        field={fields.siteTitle}
        rows={2}
        hint="The title of the landing page in search results."
      />
      <TextareaField
        label="Site description"
        field={fields.description}
        rows={3}
        hint="Under 160 characters reads best in search results."
      />
    </SettingsSection>
  );
}

function ContactForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.contact.schema, sectionFormOptions("contact", props));
  const address = fields.address.getFieldset();
  return (
    <SettingsSection id="contact" form={form}>
      <div className="settings-grid">
        <Field label="Phone" field={fields.phone} type="tel" autoComplete="tel" />
        <Field label="Email" field={fields.email} type="email" autoComplete="email" />
      </div>
      <fieldset className="admin-fieldset">
        <legend>Address</legend>
        <ErrorList id={fields.address.errorId} errors={fields.address.errors} />
        <div className="settings-grid">
          <Field label="Street" field={address.street} autoComplete="street-address" />
          <Field label="City" field={address.city} autoComplete="address-level2" />
          <Field label="State" field={address.state} autoComplete="address-level1" />
          <Field label="ZIP" field={address.zip} autoComplete="postal-code" inputMode="numeric" />
          <Field label="Country" field={address.country} autoComplete="country-name" />
        </div>
      </fieldset>
      <TextareaField
        label="Service area"
        field={fields.serviceArea}
        rows={2}
        hint="e.g. Mesa, the East Valley and greater Phoenix"
      />
    </SettingsSection>
  );
}

function LinksForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.links.schema, sectionFormOptions("links", props));
  return (
    <SettingsSection id="links" form={form} before={<DefaultSubmitButton />}>
      {LINK_LISTS.map(({ name, ...list }) => (
        <LinkListFieldset key={name} form={form} field={fields[name]} {...list} />
      ))}
    </SettingsSection>
  );
}

function PaymentsForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.payments.schema, sectionFormOptions("payments", props));
  return (
    <SettingsSection id="payments" form={form}>
      <TextareaField
        label="Payment instructions"
        field={fields.paymentInstructions}
        rows={4}
        hint="How to pay a quote by check or transfer. Shown on quotes, and instead of “Pay deposit” when online payment is off."
      />
    </SettingsSection>
  );
}

function JobsForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.jobs.schema, sectionFormOptions("jobs", props));
  return (
    <SettingsSection id="jobs" form={form}>
      <TextareaField
        label="Before we arrive"
        field={fields.beforeWeArrive}
        rows={4}
        hint="Sent in the reminder the day before a job starts, for example “Please move vehicles off the work area by 6 am”."
      />
    </SettingsSection>
  );
}

function InvoicesForm(props: SectionFormProps) {
  const [form, fields] = useZodForm(settingsSections.invoices.schema, sectionFormOptions("invoices", props));
  return (
    <SettingsSection id="invoices" form={form}>
      <div className="settings-grid">
        <Field
          label="Payment terms (days)"
          field={fields.invoiceTermsDays}
          type="number"
          inputMode="numeric"
          hint="Days from sending an invoice to its due date, unless the invoice names its own."
        />
        <Field
          label="Waiver signer"
          field={fields.waiverSignerName}
          autoComplete="name"
          hint="Signs the lien waivers for the company. Left empty, a waiver has a line to sign by hand."
        />
        <Field
          label="Waiver signer's title"
          field={fields.waiverSignerTitle}
          hint="For example “President”; printed under the signature."
        />
      </div>
    </SettingsSection>
  );
}
