import type { ReactNode } from "react";
import { ESTIMATE_ADMIN_MESSAGES, mapSearchUrl, type EstimatePageView } from "~/models/estimate-admin";
import { formatDateTime } from "~/utils/dates";
import { groupDigits, telHref } from "~/utils/text";
import { ConfirmDelete } from "./confirm-delete";

const notGiven = (value: ReactNode) => value || <span className="cell-empty">Not given</span>;

/** What the visitor sent: every field, the job site with a map link, and the Call, Email and Delete actions. */
export function EstimateRequestDetails({ estimate }: { estimate: EstimatePageView }) {
  const size = estimate.size == null ? "" : `${groupDigits(estimate.size)} ${estimate.sizeUnit}`.trim();
  const subject = encodeURIComponent(`Your estimate request ${estimate.reference}`);
  return (
    <section className="panel" aria-labelledby="estimate-request-heading">
      <h2 id="estimate-request-heading">Request</h2>
      <dl className="meta-list">
        <dt>Received</dt>
        <dd>
          <time dateTime={estimate.createdAt}>{formatDateTime(estimate.createdAt)}</time>
        </dd>
        <dt>Name</dt>
        <dd>{estimate.name}</dd>
        <dt>Email</dt>
        <dd>{estimate.email}</dd>
        <dt>Phone</dt>
        <dd>{estimate.phone}</dd>
        <dt>Service</dt>
        <dd>{estimate.service}</dd>
        <dt>Property type</dt>
        <dd>{notGiven(estimate.propertyType)}</dd>
        <dt>Job site</dt>
        <dd>
          <address className="estimate-address">
            {estimate.address}
            <br />
            {estimate.city} {estimate.zip}
          </address>
          <a href={mapSearchUrl(estimate)} target="_blank" rel="noopener noreferrer">
            Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </dd>
        <dt>Approximate size</dt>
        <dd>{notGiven(size)}</dd>
        <dt>Timeframe</dt>
        <dd>{notGiven(estimate.timeframe)}</dd>
        <dt>First contact</dt>
        <dd>
          {estimate.firstContactedAt ? (
            <time dateTime={estimate.firstContactedAt}>{formatDateTime(estimate.firstContactedAt)}</time>
          ) : (
            <span className="cell-empty">Not contacted yet</span>
          )}
        </dd>
      </dl>
      <h3>Project details</h3>
      <p className="message-text">{estimate.details}</p>
      <div className="form-actions">
        <a className="button" href={telHref(estimate.phone)}>
          Call<span className="visually-hidden"> {estimate.name}</span>
        </a>
        <a className="button" href={`mailto:${estimate.email}?subject=${subject}`}>
          Email<span className="visually-hidden"> {estimate.name}</span>
        </a>
        <ConfirmDelete id={estimate.id} question={ESTIMATE_ADMIN_MESSAGES.deleteQuestion} small={false} />
      </div>
    </section>
  );
}

/** The job-site photos as thumbnails (a smaller variant), each opening the full-size photo. */
export function EstimatePhotos({ photos }: { photos: EstimatePageView["photos"] }) {
  const total = photos.length;
  return (
    <section className="panel" aria-labelledby="estimate-photos-heading">
      <h2 id="estimate-photos-heading">Photos ({total})</h2>
      {total ? (
        <ul className="thumb-grid estimate-photos">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.full} target="_blank" rel="noopener">
                <img
                  src={photo.thumbnail}
                  alt={`Job-site view ${index + 1} of ${total}${photo.fileName ? `: ${photo.fileName}` : ""}, open full size`}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No photos were attached.</p>
      )}
    </section>
  );
}
