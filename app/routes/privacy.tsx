import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "~/components/error-pages";
import { LegalAddress, LegalPage } from "~/components/legal-page";
import pageStyles from "~/styles/pages.css";
import { legalContact } from "~/utils/page-data.server";
import { pageMeta } from "~/utils/seo";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pageStyles }];

const PRIVACY_UPDATED = "November 1, 2026";

export const loader = legalContact;

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Privacy Policy",
    description:
      "What we collect when you contact us or subscribe to our newsletter, how we use it and the choices you have.",
  });

export default function PrivacyPage() {
  const contact = useLoaderData<typeof loader>();
  const { companyName, legalName } = contact;
  return (
    <LegalPage title="Privacy Policy" updated={PRIVACY_UPDATED}>
      <p>
        This policy explains how {legalName} (“{companyName}”, “we”) handles personal information collected
        through this website. We collect as little as we can and never sell it.
      </p>
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">Information We Collect</h2>
        <ul>
          <li>
            <strong>Contact messages:</strong> your name, e-mail address, phone number (if you give one), your
            message, the time you agreed to our terms, and the network address the message came from.
          </li>
          <li>
            <strong>Newsletter:</strong> your e-mail address, and when you confirmed or unsubscribed.
          </li>
          <li>
            <strong>Accounts:</strong> if you have an account, your name, e-mail address and a securely hashed
            password.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in and carries one-time
            notices, and standard server logs. We use no advertising or analytics cookies and no third-party
            trackers.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">How We Use Your Information</h2>
        <p>
          We use it to answer your questions and prepare estimates, to send the newsletter you confirmed, to
          run and secure the site (for example, to stop spam and abuse), and to meet legal obligations. We
          keep contact messages as long as they are useful for your project and our records.
        </p>
      </section>
      <section aria-labelledby="privacy-sharing">
        <h2 id="privacy-sharing">Information Sharing</h2>
        <p>
          We do not sell or rent personal information. We share it only with service providers that help us
          run the site and send e-mail, under obligations to protect it, or when the law requires it.
        </p>
      </section>
      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">Data Security</h2>
        <p>
          We protect information with encrypted connections, hashed passwords, restricted access to our back
          office and regular backups. No system is perfectly secure, so please do not send sensitive
          information such as payment details through the contact form.
        </p>
      </section>
      <section aria-labelledby="privacy-choices">
        <h2 id="privacy-choices">Your Choices</h2>
        <p>
          Every newsletter e-mail has an unsubscribe link, and you can ask us at any time to see, correct or
          delete the information we hold about you. Write to us at the address below and we will answer within
          30 days.
        </p>
      </section>
      <section aria-labelledby="privacy-changes">
        <h2 id="privacy-changes">Changes to This Policy</h2>
        <p>
          If we change this policy, we will post the new version here and update the date at the top of the
          page.
        </p>
      </section>
      <section aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Contact Us</h2>
        <LegalAddress contact={contact} />
        <p>
          See also our <Link to="/terms">Terms and Conditions</Link>.
        </p>
      </section>
    </LegalPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
