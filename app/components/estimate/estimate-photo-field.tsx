import { ErrorList } from "~/components/form/error-list";
import { controlProps, joinIds, type FieldState } from "~/components/form/input";
import {
  MAX_ESTIMATE_PHOTOS,
  PENDING_PHOTO_FIELD,
  REMOVE_PHOTO_FIELD,
} from "~/estimates/estimate-form-fields";

export type AttachedPhoto = { id: string; fileName: string };

/** What the file picker offers: the formats we take, HEIC by its extension too (some browsers give it no type). */
const PHOTO_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif";

const attachedText = (count: number) => `${count} ${count === 1 ? "photo" : "photos"} attached`;

/**
 * The photos of a request: a file input for new ones and the list of those already received (kept after a refused
 * post), each sent again as a hidden `pendingPhoto` field and with a remove button that works without JavaScript (a
 * submit button of the same form that names the photo).
 */
export function EstimatePhotoField({ field, attached }: { field: FieldState; attached: AttachedPhoto[] }) {
  const room = Math.max(0, MAX_ESTIMATE_PHOTOS - attached.length);
  const listId = `${field.id}-attached`;
  return (
    <div className="field estimate-photos">
      <label htmlFor={field.id}>Photos (optional)</label>
      <p id={field.descriptionId} className="field-hint">
        {attached.length
          ? `You can add ${room} more (JPEG, PNG, WebP or HEIC).`
          : `Up to ${MAX_ESTIMATE_PHOTOS} photos of the job site: JPEG, PNG, WebP or HEIC.`}
      </p>
      {attached.length ? (
        <div className="estimate-attached" id={listId}>
          <p className="estimate-attached-count">{attachedText(attached.length)}</p>
          <ul>
            {attached.map((photo) => (
              <li key={photo.id}>
                <input type="hidden" name={PENDING_PHOTO_FIELD} value={photo.id} />
                <span className="estimate-attached-name">{photo.fileName}</span>
                <button
                  type="submit"
                  name={REMOVE_PHOTO_FIELD}
                  value={photo.id}
                  className="button button-outline estimate-remove"
                  formNoValidate
                  aria-label={`Remove ${photo.fileName}`}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input
        {...controlProps(field, joinIds(field.descriptionId, attached.length ? listId : null))}
        type="file"
        multiple
        accept={PHOTO_ACCEPT}
        disabled={room === 0 || undefined}
      />
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
