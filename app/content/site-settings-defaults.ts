// The site settings a new site starts with, whatever SEED says: the seeder writes them into a database without
// settings, and the office replaces them in Settings. The company, its people, numbers and addresses are fictional:
// the phone number uses the reserved 555-01xx range and the e-mail uses example.com.

import type { Address, FooterLink, OpeningHours, ServiceItem, SocialLink } from "~/db/schema";
import { defaultOpeningHours } from "./opening-hours";

export type DefaultSiteSettings = {
  companyName: string;
  legalName: string; // e.g. "Copper Mesa Paving, Inc." (an Arizona S Corporation)
  licenseLine: string; // e.g. "Licensed, bonded and insured"
  rocLicenseNumber: string; // the Arizona Registrar of Contractors licence number, shown as "ROC #…"
  paymentInstructions: string; // how to pay a quote by check or transfer
  beforeWeArrive: string; // what the customer does before the crew comes, in the day-before reminder
  foundedYear: number; // 2023
  phone: string; // display form, e.g. "(480) 555-0142" (555 numbers only: the company is fictional)
  email: string; // an example.com address
  address: Address; // in Mesa, Arizona
  siteTitle: string;
  description: string; // under 160 characters, for the meta description
  serviceArea: string; // where the company works, e.g. "Mesa, the East Valley and greater Phoenix"
  openingHours: OpeningHours[]; // per weekday, 0 = Sunday
  afterHoursPhone: string; // optional emergency line; none by default
  socialLinks: SocialLink[];
  footerCompanyLinks: FooterLink[]; // the footer's extra links, after its links to the site's own pages
  footerLegalLinks: FooterLink[];
  landingServices: ServiceItem[]; // the landing page's About list (5-7 items)
  asphaltServices: ServiceItem[]; // "Asphalt Maintenance Services" (6-9 items)
  concreteServices: ServiceItem[]; // "Concrete Flatwork Services" (5-8 items)
  heavyCivilServices: ServiceItem[]; // "Heavy Civil Construction" (5-8 items)
};

export const defaultSiteSettings: DefaultSiteSettings = {
  companyName: "Ironwash Paving & Civil",
  legalName: "Ironwash Paving & Civil, Inc.",
  licenseLine: "Licensed, bonded and insured",
  rocLicenseNumber: "555142",
  paymentInstructions:
    "Pay by check to Ironwash Paving & Civil, Inc., mailed or handed to our crew, or by bank transfer: ask the office for our account details by phone. Please write the quote reference on the check or in the transfer.",
  beforeWeArrive:
    "Please move vehicles off the work area by 6 am, open any gates, and keep children and pets away from the work while we are there.",
  foundedYear: 2023,
  phone: "(480) 555-0186",
  email: "office@example.com",
  address: {
    street: "1455 S. Caliche Way, Suite 110",
    city: "Mesa",
    state: "AZ",
    zip: "85210",
    country: "United States",
  },
  siteTitle: "Ironwash Paving & Civil | Asphalt, Concrete & Site Work in Mesa, AZ",
  description:
    "Mesa-based contractor for asphalt paving and maintenance, sealcoating, striping, concrete flatwork, grading and heavy civil work across the Valley.",
  serviceArea: "Mesa, the East Valley and greater Phoenix",
  openingHours: defaultOpeningHours,
  afterHoursPhone: "",
  socialLinks: ["Facebook", "Instagram", "LinkedIn"].map((label) => ({
    label,
    href: `https://example.com/ironwash/${label.toLowerCase()}`,
  })),
  // The footer's own lists start empty: its links to the site's pages are always shown.
  footerCompanyLinks: [],
  footerLegalLinks: [],
  landingServices: [
    {
      name: "Asphalt Paving & Overlays",
      description:
        "New lots, private streets and mill-and-overlay work, placed at the right temperature and compacted before the Arizona sun gets ahead of the rollers.",
    },
    {
      name: "Sealcoating & Crack Sealing",
      description:
        "We seal cracks before the monsoon and sealcoat on a schedule that fits the desert, so UV and summer storms do less damage to your pavement.",
    },
    {
      name: "Striping & ADA Layout",
      description:
        "Crisp stall lines, fire lanes, crosswalks and accessible stalls laid out to current ADA dimensions, painted the same day the sealcoat is ready.",
    },
    {
      name: "Concrete Flatwork",
      description:
        "Sidewalks, curb and gutter, ADA ramps, valley gutters and pads, formed and finished with joints where the concrete wants to crack.",
    },
    {
      name: "Grading & Site Preparation",
      description:
        "From caliche-laced pads to fine grading for paving, we move dirt to the surveyed elevations and compact it to the geotechnical spec.",
    },
    {
      name: "Heavy Civil & Underground",
      description:
        "Storm drain, water and sewer lines, retention basins and street widening for owners, developers and public agencies in the Valley.",
    },
  ],
  asphaltServices: [
    {
      name: "Sealcoating",
      description:
        "Two coats of commercial-grade sealer with sand for traction, applied when pavement temperatures and the forecast cooperate. It shields the binder from the UV that turns Arizona asphalt grey and brittle.",
    },
    {
      name: "Crack Sealing",
      description:
        "We clean and blow out cracks, then fill them with hot-pour rubberized sealant so monsoon water cannot reach the base. Spring is the best time to do it, before summer storms arrive.",
    },
    {
      name: "Pothole Repair",
      description:
        "Permanent repairs that square up the failure, remove wet or loose material and compact hot mix in lifts. We can make the area safe the same week and schedule the full repair around your tenants.",
    },
    {
      name: "Remove & Replace Patching",
      description:
        "Where alligator cracking shows a failing base, we saw-cut, excavate, recompact or replace the base and pave back full depth. It fixes the cause instead of hiding the symptom under a skin patch.",
    },
    {
      name: "Mill & Overlay",
      description:
        "Milling the worn surface keeps your curb reveal and drainage intact, then a fresh lift of asphalt restores a smooth, watertight wearing course. It is the cost-effective middle ground between patching and reconstruction.",
    },
    {
      name: "Asphalt Paving",
      description:
        "New parking lots, drive aisles and private streets built on a properly graded and compacted base. We schedule placement for cooler hours in summer so the mat can be rolled to density.",
    },
    {
      name: "Striping & Pavement Markings",
      description:
        "Stall lines, arrows, stop bars, crosswalks, fire lanes and ADA stalls in long-lasting traffic paint. We lay out new plans or match your existing layout after sealcoating.",
    },
    {
      name: "Pavement Condition Assessments",
      description:
        "A walk-through of your lot with a written map of cracks, failures and drainage problems, plus a phased maintenance plan. It gives boards and owners real numbers to budget against.",
    },
  ],
  concreteServices: [
    {
      name: "Sidewalks",
      description:
        "Broom-finished walks with tooled edges and control joints at the right spacing, built on compacted subgrade so they stay flat. We replace trip hazards panel by panel without tearing out the whole run.",
    },
    {
      name: "Curb & Gutter",
      description:
        "Vertical, roll and ribbon curb formed or slip-formed to the line and grade the water needs. A gutter that holds a puddle is a gutter built wrong, so we check flow lines before we pour.",
    },
    {
      name: "ADA Curb Ramps",
      description:
        "Ramps, landings and flares built to ADA slope limits with detectable warning panels. We measure slopes with a digital level during forming, not after the concrete is hard.",
    },
    {
      name: "Valley Gutters & Aprons",
      description:
        "Concrete valley gutters carry storm water across asphalt lots without softening the pavement next to them. Driveway aprons tie new entrances into city streets to local standard details.",
    },
    {
      name: "Slabs & Equipment Pads",
      description:
        "Reinforced slabs for equipment, generators, transformers and storage, set to the elevations your electrician or mechanical contractor needs. Thickness and rebar follow the engineer's design, not guesswork.",
    },
    {
      name: "Dumpster Enclosure Pads",
      description:
        "Thick, reinforced pads and approach slabs that stand up to the front wheels of a loaded refuse truck. They end the cycle of asphalt potholes in front of every trash enclosure.",
    },
    {
      name: "Driveways",
      description:
        "Residential and commercial driveways with proper base, joints and cure. In the Arizona heat we pour early and keep the surface from drying too fast so it reaches full strength.",
    },
  ],
  heavyCivilServices: [
    {
      name: "Mass Grading & Earthwork",
      description:
        "Cut, fill and balance for commercial pads, subdivisions and industrial sites, with GPS machine control on the dozers. We plan for caliche up front, so hard digging does not turn into a surprise change order.",
    },
    {
      name: "Fine Grading & Subgrade Preparation",
      description:
        "Tight tolerances under paving and slabs, with moisture conditioning and compaction tested to the geotechnical report. Good pavement starts with a subgrade that is flat, firm and dry.",
    },
    {
      name: "Underground Utilities",
      description:
        "Water, sewer and fire lines installed with proper bedding, shoring and testing. Every dig starts with an Arizona 811 ticket and potholing of existing lines.",
    },
    {
      name: "Storm Drainage & Retention",
      description:
        "Catch basins, storm drain pipe, retention basins and drywells built to the approved drainage plan. We shape basins so they hold the design storm and drain the way the engineer intended.",
    },
    {
      name: "Site Development",
      description:
        "One contractor for clearing, grading, utilities, paving and concrete on a commercial pad. Fewer hand-offs means a shorter schedule and fewer gaps between trades.",
    },
    {
      name: "Road Construction & Widening",
      description:
        "New lanes, turn bays and street improvements with traffic control that keeps neighbors moving. We build to local municipal and county standard details and work with inspectors from day one.",
    },
    {
      name: "Dust Control & SWPPP",
      description:
        "Water trucks, stabilized construction entrances and perimeter controls that keep dirt on the site and out of the air and the storm drains. We keep the logs and inspections that dust and stormwater permits call for.",
    },
  ],
};
