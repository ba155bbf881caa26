// Demo projects for the seeded site. Clients, streets and places named here are fictional or used only as
// general locations; the pictures are drawn by the illustrator (app/ai/illustrations) from the scene and seed.

import type { DemoProject } from "./demo-types";

export const demoProjects: DemoProject[] = [
  {
    title: "Ocotillo Bend HOA Private Streets",
    description:
      "We crack sealed and sealcoated two and a half miles of private streets for a 400-home community in Mesa, working one phase per day so every resident kept a way in and out. Door hangers went out a week ahead, and each phase reopened by late afternoon. The board now has a five-year maintenance map for the next cycle.",
    projectType: "Sealcoating & Striping",
    category: "HOA",
    date: "2023-09-18",
    images: [
      {
        scene: "sealcoat",
        alt: "Street pavement half covered in fresh black sealcoat, with cones marking the wet edge",
        seed: 1101,
      },
      {
        scene: "crack-seal",
        alt: "Aged grey asphalt with black rubberized crack sealant filling long and transverse cracks",
        seed: 1102,
      },
      {
        scene: "road",
        alt: "A freshly sealed community street running toward desert mountains past a saguaro",
        seed: 1103,
      },
    ],
  },
  {
    title: "Grace Valley Community Church Lot Overlay",
    description:
      "The church's 260-stall lot in Gilbert had settled edges and wide block cracking, so we milled two inches, repaired three base failures and paved a new surface course. Paving happened over two weekdays so Sunday services were never affected. We restriped with wider stalls near the entrance and two new van-accessible spaces.",
    projectType: "Asphalt Paving",
    category: "Institutional",
    date: "2023-11-06",
    images: [
      {
        scene: "parking-lot",
        alt: "Overhead view of a freshly paved church parking lot with white stall lines and shade trees",
        seed: 1201,
      },
      {
        scene: "striping",
        alt: "A van-accessible parking stall with a blue access symbol and a hatched access aisle",
        seed: 1202,
      },
    ],
  },
  {
    title: "Chandler Crossroads Retail Center ADA Upgrades",
    description:
      "An accessibility survey at this Chandler shopping center found ramps that were too steep and stalls that had lost their access aisles. We replaced four curb ramps with detectable warning panels, rebuilt the sidewalk landings and restriped the accessible parking to current dimensions. Work was phased around store hours, with a clear pedestrian route open at all times.",
    projectType: "Concrete Flatwork",
    category: "Retail",
    date: "2024-02-26",
    images: [
      {
        scene: "concrete",
        alt: "A new concrete curb ramp with a yellow truncated-dome panel between a sidewalk and the street",
        seed: 1301,
      },
      {
        scene: "striping",
        alt: "Fresh blue accessible stall markings and a hatched aisle in front of a shopping center sidewalk",
        seed: 1302,
      },
      {
        scene: "parking-lot",
        alt: "Retail parking lot from above with restriped stalls, an accessible space and directional arrows",
        seed: 1303,
      },
    ],
  },
  {
    title: "Ellsworth Logistics Park Mass Grading",
    description:
      "We cut and filled roughly 38 acres in east Mesa to create three warehouse pads and the truck courts between them. A hard caliche layer across the north half called for ripping ahead of the scrapers, which we had priced from the geotechnical borings. Pads were turned over to the building contractor on schedule with compaction reports for every lift.",
    projectType: "Grading",
    category: "Industrial",
    date: "2024-04-22",
    images: [
      {
        scene: "grading",
        alt: "A bulldozer working a graded building pad with survey stakes and a stockpile in the desert",
        seed: 1401,
      },
      {
        scene: "grading",
        alt: "Survey stakes with colored flagging and a grade string across a compacted dirt pad",
        seed: 1402,
      },
      {
        scene: "utility",
        alt: "Storm drain pipe being set in a shored trench at the edge of an industrial site",
        seed: 1403,
      },
    ],
  },
  {
    title: "Desert Palms Unified Bus Loop Reconstruction",
    description:
      "Buses had rutted the old loop at this Tempe elementary school down to the base. Over summer break we removed the asphalt, rebuilt the base, poured a concrete bus pad where the buses stop and paved the loop with a heavier section. New curbs, a drop-off sidewalk and crosswalk markings were finished a week before teachers returned.",
    projectType: "Asphalt Paving",
    category: "Education",
    date: "2024-06-17",
    images: [
      {
        scene: "parking-lot",
        alt: "A rebuilt school parking lot with crisp stall striping and drive aisle arrows seen from above",
        seed: 1501,
      },
      {
        scene: "concrete",
        alt: "New sidewalk, curb and gutter with saw-cut joints beside a school bus loop",
        seed: 1502,
      },
      {
        scene: "striping",
        alt: "White continental crosswalk bars and a stop bar painted on new asphalt",
        seed: 1503,
      },
    ],
  },
  {
    title: "Saddleback Lane Widening",
    description:
      "For a municipal client in Queen Creek we widened half a mile of Saddleback Lane from two lanes to three, adding a center turn lane, curb and gutter and a new sidewalk. The work included relocating a storm drain, building two retention basins and new ADA ramps at each intersection. One lane stayed open in each direction throughout construction.",
    projectType: "Heavy Civil",
    category: "Municipal",
    date: "2024-10-14",
    images: [
      {
        scene: "road",
        alt: "A widened desert road with a double yellow center line leading to the mountains",
        seed: 1601,
      },
      {
        scene: "utility",
        alt: "An excavator lowering into a trench where a new storm drain pipe rests on gravel bedding",
        seed: 1602,
      },
      {
        scene: "concrete",
        alt: "New curb, gutter and sidewalk along a widened street with an ADA curb ramp",
        seed: 1603,
      },
      {
        scene: "grading",
        alt: "A dozer grading the future retention basin area, with survey stakes and a stockpile",
        seed: 1604,
      },
    ],
  },
  {
    title: "Camelback Medical Plaza Sealcoat & Restripe",
    description:
      "This busy Phoenix medical office lot could not close, so we split it into four zones and sealed one per night. Each zone got crack sealing, two coats of sealer and full restriping before the first patients arrived. We also corrected the accessible parking count to match the number of stalls in the lot.",
    projectType: "Sealcoating & Striping",
    category: "Commercial",
    date: "2025-01-20",
    images: [
      {
        scene: "sealcoat",
        alt: "A medical office parking lot half sealed in deep black, with a sealcoat rig and hose at the edge",
        seed: 1701,
      },
      {
        scene: "striping",
        alt: "Blue accessible stall and hatched aisle painted on freshly sealed pavement",
        seed: 1702,
      },
      {
        scene: "parking-lot",
        alt: "Top-down view of a sealed and restriped office lot with parked cars",
        seed: 1703,
      },
    ],
  },
  {
    title: "Santan Commerce Center Storm Drain & Retention",
    description:
      "Ponding at the back of this Gilbert flex-industrial center was softening the pavement at every loading dock. We installed 900 feet of storm drain with new catch basins, regraded the retention basin to its design volume and added two drywells. The docks were then patched full depth and the truck court was sealed.",
    projectType: "Heavy Civil",
    category: "Industrial",
    date: "2025-05-05",
    images: [
      {
        scene: "utility",
        alt: "Cross-section of a trench with shoring panels and a storm drain pipe on gravel bedding",
        seed: 1801,
      },
      {
        scene: "grading",
        alt: "A regraded retention area with survey stakes and a dozer at work",
        seed: 1802,
      },
    ],
  },
  {
    title: "Lehi Crossing Business Park Patching & Crack Seal",
    description:
      "Monsoon storms opened a dozen potholes across this Mesa business park in a single week. We made the worst ones safe within 48 hours, then came back to saw-cut and replace the failed areas full depth. The rest of the lot was crack sealed so water has fewer ways into the base next season.",
    projectType: "Asphalt Maintenance",
    category: "Commercial",
    date: "2025-08-11",
    images: [
      {
        scene: "crack-seal",
        alt: "Weathered asphalt with a network of sealed cracks and a faded stripe",
        seed: 1901,
      },
      {
        scene: "parking-lot",
        alt: "A business park parking lot from above after patching, with cars parked along the rows",
        seed: 1902,
      },
    ],
  },
  {
    title: "Cactus Wren Estates Site Development",
    description:
      "For this 112-lot subdivision in Queen Creek we handled mass grading, sewer and water mains, storm drain and the interior streets. Lots were graded to drain away from future homes, and every street was built with curb, gutter and sidewalk to town standards. Model home lots were released early so the builder could start framing while the rest of the site was finished.",
    projectType: "Site Development",
    category: "Residential Development",
    date: "2026-03-16",
    images: [
      {
        scene: "grading",
        alt: "Graded subdivision pads with survey stakes and a dozer, mountains in the distance",
        seed: 2001,
      },
      {
        scene: "utility",
        alt: "Sewer main being installed in a shored trench with pipe sections stacked nearby",
        seed: 2002,
      },
      {
        scene: "road",
        alt: "A new subdivision street with fresh asphalt and desert landscaping",
        seed: 2003,
      },
      {
        scene: "concrete",
        alt: "New sidewalk, curb ramp and gutter with saw-cut joints along a subdivision street",
        seed: 2004,
      },
    ],
  },
];
