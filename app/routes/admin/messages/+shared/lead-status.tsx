import { LEAD_STATUS_LABELS } from "~/leads/contact-message";

/** The options of a lead status select (new, contacted, quoted, won, lost). */
export function LeadStatusOptions() {
  return (
    <>
      {Object.entries(LEAD_STATUS_LABELS).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
