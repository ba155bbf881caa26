import { getInputProps, getTextareaProps } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import type { ReactNode } from "react";
import { expect, test } from "vitest";
import { ErrorSummary, summaryOf } from "./error-summary";
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

/** Renders a page's markup as the server does, at `path` (the kit's forms post to their own route). */
function renderAt(path: string, page: () => ReactNode) {
  const Stub = createRoutesStub([{ path: path.split("?")[0], Component: page }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

function ReplyForm({ lastResult }: { lastResult: FormReply }) {
  const form = useFormReply({
    id: "signup",
    lastResult,
    constraint: { password: { required: true, minLength: 12, maxLength: 128 }, consent: { required: true } },
  });
  return (
    <form {...form.props}>
      <ErrorSummary form={form} />
      <Field label="Email" field={form.field("email")} type="email" />
      <Field label="Password" field={form.field("password")} type="password" hint="At least 12 characters." />
      <CheckboxField label="I agree" field={form.field("consent")} />
    </form>
  );
}

test("a reply-driven form shows the reply's errors and values, linked for assistive technology", () => {
  const html = renderAt("/signup?plan=free", () => (
    <ReplyForm
      lastResult={{
        status: "error",
        initialValue: { email: "sam@example.com", consent: "on" },
        error: { "": ["Passwords do not match"], password: ["Password must be at least 12 characters"] },
      }}
    />
  ));
  expect(attributesOf(html, "form")).toEqual(["aria-describedby=signup-error", "id=signup", "noValidate="]);
  // The page opens at the summary of a refused post (no script needed).
  expect(html).toContain(
    '<div id="signup-error" class="error-summary" role="alert" tabindex="-1" autofocus="">' +
      '<h2 class="error-summary-title">Passwords do not match</h2>' +
      '<ul class="error-summary-list"><li><a href="#signup-password">Password must be at least 12 characters</a></li></ul></div>',
  );
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
  const html = renderAt("/signup", () => <ReplyForm lastResult={undefined} />);
  expect(html).not.toContain('role="alert"');
  expect(html).not.toContain('aria-describedby="signup-error"');
  expect(html).not.toContain("checked");
});

test('the summary heads with the form\'s own message or "There is a problem", one link per field at fault', () => {
  const fields = {
    "": null,
    name: ["Enter your name"],
    email: ["Enter your email address", "Second"],
    zip: [],
  };
  // A check while typing (no status) lists nothing: the summary is a refused post's.
  expect(summaryOf({ id: "f", errorId: "f-error", allErrors: fields })).toEqual({
    title: "There is a problem",
    links: [],
    shown: false,
  });
  expect(summaryOf({ id: "f", errorId: "f-error", allErrors: fields, status: "error" })).toEqual({
    title: "There is a problem",
    links: [
      { href: "#f-name", message: "Enter your name" },
      { href: "#f-email", message: "Enter your email address" },
    ],
    shown: true,
  });
  // The form's own message heads it, unless it only repeats the one field's message; a control of its own id.
  const one = { id: "f", allErrors: { phone: ["Enter a 10-digit phone number"] }, status: "error" as const };
  expect(summaryOf({ ...one, errors: ["Enter a 10-digit phone number"] }).title).toBe("There is a problem");
  expect(summaryOf({ ...one, errors: ["Please fill out all required fields"] }, { phone: "tel" })).toEqual({
    title: "Please fill out all required fields",
    links: [{ href: "#tel", message: "Enter a 10-digit phone number" }],
    shown: true,
  });
  // A refusal that belongs to no field is a summary of its message alone.
  const alone = renderToStaticMarkup(
    <ErrorSummary form={{ errorId: "f-error", errors: ["Too many tries"] }} />,
  );
  expect(alone).toContain('<h2 class="error-summary-title">Too many tries</h2>');
  expect(alone).not.toContain("<ul");
});

test("a message of its own is the same summary, and a success line is a status", () => {
  expect(renderToStaticMarkup(<FormAlert errors={["Invalid email or password"]} />)).toMatch(
    /^<div class="error-summary" role="alert" tabindex="-1" autofocus=""><h2 class="error-summary-title">Invalid email or password<\/h2><\/div>$/,
  );
  expect(renderToStaticMarkup(<FormAlert success="We sent a new code" />)).toBe(
    '<div class="form-alert form-alert--success" role="status"><p>We sent a new code</p></div>',
  );
  expect(renderToStaticMarkup(<FormAlert errors={[]} />)).toBe("");
});
