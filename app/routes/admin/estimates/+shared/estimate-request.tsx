import type { ReactNode } from "react";
import { ESTIMATE_ADMIN_MESSAGES, mapSearchUrl, type EstimatePageView } from "~/estimates/estimate-admin";
import { ESTIMATE_STATUS_LABELS } from "~/estimates/estimate-options";
import { sizeText } from "~/estimates/estimate-size";
import { formatDateTime } from "~/utils/dates";
import { formatPhone, telHref } from "~/utils/tel";
import { ConfirmDelete } from "~/routes/admin/+shared/dialogs";
import { SiteVisitLine } from "./site-visit-line";

const notGiven = (value: ReactNode) => value || <span className="cell-empty">Not given</span>;

/**
 * Who asked, first on the page: the name, service and status, the phone and e-mail as links, with Call and Email
 * beside them, and the booked site visit. On a phone this is the first screen.
 */
export function EstimateContact({ estimate }: { estimate: EstimatePageView }) {
  const subject = encodeURIComponent(`Your estimate request ${estimate.reference}`);
  const tel = telHref(estimate.phone);
  const mail = `mailto:${estimate.email}?subject=${subject}`;
  return (
    <section className="panel estimate-contact" aria-labelledby="estimate-contact-heading">
      <h2 id="estimate-contact-heading">{estimate.name}</h2>
      <p className="estimate-contact-what">
        {estimate.service} in {estimate.city}: <strong>{ESTIMATE_STATUS_LABELS[estimate.status]}</strong>
        {estimate.paidAt ? (
          <>
            {" "}
            · <strong className="lead-status estimate-paid">Paid</strong>
          </>
        ) : null}
      </p>
      <SiteVisitLine at={estimate.siteVisitAt} note={estimate.siteVisitNote} />
      <div className="estimate-contact-ways">
        <p className="estimate-contact-line">
          {tel ? (
            <a href={tel} className="estimate-phone">
              {formatPhone(estimate.phone)}
            </a>
          ) : (
            <span className="estimate-phone">{estimate.phone}</span>
          )}
          {tel ? (
            <a className="button" href={tel}>
              Call<span className="visually-hidden"> {estimate.name}</span>
            </a>
          ) : null}
        </p>
        <p className="estimate-contact-line">
          <a href={mail} className="estimate-email">
            {estimate.email}
          </a>
          <a className="button" href={mail}>
            Email<span className="visually-hidden"> {estimate.name}</span>
          </a>
        </p>
      </div>
    </section>
  );
}

/** What the visitor sent: every field, the job site with a map link. */
export function EstimateRequestDetails({ estimate }: { estimate: EstimatePageView }) {
  return (
    <section className="panel" aria-labelledby="estimate-request-heading">
      <h2 id="estimate-request-heading">Request</h2>
      <dl className="meta-list">
        <dt>Received</dt>
        <dd>
          <time dateTime={estimate.createdAt}>{formatDateTime(estimate.createdAt)}</time>
        </dd>
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
        <dd>{notGiven(sizeText(estimate.size, estimate.sizeUnit))}</dd>
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
    </section>
  );
}

/** Delete, apart at the page's end: nowhere near Call and Email. */
export function EstimateDelete({ id }: { id: string }) {
  return (
    <section className="panel estimate-delete" aria-labelledby="estimate-delete-heading">
      <h2 id="estimate-delete-heading">Delete this request</h2>
      <p className="muted">Its photos and notes are deleted too. This cannot be undone.</p>
      <ConfirmDelete id={id} question={ESTIMATE_ADMIN_MESSAGES.deleteQuestion} small={false} />
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
