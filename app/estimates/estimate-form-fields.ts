// The names and the photo limit the /estimate form and its uploader share with the server. A module of its own: the
// page's first script takes these few constants, not the option lists and messages of ./estimate-options (which the
// uploader, loaded later, needs), so the page stays within its JavaScript budget.

export const MAX_ESTIMATE_PHOTOS = 10;

/** The form's hidden inputs (repeated) that carry the ids of photos already received: pending uploads. */
export const PENDING_PHOTO_FIELD = "pendingPhoto";
/** The file input's name, on the form and in the API. */
export const PHOTOS_FIELD = "photos";
/** The name of the no-JS remove buttons of pending photos; their value is the pending upload's id. */
export const REMOVE_PHOTO_FIELD = "removePhoto";
