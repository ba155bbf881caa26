import { Form } from "react-router";
import {
  CheckboxField,
  ErrorSummary,
  Field,
  SubmitButton,
  TextareaField,
  type FormReply,
} from "~/components/form";
import { FieldFrame } from "~/components/form/field-frame";
import { controlProps, joinIds } from "~/components/form/input";
import { CsrfInput } from "~/components/form/csrf-input";
import { useFormReply } from "~/components/form/use-form-reply";

export type TestimonialFormValues = {
  quote: string;
  name: string;
  city: string;
  projectId: string;
  published: string;
};

/** The add and edit form of a testimonial; every rule is checked by the server, so it works without JavaScript. */
export function TestimonialForm({
  values,
  projects,
  cities,
  lastResult,
}: {
  values: TestimonialFormValues;
  projects: { id: string; title: string }[];
  /** The service areas' names, offered for the city. */
  cities: string[];
  lastResult: FormReply;
}) {
  const form = useFormReply({ id: "testimonial-form", lastResult, defaultValue: values });
  const project = form.field("projectId");
  const selected = typeof project.initialValue === "string" ? project.initialValue : "";
  return (
    <Form method="post" className="stack admin-content-form" {...form.props}>
      <CsrfInput />
      <ErrorSummary form={form} />
      <TextareaField
        label="Quote *"
        field={form.field("quote")}
        rows={5}
        hint="The customer's words, as they said them."
      />
      <Field
        label="Name *"
        field={form.field("name")}
        autoComplete="off"
        hint="As the customer agreed to be named, e.g. Maria G."
      />
      <Field
        label="City (optional)"
        field={form.field("city")}
        autoComplete="off"
        list="testimonial-cities"
        hint="One of your service areas: the testimonial shows on that city's page."
      />
      <datalist id="testimonial-cities">
        {cities.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
      <FieldFrame
        label="Project (optional)"
        field={project}
        hint="The testimonial also shows on that project's page."
      >
        <select {...controlProps(project, joinIds(project.descriptionId))} defaultValue={selected}>
          <option value="">No project</option>
          {projects.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.title}
            </option>
          ))}
        </select>
      </FieldFrame>
      <CheckboxField label="Published (shown on the public site)" field={form.field("published")} />
      <div className="form-actions">
        <SubmitButton name="intent" value="save" pendingLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
