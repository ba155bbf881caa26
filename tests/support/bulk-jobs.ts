// Many jobs written straight into the database (quotes, a line each, and jobs; no mail), for the feed's size test and
// the jobs benchmarks: realistic names, sites and services, one in three with an arrival window, one in ten with a note
// for the crew, one in five over three days.
import { db } from "~/db/client.server";
import { jobs, quoteItems, quotes } from "~/db/schema";
import { addCalendarDays } from "~/utils/dates";

const STREETS = ["E Baseline Rd", "N Scottsdale Rd Suite 104", "W Main St", "S Power Rd", "E University Dr"];
const CITIES = ["Mesa", "Scottsdale", "Gilbert", "Chandler", "Tempe"];
const NAMES = ["Maria Fernanda Castillo", "Dana Whitfield", "Rosa Alvarez", "Luis Ortega", "Pat Manager"];
const SERVICES = [
  "Sealcoat and restripe",
  "Crack seal",
  "Asphalt patching",
  "Concrete flatwork",
  "Parking lot striping",
];
// One job in ten carries a note for the crew.
const NOTE = "Crack-fill first; cones at the north gate, call on arrival.";

/**
 * `count` jobs of one crew (or none) from `firstDay` on, `perDay` a day; answers their ids. `tag` keeps references
 * and ids apart between calls.
 */
export function insertBulkJobs(options: {
  count: number;
  crewId: string | null;
  firstDay: string;
  perDay?: number;
  tag: string;
}) {
  const now = new Date();
  const perDay = options.perDay ?? 1;
  const rows = Array.from({ length: options.count }, (_, index) => {
    const id = `${options.tag}${String(index).padStart(6, "0")}`;
    const day = addCalendarDays(options.firstDay, Math.floor(index / perDay));
    return {
      quote: {
        id,
        reference: `Q-${options.tag}-${String(index).padStart(4, "0")}`,
        status: "accepted" as const,
        customerName: NAMES[index % NAMES.length],
        email: `bulk-${options.tag}-${index}@example.com`,
        address: `${1000 + index} ${STREETS[index % STREETS.length]}`,
        city: CITIES[index % CITIES.length],
        zip: "85204",
        validUntil: "2099-12-31",
        createdAt: now,
        updatedAt: now,
      },
      item: {
        id: `${id}i`,
        quoteId: id,
        position: 0,
        description: SERVICES[index % SERVICES.length],
        quantityMilli: 1000,
        unitPriceCents: 250_000,
      },
      job: {
        id,
        reference: `J-${options.tag}-${String(index).padStart(4, "0")}`,
        quoteId: id,
        status: "scheduled" as const,
        startDate: day,
        endDate: index % 5 === 0 ? addCalendarDays(day, 2) : day,
        arrivalStart: index % 3 === 1 ? "07:00" : null,
        arrivalEnd: index % 3 === 1 ? "09:30" : null,
        crewId: options.crewId,
        crewNote: index % 10 === 0 ? NOTE : "",
        sequence: index % 4,
        createdAt: now,
        updatedAt: now,
      },
    };
  });
  db.transaction((tx) => {
    for (let start = 0; start < rows.length; start += 100) {
      const chunk = rows.slice(start, start + 100);
      tx.insert(quotes)
        .values(chunk.map((row) => row.quote))
        .run();
      tx.insert(quoteItems)
        .values(chunk.map((row) => row.item))
        .run();
      tx.insert(jobs)
        .values(chunk.map((row) => row.job))
        .run();
    }
  });
  return rows.map((row) => row.job.id);
}
