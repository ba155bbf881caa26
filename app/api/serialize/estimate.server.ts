import type { EstimateJson } from "~/api/contract/estimates";
import { requestFieldsOf } from "~/estimates/estimate-options";
import { estimatePhotoUrl, type EstimateWithPhotos } from "~/estimates/estimate.server";
import { arizonaIso } from "~/utils/dates";

/** The API's shape of a request: its fields (no consent or address of the sender), status and private photo URLs. */
export function estimateToJson(estimate: EstimateWithPhotos): EstimateJson {
  return {
    _id: estimate.id,
    ...requestFieldsOf(estimate),
    status: estimate.status,
    followUpOn: estimate.followUpOn,
    siteVisitAt: estimate.siteVisitAt ? arizonaIso(estimate.siteVisitAt) : null,
    siteVisitNote: estimate.siteVisitNote,
    createdAt: estimate.createdAt.toISOString(),
    photos: estimate.photos.map((photo) => ({ _id: photo.id, src: estimatePhotoUrl(photo.id) })),
  };
}
