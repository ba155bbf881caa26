import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalAddress, LegalPage } from "~/components/legal-page";
import pageStyles from "~/styles/pages.css";
import { legalContact } from "~/utils/page-data.server";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

const TERMS_UPDATED = "November 1, 2026";

export const loader = legalContact;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Terms and Conditions",
    description:
      "The terms that apply when you use this website, including intellectual property, liability and governing law.",
  });

export default function TermsPage() {
  const contact = useLoaderData<typeof loader>();
  const { companyName, legalName } = contact;
  return (
    <LegalPage title="Terms and Conditions" updated={TERMS_UPDATED}>
      <p>
        These terms apply to your use of this website, operated by {legalName} (“{companyName}”, “we”, “us”).
        By using the site you accept them. If you do not agree, please do not use the site. Estimates,
        contracts and work orders for construction services are governed by their own written agreements, not
        by these terms.
      </p>
      <section aria-labelledby="terms-ip">
        <h2 id="terms-ip">Intellectual Property</h2>
        <p>
          The text, photographs, illustrations, logos and design of this site belong to {companyName} or are
          used with permission. You may view, print and share pages for your own non-commercial use with
          credit to us. You may not copy, republish, sell or alter the content, or use our name or logo,
          without our written permission.
        </p>
      </section>
      <section aria-labelledby="terms-accuracy">
        <h2 id="terms-accuracy">Accuracy of Information</h2>
        <p>
          We try to keep the information on this site accurate and current, but it is general information, not
          an estimate, a specification or engineering advice. Site conditions, codes and prices vary.
          Descriptions of services and projects may be simplified, and we may change or remove content at any
          time. Always rely on a written proposal for a specific project.
        </p>
      </section>
      <section aria-labelledby="terms-liability">
        <h2 id="terms-liability">Limitation of Liability</h2>
        <p>
          The site is provided “as is”. To the extent the law allows, {companyName} is not liable for any
          indirect, incidental or consequential loss arising from your use of the site or your reliance on its
          content, or from the site being unavailable. Nothing in these terms limits liability that cannot be
          limited by law.
        </p>
      </section>
      <section aria-labelledby="terms-links">
        <h2 id="terms-links">Third-Party Links</h2>
        <p>
          The site may link to websites of others, such as suppliers, agencies or social networks. We do not
          control them and are not responsible for their content, availability or privacy practices. A link is
          not an endorsement.
        </p>
      </section>
      <section aria-labelledby="terms-law">
        <h2 id="terms-law">Governing Law</h2>
        <p>
          These terms are governed by the laws of the State of Arizona, without regard to its conflict-of-law
          rules. Any dispute about the site or these terms will be heard in the state or federal courts
          located in Maricopa County, Arizona, and you agree to their jurisdiction.
        </p>
      </section>
      <section aria-labelledby="terms-changes">
        <h2 id="terms-changes">Changes</h2>
        <p>
          We may update these terms from time to time. The date at the top of this page shows the latest
          version; using the site after a change means you accept the updated terms.
        </p>
      </section>
      <section aria-labelledby="terms-contact">
        <h2 id="terms-contact">Contact Us</h2>
        <p>Questions about these terms? Reach us at:</p>
        <LegalAddress contact={contact} />
        <p>
          See also our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </LegalPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
