// `npm run bench:jobs`: the two figures the jobs feature is held to, each the median of 20 runs after a warm-up.
// - A crew's calendar feed of 500 jobs (tests/support/bulk-jobs.ts: one in three with an arrival window, one in ten
//   with a note, one in five over three days): built in 50 ms or less, 150 KB or less (printed before the runs).
// - /admin/schedule for a week of 60 jobs across four crews: 30 ms or less of server time, the route's loader (the
//   admin guard with a real session included) and its page rendered to HTML by React Router's static handler, as the
//   server renders it (the admin layout's sidebar, the same on every back-office page, is left out).
// Run it on an otherwise idle machine: other work slows every figure.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from "react-router";
import { bench, describe } from "vitest";
import { crewCalendarText } from "~/jobs/job-calendar.server";
import * as schedulePage from "~/routes/admin/schedule/index";
import { addCalendarDays, arizonaDay, isoWeekday, isoWeekOf } from "~/utils/dates";
import { sessionCookieOf, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { insertBulkJobs } from "../support/bulk-jobs";
import { aCrew } from "../support/jobs";
import { officeContext } from "../support/quotes";

const RUNS = { iterations: 20, warmupIterations: 3, time: 0, warmupTime: 0 };

await seedWithApiUsers();
const by = await officeContext();
const today = arizonaDay(new Date());

// The feed: 500 jobs of one crew.
const feedCrew = aCrew(by, "Bench feed crew");
insertBulkJobs({
  count: 500,
  crewId: feedCrew.id,
  firstDay: addCalendarDays(today, -30),
  perDay: 2,
  tag: "bfeed",
});
const feedBytes = Buffer.byteLength(crewCalendarText(feedCrew, "Bench Paving"));
console.info(
  `Crew feed of 500 jobs: ${feedBytes} bytes (${(feedBytes / 1024).toFixed(1)} KiB; target 150 KB)`,
);

// The schedule: next week, 60 jobs over four crews and the unassigned row.
const monday = addCalendarDays(today, 8 - isoWeekday(today));
const crews = [1, 2, 3, 4].map((n) => aCrew(by, `Bench crew ${n}`));
[...crews.map((crew) => crew.id), null].forEach((crewId, index) =>
  insertBulkJobs({ count: 12, crewId, firstDay: monday, perDay: 2, tag: `bweek${index}` }),
);
const { actor } = await signedInAdmin({
  name: "Bench Office",
  email: "bench-office@example.com",
  password: "bench-office-password-1",
});
const cookie = await sessionCookieOf(actor.id);
const week = isoWeekOf(monday);

// The route as the server builds it: a root that hands out the form token, and the page under it.
const SchedulePage = schedulePage.default as (props: { loaderData: unknown }) => React.ReactElement;
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: () => ({ csrf: "bench-token" }),
    children: [
      {
        path: "admin/schedule",
        loader: schedulePage.loader as RouteObject["loader"],
        Component: () => createElement(SchedulePage, { loaderData: useLoaderData() }),
      },
    ],
  },
];
const handler = createStaticHandler(routes);

async function renderSchedule() {
  const request = new Request(`http://site.test/admin/schedule?week=${week}`, {
    headers: { Cookie: cookie },
  });
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The schedule answered ${context.status}`);
  const html = renderToString(
    createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
  );
  if (!html.includes("Bench crew 4")) throw new Error("The schedule did not render its crews");
  return html;
}
console.info(`Schedule of week ${week}: ${(await renderSchedule()).length} characters of HTML`);

describe("jobs", () => {
  bench(
    "crew feed of 500 jobs (target: 50 ms or less)",
    () => void crewCalendarText(feedCrew, "Bench Paving"),
    RUNS,
  );
  bench(
    "/admin/schedule, a week of 60 jobs (target: 30 ms or less)",
    async () => void (await renderSchedule()),
    RUNS,
  );
});
