/** The hidden field every page form posts its anti-forgery token in (see csrf.server.ts). */
export const CSRF_FIELD = "csrf";

export const CSRF_REFUSED_MESSAGE =
  "This form has expired or did not come from this site. Reload the page and send it again.";
