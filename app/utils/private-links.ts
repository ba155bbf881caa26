// The site's private links: whoever holds one may read and act on what it names without signing in (a customer's
// quote at /q/{token}, an invoice at /i/{token}, a crew's calendar feed at /calendar/{token}.ics). The token is the
// whole secret, so no log keeps it: the access log, the journal and the log table write "***" in its place.

// The link's first segment after one of the prefixes, up to the next "/" or "?", keeping a known ending: a calendar
// feed's ".ics", a client navigation's ".data". An absolute-form request target ("http://host/q/…") counts too.
const PRIVATE_LINK =
  /^((?:[a-z][a-z0-9+.-]*:\/\/[^/]*)?\/+(?:q|i|calendar)\/+)[^/?#]*?(\.ics|\.data)?(?=[/?#]|$)/i;

/** The path or request target with a private link's token replaced by "***"; any other target as it is. */
export function redactPrivateLink(target: string): string {
  return PRIVATE_LINK.test(target) ? target.replace(PRIVATE_LINK, "$1***$2") : target;
}
