// The back office's navigation as data: the sidebar renders it, and the browser tests walk every page it links to.

export type AdminNavLink = { to: string; label: string; also?: string[]; exact?: boolean };

// Daily work first (leads, then the jobs they become), then the site's content, marketing, and the rarely visited
// settings.
export const adminNavGroups: { title: string; links: AdminNavLink[] }[] = [
  {
    title: "Overview",
    links: [
      { to: "/admin", label: "Admin", also: ["/admin/dashboard"], exact: true },
      { to: "/", label: "Public Homepage", exact: true },
    ],
  },
  {
    title: "Leads",
    links: [
      { to: "/admin/messages", label: "Messages" },
      { to: "/admin/estimates", label: "Estimates" },
      { to: "/admin/quotes", label: "Quotes" },
      { to: "/admin/customers", label: "Subscribers" },
    ],
  },
  {
    title: "Jobs",
    links: [
      { to: "/admin/jobs", label: "Jobs" },
      { to: "/admin/schedule", label: "Schedule" },
      { to: "/admin/crews", label: "Crews" },
    ],
  },
  {
    title: "Content",
    links: [
      { to: "/admin/add-project", label: "Projects", also: ["/admin/projects"] },
      { to: "/admin/blog", label: "Blog Posts" },
      { to: "/admin/pages", label: "Pages" },
      { to: "/admin/services", label: "Services" },
      { to: "/admin/add-images", label: "Media" },
      { to: "/admin/service-areas", label: "Service Areas" },
      { to: "/admin/testimonials", label: "Testimonials" },
    ],
  },
  {
    title: "Marketing",
    links: [
      { to: "/admin/newsletter", label: "Newsletter" },
      { to: "/admin/keywords", label: "Keywords" },
      { to: "/admin/images", label: "AI Images" },
    ],
  },
  {
    title: "Settings",
    links: [
      { to: "/admin/settings", label: "Settings" },
      { to: "/admin/users", label: "Users" },
      { to: "/admin/logs", label: "Logs" },
    ],
  },
];
