/** The name of the cookie that holds a session id or a pending alert (the HTTP layer checks only its presence). */
export const SESSION_COOKIE = "__session";
