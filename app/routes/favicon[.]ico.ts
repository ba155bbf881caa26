import { redirect } from "react-router";

// Browsers and crawlers ask for /favicon.ico by habit; point them at the SVG icon instead of rendering the 404 page.
export const loader = () =>
  redirect("/favicon.svg", { status: 301, headers: { "Cache-Control": "public, max-age=86400" } });
