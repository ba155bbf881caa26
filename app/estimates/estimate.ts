import { z } from "zod";
import { groupDigits } from "~/utils/text";
import {
  ESTIMATE_FIELD_LABELS,
  ESTIMATE_MESSAGES,
  listText,
  NOT_SURE_SERVICE,
  PROPERTY_TYPES,
  SIZE_UNITS,
  TIMEFRAMES,
} from "./estimate-options";
import { parseSize, SIZE_MESSAGES } from "./estimate-size";
import { usPhoneField } from "~/forms/phone-field";

// An estimate request's fields: the schema shared by the /estimate page, POST /api/estimates and the back office.
// Browser-safe (no server imports); the server adds the owner's service names to the check. The options and messages
// live in ./estimate-options (no zod), so a page that only shows them does not download zod.
export * from "./estimate-options";

const requiredText = (max: number, missing: string, label: string) =>
  z
    .string(missing)
    .trim()
    .min(1, missing)
    .max(max, `Please keep the ${label} under ${groupDigits(max)} characters`);

// An optional choice: "" (or nothing) when left unset, else one of the listed values.
const optionalChoice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z
    .union([z.literal(""), z.enum(options, message)], message)
    .optional()
    .default("");

// Accepts the web form's "on" and the API's boolean; consent is only ever true once given.
const consentField = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.literal(true, ESTIMATE_MESSAGES.consentRequired),
);

// A size as typed ("2.5", "1,200", "120 stalls"), read into its number and the unit typed with it; the API may send a
// number. Empty: no size.
const sizeField = z
  .union([z.string(SIZE_MESSAGES.notNumber), z.number(SIZE_MESSAGES.notNumber)], SIZE_MESSAGES.notNumber)
  .optional()
  .transform((value, context) => {
    const text = value === undefined ? "" : String(value).trim();
    if (!text) return null;
    const parsed = parseSize(text);
    if (parsed.ok) return { size: parsed.size, unit: parsed.unit };
    context.issues.push({ code: "custom", message: parsed.message, input: value });
    return z.NEVER;
  });

/** The form's fields, each message naming its field (what the page's constraints come from). */
export const estimateFormSchema = z.object({
  name: requiredText(120, "Enter your name", "name"),
  email: requiredText(254, "Enter your email address", "email address")
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  phone: usPhoneField,
  service: requiredText(120, ESTIMATE_MESSAGES.unknownService, "service"),
  propertyType: optionalChoice(PROPERTY_TYPES, "Choose a property type from the list"),
  address: requiredText(200, "Enter the job-site address", "address"),
  city: requiredText(100, "Enter the city", "city"),
  zip: requiredText(10, ESTIMATE_MESSAGES.zip, "ZIP code").regex(/^\d{5}$/, ESTIMATE_MESSAGES.zip),
  size: sizeField,
  sizeUnit: optionalChoice(SIZE_UNITS, "Choose a unit from the list"),
  timeframe: optionalChoice(TIMEFRAMES, "Choose a timeframe from the list"),
  details: requiredText(5000, "Tell us about the project in Project details", "project details"),
  consent: consentField,
});

type EstimateFields = z.output<typeof estimateFormSchema>;

/** The size's number and its unit, from the size as typed and the Unit choice (which must agree with a typed one). */
function withSizeUnit(values: EstimateFields, context: z.RefinementCtx<EstimateFields>) {
  const typed = values.size?.unit ?? null;
  if (typed && values.sizeUnit && typed !== values.sizeUnit) {
    context.addIssue({ code: "custom", path: ["sizeUnit"], message: SIZE_MESSAGES.unitConflict(typed) });
    return z.NEVER;
  }
  return { ...values, size: values.size?.size ?? null, sizeUnit: typed ?? values.sizeUnit };
}

/** The form's schema with the service checked against the names the form offers (the owner's lists). */
export const estimateSchemaFor = (serviceNames: readonly string[]) =>
  estimateFormSchema
    .extend({
      service: estimateFormSchema.shape.service.refine(
        (service) => service === NOT_SURE_SERVICE || serviceNames.includes(service),
        ESTIMATE_MESSAGES.unknownService,
      ),
    })
    .transform(withSizeUnit);

export type EstimateFormValues = z.output<ReturnType<typeof estimateSchemaFor>>;

/** The fields a request cannot go without (the consent has its own message). */
const REQUIRED_FIELDS = ["name", "email", "phone", "service", "address", "city", "zip", "details"] as const;

/**
 * The one line that heads a refused request's error summary (and the API's `error`): "Please fill out all required
 * fields" when one was left empty, else the one error there is, or the fields to fix by name (a refusal that belongs
 * to no field comes with its own message instead). `sent` is what was posted, to tell an empty field from a wrong one.
 */
export function estimateFormError(
  errors: Record<string, string[] | null | undefined> | null | undefined,
  sent: Record<string, unknown> = {},
) {
  const fields = Object.entries(errors ?? {}).filter(([name, list]) => name && list?.length);
  const empty = (name: string) => typeof sent[name] !== "string" || !(sent[name] as string).trim();
  if (fields.some(([name]) => (REQUIRED_FIELDS as readonly string[]).includes(name) && empty(name)))
    return ESTIMATE_MESSAGES.requiredFields;
  if (fields.length === 1) return fields[0][1]![0];
  if (!fields.length) return ESTIMATE_MESSAGES.failed;
  const labels = fields.map(([name]) => ESTIMATE_FIELD_LABELS[name] ?? name);
  return `Please check ${fields.length} fields: ${listText(labels)}`;
}
