// The app's own limits, read from its modules so that the storm's bodies sit exactly at them. The policy table reads
// the environment as it loads; a secret keeps it from making a development one on disk.
process.env.SESSION_SECRET ??= "storm-test-secret-0123456789abcdef";
const { bodyLimitFor, routePolicy } = await import("../../app/route-policy.server");
const { MAX_FORM_FIELDS, MAX_JSON_VALUES } = await import("../../app/utils/form-limits");

export { MAX_FORM_FIELDS, MAX_JSON_VALUES };

/** The bytes a route reads of a body of this content type. */
export const bodyLimit = (target: string, contentType: string) =>
  bodyLimitFor(routePolicy(target), contentType).bytes;
