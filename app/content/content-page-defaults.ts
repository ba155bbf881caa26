// The texts the owner-editable pages start with: a page without a stored row (a database seeded before pages were
// editable, or without the demo content) shows these, and the demo seeder stores them as each page's first version.
// Placeholders such as {companyName} show the company's current details, so the texts stay right when Settings
// change.

import type { ContentPageSlug, PageContentOf } from "./content-page";

export type PageContents = { [S in ContentPageSlug]: PageContentOf<S> };

const terms: PageContentOf<"terms"> = {
  description:
    "The terms that apply when you use this website, including intellectual property, liability and governing law.",
  updated: "November 1, 2026",
  intro:
    "These terms apply to your use of this website, operated by {legalName} (“{companyName}”, “we”, “us”). By using the site you accept them. If you do not agree, please do not use the site. Estimates, contracts and work orders for construction services are governed by their own written agreements, not by these terms.",
  sections: [
    {
      title: "Intellectual Property",
      body: "The text, photographs, illustrations, logos and design of this site belong to {companyName} or are used with permission. You may view, print and share pages for your own non-commercial use with credit to us. You may not copy, republish, sell or alter the content, or use our name or logo, without our written permission.",
    },
    {
      title: "Accuracy of Information",
      body: "We try to keep the information on this site accurate and current, but it is general information, not an estimate, a specification or engineering advice. Site conditions, codes and prices vary. Descriptions of services and projects may be simplified, and we may change or remove content at any time. Always rely on a written proposal for a specific project.",
    },
    {
      title: "Limitation of Liability",
      body: "The site is provided “as is”. To the extent the law allows, {companyName} is not liable for any indirect, incidental or consequential loss arising from your use of the site or your reliance on its content, or from the site being unavailable. Nothing in these terms limits liability that cannot be limited by law.",
    },
    {
      title: "Third-Party Links",
      body: "The site may link to websites of others, such as suppliers, agencies or social networks. We do not control them and are not responsible for their content, availability or privacy practices. A link is not an endorsement.",
    },
    {
      title: "Governing Law",
      body: "These terms are governed by the laws of the State of Arizona, without regard to its conflict-of-law rules. Any dispute about the site or these terms will be heard in the state or federal courts located in Maricopa County, Arizona, and you agree to their jurisdiction.",
    },
    {
      title: "Changes",
      body: "We may update these terms from time to time. The date at the top of this page shows the latest version; using the site after a change means you accept the updated terms.",
    },
    {
      title: "Contact Us",
      body: "Questions about these terms? Reach us at:\n\n{contact}\n\nSee also our [Privacy Policy](/privacy).",
    },
  ],
};

const privacy: PageContentOf<"privacy"> = {
  description:
    "What we collect when you contact us or subscribe to our newsletter, how we use it and the choices you have.",
  updated: "November 1, 2026",
  intro:
    "This policy explains how {legalName} (“{companyName}”, “we”) handles personal information collected through this website. We collect as little as we can and never sell it.",
  sections: [
    {
      title: "Information We Collect",
      body: [
        "- **Contact messages:** your name, e-mail address, phone number (if you give one), your message, the time you agreed to our terms, and the network address the message came from.",
        "- **Newsletter:** your e-mail address, and when you confirmed or unsubscribed.",
        "- **Accounts:** if you have an account, your name, e-mail address and a securely hashed password.",
        "- **Technical data:** a session cookie that keeps you signed in and carries one-time notices, and standard server logs. We use no advertising or analytics cookies and no third-party trackers.",
      ].join("\n"),
    },
    {
      title: "How We Use Your Information",
      body: "We use it to answer your questions and prepare estimates, to send the newsletter you confirmed, to run and secure the site (for example, to stop spam and abuse), and to meet legal obligations. We keep contact messages as long as they are useful for your project and our records.",
    },
    {
      title: "Information Sharing",
      body: "We do not sell or rent personal information. We share it only with service providers that help us run the site and send e-mail, under obligations to protect it, or when the law requires it.",
    },
    {
      title: "Data Security",
      body: "We protect information with encrypted connections, hashed passwords, restricted access to our back office and regular backups. No system is perfectly secure, so please do not send sensitive information such as payment details through the contact form.",
    },
    {
      title: "Your Choices",
      body: "Every newsletter e-mail has an unsubscribe link, and you can ask us at any time to see, correct or delete the information we hold about you. Write to us at the address below and we will answer within 30 days.",
    },
    {
      title: "Changes to This Policy",
      body: "If we change this policy, we will post the new version here and update the date at the top of the page.",
    },
    {
      title: "Contact Us",
      body: "{contact}\n\nSee also our [Terms and Conditions](/terms).",
    },
  ],
};

export const defaultPageContents: PageContents = {
  home: {
    tagline: "Paving, concrete and site work across the Valley since {foundedYear}.",
    about:
      "Headquartered in {city}, Arizona, {companyName} keeps parking lots, private streets and job sites across the East Valley and greater Phoenix paved, drained and ready for traffic. We are a crew-first contractor: the people who walk your site and write the estimate are the same people who run the equipment and answer the phone when the work is done.",
    projectsIntro: "",
    qualityPoints: [
      {
        title: "Built for the desert",
        text: "Mixes, sealers and schedules chosen for Arizona heat, UV and monsoon storms, so pavement lasts longer between repairs.",
      },
      {
        title: "One crew, start to finish",
        text: "Grading, underground, concrete, paving and striping from one team, which means fewer hand-offs and a schedule you can plan around.",
      },
      {
        title: "Clear estimates",
        text: "Written scopes with quantities and phasing, and no surprise change orders for conditions we should have seen.",
      },
    ],
  },
  services: {
    description:
      "Asphalt maintenance and paving, concrete flatwork and heavy civil construction for owners, HOAs and public agencies in the Phoenix area.",
    intro:
      "From a single pothole to a new commercial pad, one crew handles the dirt, the concrete and the asphalt.",
    ctaTitle: "Not sure what your pavement needs?",
    ctaText: "We walk the site with you and put the options, costs and timing in writing.",
    ctaButton: "Ask for a site visit",
  },
  "mission-statement": {
    description:
      "Our mission, who we are, the six values behind our work and our vision for pavement and site work in Arizona.",
    mission:
      "To build and care for the pavement, concrete and infrastructure that Arizona communities rely on every day, with craftsmanship that lasts, honest advice and crews who treat every site as if it were their own.",
    whoWeAre: [
      "{companyName} was founded in {foundedYear} in {city}, Arizona. {legalName} is an Arizona S Corporation, owned and run by people who came up through the trade: estimators who still run equipment and foremen who still walk every site before the work starts.",
      "We serve property managers, HOA boards, churches, schools, developers and public agencies across the East Valley and greater Phoenix, with asphalt maintenance and paving, concrete flatwork, grading, underground utilities and heavy civil work.",
    ].join("\n\n"),
    values: [
      {
        name: "Quality Craftsmanship",
        text: "We build every lot, slab and street as if we had to drive on it every day: proper base, proper compaction, clean edges and joints where they belong.",
      },
      {
        name: "Customer Centricity",
        text: "We plan around your tenants, residents and business hours, tell you what we will do before we do it, and answer the phone after the job is done.",
      },
      {
        name: "Ethical Integrity",
        text: "Honest estimates, no work you do not need, and no shortcuts an inspector or an owner would not see until it is too late.",
      },
      {
        name: "Continuous Innovation",
        text: "GPS machine control, better sealers and smarter scheduling: we adopt what makes the work more precise, safer and less disruptive.",
      },
      {
        name: "Sustainability",
        text: "We recycle milled asphalt and broken concrete, keep dust and storm water on site, and extend the life of pavement before replacing it.",
      },
      {
        name: "Lifelong Learning",
        text: "Our crews keep training on safety, equipment and standards, and we learn from every job so the next one goes better.",
      },
    ],
    vision: [
      "To be the contractor Arizona owners call first: known for pavement that outlasts the desert, job sites that stay safe and tidy, and a team people are proud to work with. We want every parking lot, street and sidewalk we touch to be a little better than the plans asked for.",
      "[Talk to us about your project](/contact)",
    ].join("\n\n"),
  },
  contact: {
    description:
      "Ask for an estimate or a site visit: call, e-mail or send us a message about paving, sealcoating, concrete or site work in the Phoenix area.",
    heading: "Let’s talk about your project",
    intro: "Tell us about your pavement, concrete or site work and we will get back to you.",
  },
  terms,
  privacy,
};
