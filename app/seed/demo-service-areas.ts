import type { ServiceAreaValues } from "~/content/service-area";

// The cities a new demo site serves, in the order the public list shows them, with short introductions written for
// this site.
export const demoServiceAreas: ServiceAreaValues[] = [
  {
    name: "Mesa",
    slug: "mesa",
    intro:
      "Mesa is home: our yard and crews are here, so we can be on a Mesa job early and back the same day for the finishing touches. We pave and seal HOA streets, business park lots and church parking, and we patch monsoon potholes fast.\n\nMost of our Mesa work is maintenance on lots that just need a few more good years: crack sealing, sealcoating, patching and fresh striping.",
    zipCodes: ["85201", "85203", "85204", "85205", "85206", "85207", "85210", "85212", "85213", "85215"],
  },
  {
    name: "Phoenix",
    slug: "phoenix",
    intro:
      "From medical plazas to retail centers, Phoenix lots rarely get to close. We plan Phoenix jobs in zones and at night, so patients, shoppers and tenants keep parking while the work moves around them.",
    zipCodes: [],
  },
  {
    name: "Chandler",
    slug: "chandler",
    intro:
      "Chandler's shopping centers and office parks see heavy daily traffic and strict accessibility checks. We rebuild curb ramps, sidewalks and ADA stalls, repave worn drive aisles and restripe to the current layout.",
    zipCodes: ["85224", "85225", "85226", "85248", "85249", "85286"],
  },
  {
    name: "Gilbert",
    slug: "gilbert",
    intro:
      "In Gilbert we overlay church and school lots, fix drainage behind flex-industrial buildings and pour new concrete flatwork. Weekend and summer scheduling keeps services and classes undisturbed.",
    zipCodes: ["85233", "85234", "85295", "85296", "85297", "85298"],
  },
  {
    name: "Tempe",
    slug: "tempe",
    intro:
      "Tempe's schools and rental properties need work done between terms and tenants. We rebuild bus loops and drive lanes over the summer break and turn around apartment lots in a single weekend.",
    zipCodes: ["85281", "85282", "85283", "85284"],
  },
  {
    name: "Scottsdale",
    slug: "scottsdale",
    intro:
      "Scottsdale properties expect a clean finish. We sealcoat, stripe and repair resort, retail and HOA pavement with tidy edges, fresh curb paint and as little disruption to guests as the schedule allows.",
    zipCodes: [],
  },
  {
    name: "Queen Creek",
    slug: "queen-creek",
    intro:
      "Queen Creek is growing fast, and we have been part of it: street widening for the town, and grading, utilities and streets for new subdivisions. We also pave driveways and private roads for acreage homes.",
    zipCodes: ["85140", "85142", "85143"],
  },
];

/** The city of each demo project, by title: the service-area pages list a city's projects. */
export const demoProjectCities: Record<string, string> = {
  "Ocotillo Bend HOA Private Streets": "Mesa",
  "Grace Valley Community Church Lot Overlay": "Gilbert",
  "Chandler Crossroads Retail Center ADA Upgrades": "Chandler",
  "Ellsworth Logistics Park Mass Grading": "Mesa",
  "Desert Palms Unified Bus Loop Reconstruction": "Tempe",
  "Saddleback Lane Widening": "Queen Creek",
  "Camelback Medical Plaza Sealcoat & Restripe": "Phoenix",
  "Santan Commerce Center Storm Drain & Retention": "Gilbert",
  "Lehi Crossing Business Park Patching & Crack Seal": "Mesa",
  "Cactus Wren Estates Site Development": "Queen Creek",
};
