import type { HeaderLink } from "./admin-page-header";

/** The way back to a back-office list from the pages of its items (adding one, editing one). */
export const BACK_TO = {
  blog: { to: "/admin/blog", label: "Back to Blog Posts" },
  serviceAreas: { to: "/admin/service-areas", label: "Back to Service Areas" },
  testimonials: { to: "/admin/testimonials", label: "Back to Testimonials" },
} as const satisfies Record<string, HeaderLink>;
