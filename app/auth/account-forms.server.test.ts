import { expect, test } from "vitest";
import { ACCOUNT_MESSAGES } from "~/accounts/user";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/utils/password-length";
import { accountFormConstraint, parseAccountForm } from "./account-forms.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

test("each account form's constraints are plain data, with the new password's length rules spelled out", () => {
  const signup = accountFormConstraint("signup");
  expect(JSON.parse(JSON.stringify(signup))).toEqual(signup);
  expect(signup.password).toEqual({
    required: true,
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
  });
  expect(signup.confirmPassword).toEqual({ required: true });
  expect(accountFormConstraint("changePassword").password?.minLength).toBe(PASSWORD_MIN_LENGTH);
  // Signing in only checks presence: a password set under older rules must still sign in.
  expect(accountFormConstraint("signin").password).toEqual({ required: true });
  expect(accountFormConstraint("verify").code).toEqual({ required: true });
});

test("a named account form is parsed with its own schema", () => {
  const verify = parseAccountForm(form({ code: " 123 456 " }), "verify");
  expect(verify.status).toBe("success");
  expect(verify.status === "success" && verify.value.code).toBe("123456");

  const reset = parseAccountForm(
    form({ token: "t", password: "a".repeat(14), confirmPassword: "b" }),
    "resetPassword",
  );
  expect(reset.status).toBe("error");
  expect(reset.reply().error?.[""]).toEqual([ACCOUNT_MESSAGES.passwordsDoNotMatch]);

  const forgot = parseAccountForm(form({ email: "nope" }), "forgotPassword");
  expect(forgot.reply().error?.email).toEqual([ACCOUNT_MESSAGES.emailInvalid]);
});
