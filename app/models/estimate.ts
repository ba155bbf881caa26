import { z } from "zod";
import { groupDigits } from "~/utils/text";
import {
  ESTIMATE_MESSAGES,
  NOT_SURE_SERVICE,
  PROPERTY_TYPES,
  SIZE_UNITS,
  TIMEFRAMES,
} from "./estimate-options";

// An estimate request's fields: the schema shared by the /estimate page, POST /api/estimates and the back office.
// Browser-safe (no server imports); the server adds the owner's service names to the check. The options and messages
// live in ./estimate-options (no zod), so a page that only shows them does not download zod.
export * from "./estimate-options";

const requiredText = (max: number) =>
  z
    .string(ESTIMATE_MESSAGES.requiredFields)
    .trim()
    .min(1, ESTIMATE_MESSAGES.requiredFields)
    .max(max, `Please keep this under ${groupDigits(max)} characters`);

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

const MAX_SIZE = 100_000_000;

// "1,200" and "1 200" read as 1200; a decimal is rounded (the stored size is whole units).
const sizeField = z.preprocess(
  (value) => (typeof value === "string" ? value.replace(/[,\s]/g, "") : value),
  z.union([
    z.literal("").transform(() => null),
    z.coerce
      .number("Enter the size as a number")
      .finite("Enter the size as a number")
      .positive("Enter a size above zero")
      .max(MAX_SIZE, `Enter a size under ${groupDigits(MAX_SIZE)}`)
      .transform((size) => Math.max(1, Math.round(size))),
  ]),
);

export const estimateFormSchema = z.object({
  name: requiredText(120),
  email: requiredText(254)
    .pipe(z.email("Please enter a valid email address"))
    .transform((e) => e.toLowerCase()),
  phone: requiredText(40).regex(
    /^[0-9+().\-\s]*(?:(?:ext\.?|x)\s*\d+)?$/i,
    "Please enter a valid phone number",
  ),
  service: requiredText(120),
  propertyType: optionalChoice(PROPERTY_TYPES, "Choose a property type from the list"),
  address: requiredText(200),
  city: requiredText(100),
  zip: requiredText(10).regex(/^\d{5}$/, ESTIMATE_MESSAGES.zip),
  size: sizeField.optional().transform((size) => size ?? null),
  sizeUnit: optionalChoice(SIZE_UNITS, "Choose a unit from the list"),
  timeframe: optionalChoice(TIMEFRAMES, "Choose a timeframe from the list"),
  details: requiredText(5000),
  consent: consentField,
});

export type EstimateFormValues = z.infer<typeof estimateFormSchema>;

/** The form's schema with the service checked against the names the form offers (the owner's lists). */
export const estimateSchemaFor = (serviceNames: readonly string[]) =>
  estimateFormSchema.extend({
    service: estimateFormSchema.shape.service.refine(
      (service) => service === NOT_SURE_SERVICE || serviceNames.includes(service),
      ESTIMATE_MESSAGES.unknownService,
    ),
  });

/** The one message a refused request shows on top of its field errors: a missing consent first, then the rest. */
export function estimateFormError(errors: Record<string, string[] | null | undefined> | null | undefined) {
  if (errors?.consent?.length) return errors.consent[0];
  const all = Object.values(errors ?? {}).flatMap((list) => list ?? []);
  return (
    all.find((error) => error === ESTIMATE_MESSAGES.requiredFields) ?? all[0] ?? ESTIMATE_MESSAGES.failed
  );
}
