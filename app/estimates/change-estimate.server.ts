// Changing a request in the pipeline, for the back office's Save and PATCH /api/estimates/{id} alike: the change and
// its audit row (./estimate.server.ts), then, when a site visit was booked or moved, the customer's invitation
// (~/site-visits).
import type { EditContext } from "~/logs/audit.server";
import { sendSiteVisitInvitation } from "~/site-visits/send-site-visit-invitation.server";
import { updateEstimate, type EstimateChanges } from "./estimate.server";

/** Applies the changes; a booked or moved visit mails the customer. The same answer as updateEstimate. */
export function changeEstimate(id: string, changes: EstimateChanges, by: EditContext) {
  const result = updateEstimate(id, changes, by);
  if (result.ok && result.siteVisitChanged && result.estimate.siteVisitAt)
    sendSiteVisitInvitation(result.estimate);
  return result;
}
