import type { ReactNode } from "react";
import type { Address } from "~/db/schema";
import { telHref } from "~/utils/text";

export type LegalContact = { legalName: string; email: string; phone: string; address: Address };

/** The frame both legal pages share: the heading with its revision date, then the sections. */
export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <main className="page">
      <header className="page-header">
        <p className="eyebrow">Legal</p>
        <h1>{title}</h1>
        <p className="muted">Last updated {updated}</p>
      </header>
      <div className="prose">{children}</div>
    </main>
  );
}

/** The company's postal and contact details, as the legal pages' "Contact Us" sections give them. */
export function LegalAddress({ contact }: { contact: LegalContact }) {
  const { legalName, address, email, phone } = contact;
  return (
    <address>
      {legalName}
      <br />
      {address.street}
      <br />
      {address.city}, {address.state} {address.zip}
      <br />
      <a href={`mailto:${email}`}>{email}</a> · <a href={telHref(phone)}>{phone}</a>
    </address>
  );
}
