import type { ReactNode } from "react";

/** A back-office page's heading with its actions (links or buttons) beside it. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="admin-page-header">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
