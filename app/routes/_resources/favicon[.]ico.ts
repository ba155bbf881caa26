import { redirect } from "react-router";
import { A_DAY } from "~/utils/cache-control";
import type { Route } from "./+types/favicon[.]ico";

// Browsers and crawlers ask for /favicon.ico by habit; point them at the SVG icon instead of rendering the 404 page.
export const loader = (_args: Route.LoaderArgs) =>
  redirect("/favicon.svg", { status: 301, headers: { "Cache-Control": A_DAY } });
