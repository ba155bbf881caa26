// The offline writer's own material: post angles (a title and an order of sections) and, for each kind of section,
// several paragraphs written for this business. Each paragraph is a function of the brief so the same plan reads
// naturally for sealcoating, grading or ADA ramps alike.

export type TopicContext = {
  service: string; // e.g. "crack sealing" (lower case, for use inside sentences)
  Service: string; // e.g. "Crack Sealing" (as a heading)
  detail: string; // the service's description from the catalogue
  city: string;
  company: string;
  keyword?: string;
};

export type SectionKind =
  "why" | "signs" | "timing" | "process" | "budget" | "choosing" | "maintenance" | "communication";

export type Angle = {
  title: (c: TopicContext) => string;
  description: (c: TopicContext) => string;
  sections: SectionKind[];
};

export const ANGLES: Angle[] = [
  {
    title: (c) => `${c.Service} in ${c.city}: A Property Manager's Guide`,
    description: (c) =>
      `What ${c.service} involves, when it pays off and how to plan it for a property in ${c.city}.`,
    sections: ["why", "signs", "process", "budget"],
  },
  {
    title: (c) => `When Is the Right Time for ${c.Service} in the Arizona Heat?`,
    description: (c) =>
      `Scheduling ${c.service} around desert heat, monsoon storms and your tenants' busiest hours.`,
    sections: ["timing", "signs", "process"],
  },
  {
    title: (c) => `What to Expect During ${c.Service} on Your Property`,
    description: (c) =>
      `A step-by-step look at a ${c.service} job, from the first site walk to reopening the pavement.`,
    sections: ["process", "communication", "maintenance"],
  },
  {
    title: (c) => `Budgeting for ${c.Service}: What Drives the Cost in ${c.city}`,
    description: (c) =>
      `The quantities, access and prep work that shape a ${c.service} estimate, and how to compare bids.`,
    sections: ["budget", "choosing", "timing", "maintenance"],
  },
  {
    title: (c) => `Signs Your ${c.city} Property Is Ready for ${c.Service}`,
    description: (c) => `How to read your pavement and site for the early signs that ${c.service} is due.`,
    sections: ["signs", "why", "timing"],
  },
  {
    title: (c) => `How to Choose a Contractor for ${c.Service} in ${c.city}`,
    description: (c) =>
      `Licensing, insurance, scope and references: what to check before you hire for ${c.service}.`,
    sections: ["choosing", "budget", "process"],
  },
  {
    title: (c) => `${c.Service} Before Monsoon Season: Planning Ahead in ${c.city}`,
    description: (c) =>
      `Why finishing ${c.service} before the summer storms protects your pavement and your budget.`,
    sections: ["timing", "why", "process", "maintenance"],
  },
  {
    title: (c) => `Protecting Your Investment After ${c.Service}`,
    description: (c) =>
      `Simple habits that keep the results of ${c.service} looking and working right for years.`,
    sections: ["maintenance", "signs", "communication"],
  },
  {
    title: (c) => `Keeping Tenants and Traffic Moving During ${c.Service}`,
    description: (c) =>
      `Phasing, notices and signage that let a busy property stay open while ${c.service} is under way.`,
    sections: ["communication", "process", "timing"],
  },
];

export const SECTION_TITLES: Record<SectionKind, (c: TopicContext) => string[]> = {
  why: (c) => [
    `Why ${c.Service} Matters`,
    `What ${c.Service} Does for Your Property`,
    `The Case for ${c.Service}`,
  ],
  signs: () => ["Signs It Is Time", "What to Look For on a Site Walk", "Reading the Warning Signs"],
  timing: () => [
    "Timing the Work in the Desert",
    "Choosing the Right Season",
    "Working Around Heat and Storms",
  ],
  process: () => ["How the Work Unfolds", "From Site Walk to Reopening", "What Happens on Work Day"],
  budget: () => ["What Shapes the Cost", "Building a Realistic Budget", "Comparing Bids Fairly"],
  choosing: () => [
    "Choosing the Right Crew",
    "Questions to Ask a Contractor",
    "What a Good Proposal Includes",
  ],
  maintenance: () => ["Caring for the Finished Work", "Maintenance That Pays Off", "Making the Results Last"],
  communication: () => ["Keeping People Informed", "Phasing and Access", "Notices, Signs and Detours"],
};

type Paragraph = (c: TopicContext) => string;

export const PARAGRAPHS: Record<SectionKind, Paragraph[]> = {
  why: [
    (c) =>
      `${c.detail} Done at the right moment, ${c.service} costs far less than the repairs that follow when it is put off. Pavement and concrete rarely fail all at once: they lose ground a little each season until a small fix turns into a large one.`,
    (c) =>
      `In ${c.city}, surfaces live through months of ultraviolet light, surface temperatures well above the air temperature and sudden monsoon downpours. ${c.Service} is one of the ways a property owner answers those conditions instead of reacting to them after the damage shows.`,
    (c) =>
      `A well-kept surface also says something to the people who use it. Tenants, residents and customers notice clean edges, fresh markings and smooth drive lanes, and they notice trip hazards and standing water even more. ${c.Service} is as much about safety and first impressions as it is about the pavement itself.`,
    (c) =>
      `There is a liability side as well. Uneven surfaces, faded markings and poor drainage are the details that show up in incident reports. Keeping up with ${c.service} gives a property manager a clear record of care and fewer surprises.`,
  ],
  signs: [
    () =>
      `Start with a slow walk of the site on a dry morning. Look for hairline cracks that have widened since last year, grey and brittle surfaces where the binder has oxidised, and loose stone collecting along curb lines. Note where water ponds after irrigation or a storm; those low spots are where damage starts.`,
    (c) =>
      `Markings are another early clue. When stall lines, arrows and fire lanes fade, drivers start making their own paths, and that is usually a sign the surface underneath is ageing too. If you are already planning restriping, it is the right moment to ask whether ${c.service} should come first.`,
    () =>
      `Pay attention to the places that take the most abuse: dumpster pads, drive-thru lanes, delivery routes and the first few feet inside each entrance. Heavy, slow, turning loads show wear long before the rest of a lot, and they tell you where the next problem will be.`,
    () =>
      `Photographs help more than memory. A few pictures from the same spots each spring make it easy to see whether a crack is growing or a patch is settling, and they give a contractor a head start when you ask for an estimate.`,
  ],
  timing: [
    (c) =>
      `Spring and fall are the comfortable seasons for ${c.service} in the Valley: materials behave predictably and crews can work full days. Summer work is possible, but it is often scheduled at night or in the early morning so that materials cure properly and people stay safe in the heat.`,
    () =>
      `Monsoon season, roughly mid-June through September, brings sudden storms, blowing dust and runoff that can ruin fresh work. Plan around it: finish moisture-sensitive work before the storms arrive and keep a few flexible days in the schedule for the afternoons when the sky turns.`,
    () =>
      `Think about your own calendar too. Retail centers avoid the holiday season, schools prefer breaks, and HOAs often want work done before residents return from summer travel. The best schedule is the one that keeps the site open when it is busiest.`,
    (c) =>
      `Booking early matters. Contractors in ${c.city} fill their spring calendars quickly, and a job planned in winter can be phased, permitted and priced without the rush that drives up cost.`,
  ],
  process: [
    (c) =>
      `Every job begins with a site walk. We measure the areas, note drainage and access, look at what lies under the surface where we can, and agree on what success looks like. That walk turns into a written scope for ${c.service} with quantities you can check.`,
    () =>
      `Preparation decides how long the work lasts. Surfaces are cleaned, vegetation and loose material removed, and damaged areas repaired before the main work starts. Skipping prep is the most common reason a job looks good in May and poor by October.`,
    () =>
      `On work day, the area is closed with cones and signs according to the traffic plan, the crew completes the work in the agreed sections, and each section reopens only when it is ready for traffic. A final walk with the property manager closes out the job and records anything that needs touching up.`,
    (c) =>
      `${c.company} keeps the same crew lead on a job from start to finish, so the person who explains the plan is the person on site when questions come up. That continuity is what keeps a phased project on schedule.`,
  ],
  budget: [
    (c) =>
      `The main cost drivers for ${c.service} are area, condition and access. A large open lot is efficient to work; a tight site with many islands, tenants and phases takes more hours for the same square footage. Repairs needed before the main work are often the biggest variable.`,
    () =>
      `To compare bids fairly, ask every contractor to price the same scope: the same areas, the same preparation, the same materials and the same phasing. A low number that leaves out crack repair, traffic control or restriping is not really low.`,
    () =>
      `Planning maintenance over several years smooths out the spending. Many owners set a cycle of crack sealing, sealcoating and restriping, with repairs budgeted each year, so that a full replacement is decades away instead of just around the corner.`,
    () =>
      `Ask for unit prices as well as a total. Square-foot and linear-foot prices let you adjust the scope without starting over, and they make change orders easy to understand if hidden damage appears once work begins.`,
  ],
  choosing: [
    () =>
      `In Arizona, start by confirming that the contractor holds the right license with the Registrar of Contractors and carries general liability and workers' compensation insurance. Ask for certificates naming your property or management company.`,
    (c) =>
      `Ask for references from properties like yours and go look at work that is a few years old, not just last month's. The way ${c.service} holds up after a couple of summers says more than any brochure.`,
    () =>
      `A good proposal is specific. It lists areas and quantities, describes preparation and materials, explains traffic control and phasing, and says what happens if hidden damage is found. Vague proposals lead to disagreements later.`,
    () =>
      `Finally, pay attention to communication before you sign. A contractor who answers questions clearly, shows up when they say they will and puts commitments in writing is likely to run the job the same way.`,
  ],
  maintenance: [
    () =>
      `Keep the surface clean. Sweeping removes the sand and debris that grind away at new work, and it makes cracks and oil spots easy to spot early. Oil and fuel stains should be cleaned promptly, since they soften asphalt binders.`,
    () =>
      `Water is the enemy of every pavement. Check that irrigation is not spraying onto the surface, that gutters and scuppers drain freely and that landscaping is not holding water against edges. Fixing drainage is often the cheapest maintenance there is.`,
    (c) =>
      `Schedule a yearly walk with your contractor. Small cracks sealed this year do not become potholes next year, and a short list of touch-ups keeps the benefit of ${c.service} going much longer.`,
    () =>
      `Keep records of what was done, where and when. A simple log of repairs and photographs makes budgeting easier, helps when ownership or management changes, and gives the next contractor a clear history of the site.`,
  ],
  communication: [
    () =>
      `Tell people early. Notices to tenants or residents a week ahead, with a map of the phases and the dates each area will be closed, prevent most of the frustration that comes with pavement work.`,
    () =>
      `Phasing keeps a site open. Working one section at a time, with temporary access and clearly marked detours, lets businesses keep serving customers and residents keep reaching their homes while the work moves around them.`,
    () =>
      `Signs and cones do the talking on the day. Clear closure signs at every entrance, tow-away notices placed in advance where vehicles must be moved, and a crew member at busy points keep everyone safe.`,
    (c) =>
      `Give people one number to call. ${c.company} names a contact for each job so that questions about access, schedule changes or a car left in a closed area reach someone who can act right away.`,
  ],
};
