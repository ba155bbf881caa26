import { Link } from "@remix-run/react";
import type { AlertData } from "./alert-banner";
import { LogoMark } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { telHref } from "~/utils/text";

type FooterSite = {
  companyName: string;
  phone: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string };
  licenseLine: string;
};

const companyLinks = [
  { to: "/mission-statement", label: "Our Mission" },
  { to: "/services", label: "Our Services" },
  { to: "/projects", label: "Projects" },
  { to: "/blog", label: "Blog" },
  { to: "/contact", label: "Contact" },
];

const legalLinks = [
  { to: "/terms", label: "Terms and Conditions" },
  { to: "/privacy", label: "Privacy Policy" },
];

export function SiteFooter({ site, alert }: { site: FooterSite; alert: AlertData | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
          <h2 id="footer-newsletter-title">Newsletter</h2>
          <p>Seasonal pavement tips and project news from the Valley, a few times a year.</p>
          <NewsletterForm alert={alert} />
        </section>
        <nav className="footer-links" aria-labelledby="footer-company-title">
          <h2 id="footer-company-title">Company</h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-links" aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title">Legal</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href="/blog/rss.xml">Blog RSS feed</a>
            </li>
          </ul>
        </nav>
        <div className="footer-contact">
          <h2>Get in touch</h2>
          <address>
            <span>{site.address.street}</span>
            <span>
              {site.address.city}, {site.address.state} {site.address.zip}
            </span>
            <a href={telHref(site.phone)}>{site.phone}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </div>
      </div>
      <div className="site-footer-base">
        <p className="footer-brand">
          <LogoMark size={24} />
          <span>
            © {year} {site.companyName}. All rights reserved.
          </span>
        </p>
        {site.licenseLine ? <p className="footer-license">{site.licenseLine}</p> : null}
      </div>
    </footer>
  );
}
