import type { ReactNode } from "react";
import type { CustomerJobView } from "~/jobs/job-customer-view.server";

/**
 * "Your job" on the customer's page: the job's status, days, arrival window, the crew's phone and the calendar file.
 * Later parts of a job (change orders, closeout) add their own sections after this one (`children`).
 */
export function YourJob({
  job,
  token,
  children,
}: {
  job: CustomerJobView;
  token: string;
  children?: ReactNode;
}) {
  return (
    <>
      <section className="quote-job" aria-labelledby="your-job-title" id="your-job">
        <h2 id="your-job-title">Your job</h2>
        <p>
          Job {job.reference}:{" "}
          <span className={`quote-status job-status-${job.status}`}>{job.statusLabel}</span>
        </p>
        <dl className="quote-dates">
          <div>
            <dt>Dates</dt>
            <dd>{job.days}</dd>
          </div>
          {job.window ? (
            <div>
              <dt>Arrival window</dt>
              <dd>{job.window}</dd>
            </div>
          ) : null}
          {job.crewPhone ? (
            <div>
              <dt>Crew phone</dt>
              <dd>
                {job.crewPhone.href ? (
                  <a href={job.crewPhone.href}>{job.crewPhone.text}</a>
                ) : (
                  job.crewPhone.text
                )}
              </dd>
            </div>
          ) : null}
          {job.holdReason ? (
            <div>
              <dt>On hold</dt>
              <dd>{job.holdReason}</dd>
            </div>
          ) : null}
          {job.cancelReason ? (
            <div>
              <dt>Cancelled</dt>
              <dd>{job.cancelReason}</dd>
            </div>
          ) : null}
        </dl>
        {job.calendar ? (
          <p>
            <a href={`/q/${token}/job.ics`} download>
              Add to my calendar<span className="visually-hidden"> (job {job.reference}, .ics file)</span>
            </a>
          </p>
        ) : null}
      </section>
      {children}
    </>
  );
}
