import { Link } from "react-router";
import type { AlertData } from "./alert-banner";
import { LogoMark } from "./logo";
import { NewsletterForm } from "./newsletter-form";

type FooterLink = { label: string; href: string };

type FooterSite = {
  companyName: string;
  phone: string;
  /** The phone's tel: link, made on the server. */
  phoneHref: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string };
  licenseLine: string;
  rocLicenseNumber: string;
  socialLinks: FooterLink[];
  footerCompanyLinks: FooterLink[];
  footerLegalLinks: FooterLink[];
};

// The site's own pages always lead the lists; the office's links (Settings) follow them.
const companyLinks: FooterLink[] = [
  { href: "/mission-statement", label: "Our Mission" },
  { href: "/services", label: "Our Services" },
  { href: "/service-areas", label: "Service Areas" },
  { href: "/projects", label: "Projects" },
  { href: "/blog", label: "Blog" },
  { href: "/contact", label: "Contact" },
];

const legalLinks: FooterLink[] = [
  { href: "/terms", label: "Terms and Conditions" },
  { href: "/privacy", label: "Privacy Policy" },
];

/** A file on this site (under /media, or a name with an extension such as /blog/rss.xml): the browser fetches it. */
const namesFile = (path: string) =>
  path.startsWith("/media/") || /\.[a-z0-9]+$/i.test(path.split(/[?#]/)[0] ?? "");

/** A path on this site navigates within the app (a file loads as a document); an https address is another site's. */
function FooterAnchor({ link, rel }: { link: FooterLink; rel?: string }) {
  return link.href.startsWith("/") ? (
    <Link to={link.href} reloadDocument={namesFile(link.href)}>
      {link.label}
    </Link>
  ) : (
    <a href={link.href} rel={rel ?? "noopener"}>
      {link.label}
    </a>
  );
}

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
            {[...companyLinks, ...site.footerCompanyLinks].map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer-links" aria-labelledby="footer-legal-title">
          <h2 id="footer-legal-title">Legal</h2>
          <ul>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <FooterAnchor link={link} />
              </li>
            ))}
            <li>
              <a href="/blog/rss.xml">Blog RSS feed</a>
            </li>
            {site.footerLegalLinks.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer-contact">
          <h2>Get in touch</h2>
          <address>
            <span>{site.address.street}</span>
            <span>
              {site.address.city}, {site.address.state} {site.address.zip}
            </span>
            <a href={site.phoneHref || undefined}>{site.phone}</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
          {site.socialLinks.length ? (
            <ul className="footer-social" aria-label="Follow us">
              {site.socialLinks.map((link, index) => (
                <li key={`${index}-${link.href}`}>
                  <FooterAnchor link={link} rel="me noopener" />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="site-footer-base">
        <p className="footer-brand">
          <LogoMark size={24} />
          <span>
            © {year} {site.companyName}. All rights reserved.
          </span>
        </p>
        {site.licenseLine || site.rocLicenseNumber ? (
          <p className="footer-license">
            {[site.rocLicenseNumber ? `ROC #${site.rocLicenseNumber}` : "", site.licenseLine]
              .filter(Boolean)
              .join(" · ")}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
