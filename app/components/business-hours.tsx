import type { HoursRow } from "~/content/business-hours";

export type BusinessHoursData = {
  rows: HoursRow[];
  openNow: boolean;
  afterHoursPhone: string;
  /** Its tel: link, made on the server. */
  afterHoursHref: string;
};

/**
 * The week's hours as a table, with whether the office is open at the moment the server drew the page (Arizona
 * time), and the after-hours phone when the office gave one.
 */
export function BusinessHours({ hours }: { hours: BusinessHoursData }) {
  return (
    <section className="business-hours" aria-labelledby="business-hours-title">
      <h3 id="business-hours-title">Business hours</h3>
      {hours.rows.length ? (
        <>
          <p className={`open-status ${hours.openNow ? "is-open" : "is-closed"}`}>
            {hours.openNow ? "Open now" : "Closed now"}
          </p>
          <table className="hours-table">
            <caption className="visually-hidden">Opening hours, Arizona time</caption>
            <tbody>
              {hours.rows.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.name}</th>
                  <td>{row.hours}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hours-note">Arizona time (no daylight saving).</p>
        </>
      ) : null}
      {hours.afterHoursPhone ? (
        <p className="after-hours">
          After hours and emergencies: <a href={hours.afterHoursHref || undefined}>{hours.afterHoursPhone}</a>
        </p>
      ) : null}
    </section>
  );
}
