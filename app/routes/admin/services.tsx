import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { requireAdmin } from "~/auth/session.server";
import { AdminPageHeader } from "~/routes/admin/+shared/admin-page-header";
import { SavedNotice } from "~/routes/admin/+shared/flash-alert";
import { DefaultSubmitButton, ListRowButtons } from "~/routes/admin/+shared/list-row-buttons";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorList, ErrorSummary, Field, SubmitButton, TextareaField } from "~/components/form";
import {
  SERVICES_MESSAGES,
  serviceGroups,
  servicesFormSchema,
  type ServicesValues,
} from "~/content/site-settings";
import { requireSiteSettings, saveServices, servicesOf } from "~/content/site-settings.server";
import { readFormWithToken } from "~/forms/read-form.server";
import { requestContext } from "~/logs/audit.server";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import {
  TAX_CLASSIFICATION_LABELS,
  TAX_CLASSIFICATIONS,
  withServiceTaxClassifications,
} from "~/quotes/tax-classification";
import { listRows } from "~/components/form/list-rows";
import { AdminTitle } from "~/routes/admin/+shared/admin-title";
import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const settings = requireSiteSettings();
  return {
    services: withServiceTaxClassifications(servicesOf(settings)),
    version: settings.updatedAt.toISOString(),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await readFormWithToken(request), { schema: servicesFormSchema });
  // Without JavaScript, "Add service", the moves and "Remove" arrive here as Conform intents and come back as the form.
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return data(submission.reply(failed ? { formErrors: [SERVICES_MESSAGES.failed] } : undefined), {
      status: failed ? 400 : 200,
    });
  }
  saveServices(submission.value, requestContext(request, admin));
  return redirectWithAlert(request, `/admin/services#${SAVE_SPOT}`, {
    kind: "success",
    message: SERVICES_MESSAGES.saved,
    at: SAVE_SPOT,
  });
}

/** Where a save lands: the Save button, with its confirmation beside it. */
const SAVE_SPOT = "services-saved";

export default function AdminServices({ loaderData, actionData }: Route.ComponentProps) {
  const { services, version } = loaderData;
  const lastResult = actionData;
  return (
    <>
      <AdminTitle page="Services" />
      <ServicesForm key={version} services={services} lastResult={lastResult} />
    </>
  );
}

function ServicesForm({
  services,
  lastResult,
}: {
  services: ServicesValues;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useZodForm(servicesFormSchema, {
    id: "services-form",
    lastResult,
    defaultValue: services,
    shouldRevalidate: "onInput",
  });
  return (
    <div className="admin-page admin-content-form">
      <AdminPageHeader title="Services" />
      <p className="muted">
        The landing page lists the first group by name; the services page shows the other three with their
        descriptions. Every service needs a name. Its tax classification is what a quote for it starts with:
        maintenance and repair (sealcoating, crack sealing, patching, striping) is MRRA, with no tax line; new
        paving, grading and site development are prime contracting, taxed on 65% of the subtotal.
      </p>
      <Form method="post" className="stack" {...getFormProps(form)}>
        <CsrfInput />
        <DefaultSubmitButton />
        <ErrorSummary form={form} />
        {serviceGroups.map((group) => {
          const list = fields[group.key];
          const rows = listRows(list);
          const titleId = `services-${group.key}-title`;
          return (
            <section
              key={group.key}
              className="admin-fieldset service-group-editor"
              aria-labelledby={titleId}
            >
              <h2 id={titleId}>{group.title}</h2>
              <p className="field-hint">{group.hint}</p>
              <ErrorList id={list.errorId} errors={list.errors} />
              {rows.length === 0 ? <p className="muted">No services in this group yet.</p> : null}
              <ol className="list-rows">
                {rows.map((row, index) => {
                  const { name, description, taxClassification } = row.getFieldset();
                  const prefix = `Service ${index + 1} `;
                  return (
                    <li key={row.key} className="list-row service-row">
                      <Field
                        label={
                          <>
                            <span className="visually-hidden">{prefix}</span>Name
                          </>
                        }
                        field={name}
                      />
                      <TextareaField
                        label={
                          <>
                            <span className="visually-hidden">{prefix}</span>Description
                          </>
                        }
                        field={description}
                        rows={3}
                      />
                      <FieldFrame
                        label={
                          <>
                            <span className="visually-hidden">{prefix}</span>Tax classification
                          </>
                        }
                        field={taxClassification}
                        hint="What a new quote for this service starts with."
                      >
                        <select {...getSelectProps(taxClassification)}>
                          <option value="">From the service&apos;s name</option>
                          {TAX_CLASSIFICATIONS.map((classification) => (
                            <option key={classification} value={classification}>
                              {TAX_CLASSIFICATION_LABELS[classification]}
                            </option>
                          ))}
                        </select>
                      </FieldFrame>
                      <ListRowButtons
                        form={form}
                        name={list.name}
                        index={index}
                        count={rows.length}
                        rowLabel={`service ${index + 1} of ${group.title}`}
                      />
                    </li>
                  );
                })}
              </ol>
              <button
                className="button button-secondary"
                {...form.insert.getButtonProps({
                  name: list.name,
                  defaultValue: { name: "", description: "", taxClassification: "" },
                })}
              >
                Add service<span className="visually-hidden"> to {group.title}</span>
              </button>
            </section>
          );
        })}
        <div className="form-actions" id={SAVE_SPOT}>
          <SubmitButton pendingLabel="Saving...">Save services</SubmitButton>
        </div>
        <SavedNotice at={SAVE_SPOT} />
      </Form>
    </div>
  );
}
