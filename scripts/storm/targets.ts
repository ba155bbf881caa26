// Where to send: every address of the site, and the routes of each kind of body.
import { routeTable, samplePath } from "../../tests/support/route-table";
import { bodyLimit } from "./policy";

/** Every address of the site, from the route table (`:id` as "x", the splat as "anything"), and the data paths. */
export async function postRoutes() {
  const paths = (await routeTable()).map((route) => samplePath(route.path, "x", "anything"));
  return [...new Set([...paths, "/estimate.data", "/contact.data", "/_.data"])].sort();
}
export const isApi = (target: string) => target.startsWith("/api/");
export const isAdminPage = (target: string) => target.startsWith("/admin");

/** A page or API route of each limit, and the forms whose fields are known (for bodies that reach validation). */
export const FORMS: Record<string, string[]> = {
  "/contact": ["name", "email", "phone", "message", "consent"],
  "/estimate": ["name", "email", "phone", "service", "address", "city", "zip", "size", "details", "consent"],
  "/newsletter": ["email"],
  "/login": ["email", "password"],
  "/signup": ["name", "email", "password", "confirmPassword"],
  "/forgot-password": ["email"],
  "/reset-password": ["token", "password", "confirmPassword"],
};
export const APIS: Record<string, string[]> = {
  "/api/message": ["name", "email", "phone", "message", "consent"],
  "/api/customer": ["email"],
  "/api/user/signin": ["email", "password"],
  "/api/user/signup": ["name", "email", "password", "confirmPassword"],
  "/api/user/forgot-password": ["email"],
};
export const AT_LIMIT_ROUTES = [
  ...Object.keys(FORMS),
  "/estimate.data",
  "/admin/settings",
  "/admin/pages/terms",
  "/admin/add-project",
  ...Object.keys(APIS),
  "/api/estimates",
  "/api/blog",
  "/api/pages/terms",
  "/api/settings",
  "/api/projects",
  "/uploads/estimate-photos",
];
/** The API routes that read a JSON body, called with the admin's token so that the body is really parsed. */
export const JSON_ROUTES = [
  ...Object.keys(APIS),
  "/api/blog",
  "/api/pages/terms",
  "/api/settings",
  "/api/services",
  "/api/projects",
  "/api/admin/keywords",
  "/api/newsletter/campaigns",
  "/api/estimates/x",
];

/** The bytes a route reads of an urlencoded form. */
export const formLimit = (target: string) => bodyLimit(target, "application/x-www-form-urlencoded");
