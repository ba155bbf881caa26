import type { ReactNode } from "react";

type Details = {
  phone: string;
  /** The phone's tel: link, made on the server. */
  phoneHref: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string };
  businessHours: string;
  serviceArea: string;
};

/**
 * The company's phone, e-mail and office, and when to expect an answer (the contact page's side panel); `children`
 * (the business hours) go below the details.
 */
export function ContactDetails({ site, children }: { site: Details; children?: ReactNode }) {
  return (
    <section className="contact-panel" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Contact details</h2>
      <dl className="contact-list">
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={site.phoneHref || undefined}>{site.phone}</a>
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </dd>
        </div>
        <div>
          <dt>Office</dt>
          <dd>
            <address>
              {site.address.street}
              <br />
              {site.address.city}, {site.address.state} {site.address.zip}
            </address>
          </dd>
        </div>
        {site.businessHours ? (
          <div>
            <dt>Hours</dt>
            <dd>{site.businessHours}</dd>
          </div>
        ) : null}
        {site.serviceArea ? (
          <div>
            <dt>Service area</dt>
            <dd>{site.serviceArea}</dd>
          </div>
        ) : null}
      </dl>
      {children}
      <p className="contact-note">We usually respond within 1 to 2 business days.</p>
    </section>
  );
}
