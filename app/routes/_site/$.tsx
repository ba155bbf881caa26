import { data } from "react-router";
import { NotFound } from "~/components/error-pages";
import { pageMeta } from "~/utils/seo";
import type { Route } from "./+types/$";

// Any path no other route serves: the 404 page inside the site layout (navigation and footer stay).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: "Page not found", noindex: true });

export default function CatchAllNotFound() {
  return <NotFound />;
}
