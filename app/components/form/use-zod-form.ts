import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef } from "react";
import type { z } from "zod";

type FormFields = Record<string, unknown>;
type ZodFormOptions<Input extends FormFields, Output> = Omit<
  Parameters<typeof useForm<Input, Output>>[0],
  "onValidate"
> & {
  /** Parse the fields as the strings they are, as the action does (a list whose blank rows the schema drops). */
  disableAutoCoercion?: boolean;
};

/**
 * Conform's useForm as the back office uses it: the browser's constraints and the validation come from the zod schema
 * the action parses with, checked from the first blur (`constraint` replaces the schema's, for a schema Conform cannot
 * read them from, such as one with a whole-form transform). A refused submit (the server's reply, or with JavaScript the
 * same schema's check before posting) moves the focus to the form's ErrorSummary, as the GOV.UK pattern does; Conform
 * itself would take it to the first field.
 */
export function useZodForm<S extends z.ZodType<FormFields, FormFields>>(
  schema: S,
  options: ZodFormOptions<z.input<S>, z.output<S>>,
) {
  const refused = useRef(false);
  const { disableAutoCoercion, ...formOptions } = options;
  const result = useForm<z.input<S>, z.output<S>>({
    shouldValidate: "onBlur",
    ...formOptions,
    constraint: options.constraint ?? getZodConstraint(schema),
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema, disableAutoCoercion });
      // A check while typing has no status; a submit that the schema refuses is "error".
      if (submission.status === "error") refused.current = true;
      return submission;
    },
  });
  const [form] = result;
  const lastResult = options.lastResult;
  useEffect(() => {
    if (lastResult?.status === "error") refused.current = true;
  }, [lastResult]);
  // After every render: the summary of a refusal exists once Conform has stored the errors it shows.
  useEffect(() => {
    if (!refused.current) return;
    const summary = document.getElementById(form.errorId);
    if (!summary) return;
    refused.current = false;
    summary.focus();
  });
  return result;
}
