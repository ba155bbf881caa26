// The company details a newsletter needs (every campaign names the sender and its postal address), for the
// Vitest newsletter tests.
import { saveSiteSettings } from "~/content/site-settings.server";

export const companyAddress = {
  street: "1234 E Main St",
  city: "Mesa",
  state: "AZ",
  zip: "85203",
  country: "USA",
};

export function saveNewsletterCompany(address = companyAddress) {
  saveSiteSettings({
    companyName: "Desert Paving Co",
    phone: "(480) 555-0100",
    email: "office@paving.example",
    address,
    siteTitle: "Desert Paving",
    description: "Paving in Mesa.",
  });
}
