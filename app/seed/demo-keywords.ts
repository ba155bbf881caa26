// The search keywords the demo site starts with: the back office's keyword list, from which the blog writer
// picks its topics.

export const demoKeywords: string[] = [
  "asphalt paving Mesa AZ",
  "parking lot sealcoating Phoenix",
  "crack sealing Gilbert AZ",
  "parking lot striping Chandler",
  "ADA parking compliance Arizona",
  "pothole repair Mesa",
  "concrete sidewalk contractor Tempe",
  "curb and gutter contractor Phoenix",
  "grading and excavation Queen Creek",
  "HOA street maintenance Arizona",
  "commercial paving contractor East Valley",
  "heavy civil contractor Arizona",
];
