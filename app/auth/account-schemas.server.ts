// The account schemas that take a new password, as the server parses them (the pages' actions, remix-auth's sign-up
// strategy and /api/user/*): the schemas of accounts/user.ts around a password field that also refuses the common
// passwords. The list is large and server-only, so accounts/user.ts, which the browser may load, leaves it out.
import { ACCOUNT_MESSAGES, newPasswordField, newPasswordSchemas } from "~/accounts/user";
import { PASSWORD_MIN_LENGTH } from "~/utils/password-length";
import { isCommonPassword } from "./common-passwords.server";

const serverNewPasswordField = newPasswordField.refine(
  // A too-short password gets the length message alone.
  (password) => password.length < PASSWORD_MIN_LENGTH || !isCommonPassword(password),
  ACCOUNT_MESSAGES.passwordTooCommon,
);

export const { signupSchema, resetPasswordSchema, changePasswordSchema } =
  newPasswordSchemas(serverNewPasswordField);
