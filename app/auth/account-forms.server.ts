import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { Constraint, Submission } from "@conform-to/dom";
import { forgotPasswordSchema, resendCodeSchema, signinSchema, verifyCodeSchema } from "~/accounts/user";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/utils/password-length";
import { changePasswordSchema, resetPasswordSchema, signupSchema } from "./account-schemas.server";

// Where the account pages parse their forms: a server module, so neither zod nor Conform's zod adapter reaches the
// pages' browser bundles (decision 015). Route modules name the form; the schemas stay here, in accounts/user.ts and in
// account-schemas.server.ts.

// The rules the account pages' loaders pass on as data (a route module imports no schema module, even for its loader).
export { ACCOUNT_MESSAGES, VERIFY_CODE_LENGTH } from "~/accounts/user";

const accountForms = {
  signin: signinSchema,
  signup: signupSchema,
  verify: verifyCodeSchema,
  resend: resendCodeSchema,
  forgotPassword: forgotPasswordSchema,
  resetPassword: resetPasswordSchema,
  changePassword: changePasswordSchema,
};

export type AccountFormName = keyof typeof accountForms;
type AccountSchema<Name extends AccountFormName> = (typeof accountForms)[Name];

// The fields that take a new password, whose length rules the browser gets as constraints.
const newPasswordFields: Partial<Record<AccountFormName, string[]>> = {
  signup: ["password"],
  resetPassword: ["password"],
  changePassword: ["password"],
};

/** Conform's submission of one account form, checked with its schema. */
export function parseAccountForm<Name extends AccountFormName>(
  formData: FormData,
  name: Name,
): Submission<z.input<AccountSchema<Name>>, string[], z.output<AccountSchema<Name>>> {
  // One cast: TypeScript cannot follow the schema's type through the generic lookup.
  return parseWithZod(formData, { schema: accountForms[name] as z.ZodType }) as Submission<
    z.input<AccountSchema<Name>>,
    string[],
    z.output<AccountSchema<Name>>
  >;
}

/**
 * An account form's constraints as plain data for the loader. The length rules of new passwords are spelled out:
 * getZodConstraint reads zod's `_zod.bag`, which this zod version leaves empty, so it only reports `required`.
 */
export function accountFormConstraint(name: AccountFormName): Record<string, Constraint> {
  // A plain copy: the returned proxy caches each answer, so writing through it would not show.
  const constraint: Record<string, Constraint> = { ...getZodConstraint(accountForms[name]) };
  for (const field of newPasswordFields[name] ?? []) {
    constraint[field] = {
      ...constraint[field],
      required: true,
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
    };
  }
  return constraint;
}
