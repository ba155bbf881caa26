/**
 * A back-office screen's document title. React 19 moves a `<title>` rendered anywhere into the head, so each screen
 * names itself from the data it already has; the layout's `meta` keeps only what every screen shares (noindex).
 */
export function AdminTitle({ page }: { page: string }) {
  return <title>{`${page} | Back office`}</title>;
}
