// The length rule of every account's password. A module of its own, so the account schemas (accounts/user.ts) and the
// configuration check of ADMIN_PASSWORD (env.server.ts, which depends on no model) share one number.

export const PASSWORD_MIN_LENGTH = 12;
// Long enough for any passphrase, short enough that hashing a submitted value stays cheap.
export const PASSWORD_MAX_LENGTH = 128;
