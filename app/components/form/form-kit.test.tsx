import { getInputProps, getTextareaProps } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { CheckboxField, Field, TextareaField } from "./fields";
import { FormAlert } from "./form-alert";
import { Input, type FieldState, type FormReply } from "./input";
import { useFormReply } from "./use-form-reply";

/** The attributes of the first element with this tag (and name), as a sorted list: markup order does not matter. */
function attributesOf(html: string, tag: string, name?: string) {
  const elements = [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "g"))].map((match) => match[1]);
  const element = elements.find((attributes) => !name || attributes.includes(`name="${name}"`)) ?? "";
  return [...element.matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
    .map(([, key, value]) => `${key}=${value ?? ""}`)
    .sort();
}

// The part of Conform's field metadata that its prop helpers read.
const conformField = (overrides: Partial<FieldState> = {}) =>
  ({
    id: "settings-form-field-phone",
    name: "phone",
    formId: "settings-form",
    errorId: "settings-form-field-phone-error",
    descriptionId: "settings-form-field-phone-description",
    initialValue: "(480) 555-0123",
    required: true,
    maxLength: 40,
    valid: !overrides.errors,
    ...overrides,
  }) as FieldState & { valid: boolean; key: undefined };

test.each([undefined, ["Please enter a phone number"]])(
  "the kit's input has the attributes Conform's getInputProps gives the same field (errors: %s)",
  (errors) => {
    const field = conformField({ errors });
    const kit = renderToStaticMarkup(<Input field={field} type="tel" />);
    // @ts-expect-error only the metadata properties the helper reads are given
    const conform = renderToStaticMarkup(<input {...getInputProps(field, { type: "tel" })} />);
    expect(attributesOf(kit, "input")).toEqual(attributesOf(conform, "input"));
  },
);

test("the kit's textarea has the attributes of Conform's getTextareaProps", () => {
  const field = conformField({ errors: ["Too long"], initialValue: "Some text" });
  const kit = renderToStaticMarkup(<TextareaField label="About" field={field} />);
  // @ts-expect-error only the metadata properties the helper reads are given
  const conform = renderToStaticMarkup(<textarea {...getTextareaProps(field)} rows={6} />);
  expect(attributesOf(kit, "textarea")).toEqual(attributesOf(conform, "textarea"));
});

function ReplyForm({ lastResult }: { lastResult: FormReply }) {
  const form = useFormReply({
    id: "signup",
    lastResult,
    constraint: { password: { required: true, minLength: 12, maxLength: 128 }, consent: { required: true } },
  });
  return (
    <form {...form.props}>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field label="Email" field={form.field("email")} type="email" />
      <Field label="Password" field={form.field("password")} type="password" hint="At least 12 characters." />
      <CheckboxField label="I agree" field={form.field("consent")} />
    </form>
  );
}

test("a reply-driven form shows the reply's errors and values, linked for assistive technology", () => {
  const html = renderToStaticMarkup(
    <ReplyForm
      lastResult={{
        status: "error",
        initialValue: { email: "sam@example.com", consent: "on" },
        error: { "": ["Passwords do not match"], password: ["Password must be at least 12 characters"] },
      }}
    />,
  );
  expect(attributesOf(html, "form")).toEqual(["aria-describedby=signup-error", "id=signup", "noValidate="]);
  expect(html).toContain('<div id="signup-error" class="form-alert form-alert--error" role="alert">');
  expect(html).toContain('value="sam@example.com"');
  expect(attributesOf(html, "input", "password")).toEqual(
    expect.arrayContaining([
      "aria-invalid=true",
      "aria-describedby=signup-password-error signup-password-description",
      "minLength=12",
      "maxLength=128",
      "required=",
    ]),
  );
  expect(html).toContain('<div id="signup-password-error" class="field-errors" role="alert">');
  expect(html).toContain(
    '<p id="signup-password-description" class="field-hint">At least 12 characters.</p>',
  );
  expect(attributesOf(html, "input", "consent")).toEqual(
    expect.arrayContaining(["checked=", "required=", "type=checkbox", "value=on"]),
  );
  // A field without errors is not marked invalid and points at nothing.
  expect(attributesOf(html, "input", "email")).toEqual([
    "id=signup-email",
    "name=email",
    "type=email",
    "value=sam@example.com",
  ]);
});

test("before any reply the form has no alert, no errors and the given defaults", () => {
  const html = renderToStaticMarkup(<ReplyForm lastResult={undefined} />);
  expect(html).not.toContain('role="alert"');
  expect(html).not.toContain('aria-describedby="signup-error"');
  expect(html).not.toContain("checked");
});

test("the alert is a box that stays, or the site's notice, and a success line is a status", () => {
  expect(renderToStaticMarkup(<FormAlert errors={["Invalid email or password"]} />)).toBe(
    '<div class="form-alert form-alert--error" role="alert"><p>Invalid email or password</p></div>',
  );
  expect(renderToStaticMarkup(<FormAlert success="We sent a new code" />)).toBe(
    '<div class="form-alert form-alert--success" role="status"><p>We sent a new code</p></div>',
  );
  const notice = renderToStaticMarkup(<FormAlert id="contact-form-error" errors={["Please agree"]} notice />);
  expect(notice).toMatch(
    /^<div id="contact-form-error"><div class="alert alert-error alert-inline" role="alert"/,
  );
  expect(notice).toContain("Please agree");
  expect(renderToStaticMarkup(<FormAlert errors={[]} />)).toBe("");
});
