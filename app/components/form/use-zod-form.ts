import { useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

type FormFields = Record<string, unknown>;
type ZodFormOptions<Input extends FormFields, Output> = Omit<
  Parameters<typeof useForm<Input, Output>>[0],
  "constraint" | "onValidate"
>;

/**
 * Conform's useForm as the back office uses it: the browser's constraints and the validation come from the zod schema
 * the action parses with, checked from the first blur.
 */
export function useZodForm<S extends z.ZodType<FormFields, FormFields>>(
  schema: S,
  options: ZodFormOptions<z.input<S>, z.output<S>>,
) {
  return useForm<z.input<S>, z.output<S>>({
    shouldValidate: "onBlur",
    ...options,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
