// Demo blog posts for the seeded site, written for property managers, HOA boards, facility owners and
// developers in the Phoenix area. General information only: rules and standards are summarised, and the
// posts point readers to their own engineer, code official or contractor for project decisions.

import type { DemoBlogPost } from "./demo-types";

/** Joins paragraphs with the blank line the blog renderer splits on. */
const paragraphs = (...items: string[]): string => items.join("\n\n");

export const demoBlogPosts: DemoBlogPost[] = [
  {
    title: "When to Sealcoat a Parking Lot in Arizona",
    description:
      "Arizona's sun ages asphalt faster than rain does. How to time sealcoating around heat, monsoon storms and your tenants.",
    createdAt: "2024-01-16",
    image: {
      scene: "sealcoat",
      alt: "A parking lot half covered in fresh black sealcoat, with cones along the wet edge",
      seed: 3001,
    },
    sections: [
      {
        title: "What sealcoat actually does",
        body: paragraphs(
          "Asphalt is stone held together by a petroleum binder, and the binder is what the desert attacks. Ultraviolet light and heat oxidize the surface until it turns grey, loses its flexibility and starts shedding fine aggregate. Sealcoat is a thin sacrificial layer that takes that punishment instead of the binder.",
          "It is not a structural repair. Sealcoat will not fix potholes, base failures or standing water, and it will not bridge open cracks for long. Think of it as sunscreen for pavement that is still fundamentally sound.",
        ),
      },
      {
        title: "The best months in the Valley",
        body: paragraphs(
          "Sealer needs warmth to cure, but a surface so hot that the material flash-dries before it bonds is a problem too. Across the Phoenix area, spring and fall usually give the most forgiving conditions: warm days, mild nights and a low chance of rain. Manufacturers also set minimum air and surface temperatures, so winter mornings often push start times toward midday.",
          "Summer work is possible, and some properties can only close in June or July when tenants are quiet. In that case we start at first light, finish the application before the pavement gets too hot and watch the monsoon forecast closely. A storm in the first hours after application can wash uncured sealer into the gutters.",
        ),
      },
      {
        title: "How often to reseal",
        body: paragraphs(
          "Most lots in our climate benefit from a fresh coat every two to four years, depending on traffic and how much direct sun reaches the surface. Entrances and drive aisles wear first, while shaded back corners can go longer. A surface that has turned light grey and feels rough underfoot is telling you it is due.",
          "Sealing too often causes its own trouble. Coat after coat can build up in low-traffic areas where tires never wear it down, and thick buildup tends to crack and peel. We look at the existing coating before recommending a schedule rather than following the calendar blindly.",
        ),
      },
      {
        title: "Prepare the lot so the coating lasts",
        body: paragraphs(
          "Cracks should be sealed and failed areas patched first, because sealcoat only protects pavement that is intact. Oil spots need to be cleaned and primed or the sealer will not stick to them. The whole surface also has to be blown and swept completely clean.",
          "Plan the closure as carefully as the work. A typical application keeps each area closed to cars for about a day, and restriping follows once the final coat is dry. Clear notice to tenants or residents is the difference between a smooth job and a lot full of towed cars.",
        ),
      },
    ],
    conclusion:
      "In Arizona the sun is the main enemy of asphalt, and sealcoat is the cheapest defense against it. Schedule it for spring or fall when you can, repair cracks and failures first, and reseal on a cycle that matches how your lot is actually used.",
  },
  {
    title: "The Life Cycle of an Asphalt Parking Lot",
    description:
      "From fresh blacktop to reconstruction: how an asphalt lot ages over the years, and which repair makes sense at each stage.",
    createdAt: "2024-02-13",
    image: {
      scene: "parking-lot",
      alt: "Overhead view of an asphalt parking lot with white stall lines, parked cars and shade trees",
      seed: 3002,
    },
    sections: [
      {
        title: "The first years: curing and early protection",
        body: paragraphs(
          "New asphalt is at its most flexible, and also at its softest. During its first hot summer, power-steering turns and trailer jacks can leave scuffs and dents that look alarming but are mostly cosmetic. The binder is still giving off light oils, which is why contractors advise waiting before the first sealcoat.",
          "This is the time to watch drainage. Any place water ponds after the first storm is where the pavement will fail first, and slope problems are far easier to fix while the lot is still under warranty. Take photos after a rain and keep them with the property records.",
        ),
      },
      {
        title: "The middle years: maintenance pays off",
        body: paragraphs(
          "Sooner or later the surface oxidizes and small cracks appear at joints, edges and around utility covers. Crack sealing and a first sealcoat at this stage slow the aging more than any other money you will spend on the lot. Restriping usually rides along with each sealcoat.",
          "The cost of skipping this stage is not obvious right away. Cracks let water reach the base, and the damage stays hidden until a monsoon season turns soft spots into potholes. Owners who keep up with inexpensive maintenance now avoid expensive patching later.",
        ),
      },
      {
        title: "The later years: patching and resurfacing",
        body: paragraphs(
          "As the lot ages, alligator cracking shows up in wheel paths and loading areas where the base can no longer carry the traffic. Those areas need removal and full-depth replacement, not another coat of sealer. Once patches cover a large share of the lot, a mill and overlay is often the better value.",
          "An overlay replaces the wearing surface while keeping the base you already paid for. It works when that base is mostly sound and the drainage is right. A pavement assessment before you decide keeps you from laying new asphalt over problems that will reflect through within a couple of years.",
        ),
      },
      {
        title: "The end of the line: reconstruction",
        body: paragraphs(
          "Eventually the base is saturated, rutted or contaminated with fines, and no surface treatment will hold. Reconstruction means removing the asphalt, reworking or replacing the base, correcting the grades and paving new. It is the most expensive option, and it is also the one that resets the clock.",
          "How long a lot takes to reach this point varies widely with traffic, soils and care. Two lots built in the same year can be decades apart in condition because one was maintained and the other was not. The habits of the first ten years set the tone for everything that follows.",
        ),
      },
    ],
    conclusion:
      "An asphalt lot ages along a predictable curve, and every stage has a right-sized repair. Spend on crack sealing and sealcoating while the pavement is healthy, fix failures properly when they appear, and plan an overlay before the base gives out.",
  },
  {
    title: "Crack Sealing Before Monsoon Season: Why Spring Matters",
    description:
      "Open cracks are how monsoon water gets under your pavement. Sealing them in spring is one of the cheapest repairs an owner can make.",
    createdAt: "2024-03-19",
    image: {
      scene: "crack-seal",
      alt: "Weathered asphalt with long cracks filled with black rubberized crack sealant",
      seed: 3003,
    },
    sections: [
      {
        title: "How a small crack becomes a big repair",
        body: paragraphs(
          "Asphalt sheds water well on its own; the trouble is what lies beneath it. The aggregate base under a parking lot carries loads well when it is dry and loses much of that strength when it is saturated. Every open crack is a funnel that delivers storm water straight into that base.",
          "Once the base softens, traffic starts pushing the asphalt down and around. You see alligator cracking, then loose pieces, then a pothole. In the Valley that sequence can play out within weeks of a run of heavy storms.",
        ),
      },
      {
        title: "Timing the work",
        body: paragraphs(
          "Arizona's monsoon season officially runs from June 15 through September 30. The months before it, roughly March through May, are ideal for crack sealing: the pavement is warm enough for good adhesion, there is little rain to delay work, and the cracks are sealed before the first big storm arrives.",
          "Cracks in asphalt open in cool weather and close up in the heat. Sealant installed in moderate temperatures sits near the middle of that range, so it is stretched and squeezed less over the year. That is one more reason spring work tends to last.",
        ),
      },
      {
        title: "How professional crack sealing is done",
        body: paragraphs(
          "Each crack is cleaned first, with compressed air or a hot-air lance that blows out dirt, weeds and moisture. Wider cracks may be routed to create a clean reservoir for the sealant. Hot-pour rubberized sealant is then applied from a heated melter and finished flush or with a thin band over the top.",
          "Cold-pour products from the hardware store have a place on a home driveway, but they rarely hold up to commercial traffic or to our summer surface temperatures. Hot-pour material stays flexible as the pavement moves and bonds to the crack walls. The difference shows a year later, when one is still sealed and the other has pulled away.",
        ),
      },
      {
        title: "Which cracks to seal, and which to repair",
        body: paragraphs(
          "Longitudinal and transverse cracks, the long straight ones running along or across the pavement, are the best candidates. So are the cracks along curbs and concrete gutters, where water collects. Sealing these buys years of life at a modest cost.",
          "Alligator cracking is a different story. That pattern of small interconnected blocks means the base has already failed, and sealing over it only hides the problem. Those areas belong on the list for remove-and-replace patching instead.",
        ),
      },
    ],
    conclusion:
      "Crack sealing is inexpensive, quick and most effective before the storms arrive. A spring walk-through with a crack-seal crew is one of the best investments a property manager can make ahead of monsoon season.",
  },
  {
    title: "ADA Parking Stall Requirements Every Property Manager Should Know",
    description:
      "How many accessible stalls you need, how wide they must be, and what the 2010 ADA Standards say about slopes and signs.",
    createdAt: "2024-04-09",
    image: {
      scene: "striping",
      alt: "An accessible parking stall with a blue symbol of access beside a blue hatched access aisle",
      seed: 3013,
    },
    sections: [
      {
        title: "How many accessible stalls you need",
        body: paragraphs(
          "The 2010 ADA Standards for Accessible Design set the minimum number of accessible spaces by the total number of spaces in each parking facility. A lot with 1 to 25 spaces needs one, a lot with 26 to 50 needs two, and the count keeps stepping up from there. Facilities with more than 500 spaces use a percentage instead of a fixed number.",
          "At least one of every six accessible spaces, and never fewer than one, must be van accessible. Hospital outpatient facilities and facilities that specialize in treating people with mobility impairments have higher requirements. If stalls have been added or removed over the years, recount before you restripe.",
        ),
      },
      {
        title: "Stall and access aisle dimensions",
        body: paragraphs(
          "An accessible car space must be at least 96 inches wide with an adjacent access aisle at least 60 inches wide. A van space can be 132 inches wide with a 60-inch aisle, or 96 inches wide with a 96-inch aisle. Two accessible spaces are allowed to share one aisle between them.",
          "The aisle has to be marked so people do not park in it, which is why you see hatching. It must run the full length of the space and connect to an accessible route to the entrance. An aisle that dead-ends at a curb with no ramp does not do its job.",
        ),
      },
      {
        title: "Slopes, surfaces and location",
        body: paragraphs(
          "Accessible spaces and their aisles must be nearly level, with slopes no steeper than 1:48 in any direction. That is about 2 percent, flatter than many older lots were built. Settlement and overlays can also push a stall out of tolerance even if it was right on the day it was striped.",
          "The spaces belong on the shortest accessible route to the entrance they serve, and where a building has several accessible entrances with adjacent parking, the spaces should be dispersed among them. The surface must be firm, stable and slip resistant. Loose gravel or heaved pavement in an accessible stall is a problem.",
        ),
      },
      {
        title: "Signs and pavement markings",
        body: paragraphs(
          'Each accessible space needs a sign with the International Symbol of Access, mounted so the bottom of the sign is at least 60 inches above the ground. Van spaces also need the words "van accessible" on the sign. A symbol painted on the pavement is common and helpful, but it does not replace the sign.',
          "State and city codes can add requirements on top of the federal standards, and the approved site plan may fix the layout. We check both before we restripe. When something is unclear, a call to the city's plan reviewer is far cheaper than a complaint.",
        ),
      },
    ],
    conclusion:
      "Accessible parking is one of the most visible parts of a property's ADA compliance and one of the easiest to get right during a restripe. Count your spaces, check dimensions, slopes and signs, and make sure every stall connects to the door. This is a general overview, not legal advice, so confirm the details with your architect or building official.",
  },
  {
    title: "Planning a Paving Project Around Arizona's Summer Heat",
    description:
      "Summer paving in the Valley is routine with the right schedule. What heat does to fresh asphalt and crews, and how to plan around it.",
    createdAt: "2024-05-14",
    image: {
      scene: "road",
      alt: "A freshly paved road stretching toward desert mountains under a warm late-day sky",
      seed: 3005,
    },
    sections: [
      {
        title: "What heat does to fresh asphalt",
        body: paragraphs(
          "Hot mix asphalt leaves the plant at roughly 300 degrees Fahrenheit and has to be compacted before it cools too far. In winter the challenge is that it cools too fast; in a Phoenix summer it cools slowly and the mat can stay tender for hours. Rolling has to be timed so the surface reaches density without being shoved or marked.",
          "For the first several days, new pavement in full sun can be marked by turning tires, parked trailers and even bicycle kickstands. That is normal, and it tightens up as the binder stiffens. Keeping heavy trucks off the new surface during the hottest hours of the first week helps a great deal.",
        ),
      },
      {
        title: "Scheduling the workday",
        body: paragraphs(
          "On summer jobs we start as early as local noise rules allow and aim to finish placing asphalt before the afternoon peak. Early starts are easier on the crew, easier on the mat and easier on neighbors who want their lot back by evening. Night paving is possible on some commercial sites when lighting, noise limits and plant hours line up.",
          "Tenants should know the schedule, including when each area reopens. On phased jobs we mark each phase on a simple site map and share it well ahead of time. That one page prevents more problems than any other piece of paperwork on the job.",
        ),
      },
      {
        title: "Crew safety is part of the plan",
        body: paragraphs(
          "Paving crews work on a surface that can top 150 degrees, next to material near 300. Heat illness is a real risk, so a well-run job has shade, cold water, electrolytes, scheduled breaks and supervisors watching for warning signs. Those breaks are built into the schedule, not squeezed out of it.",
          "Owners can help by offering restroom access and a shaded staging area if the site has one. It also helps to avoid last-minute scope changes that push work into the hottest part of the day. A crew that is not rushed in July does better work.",
        ),
      },
      {
        title: "When it makes sense to wait",
        body: paragraphs(
          "Some work is better scheduled for spring or fall. Sealcoat can flash-dry in extreme heat, and striping paint behaves better in moderate temperatures. If your project is not tied to a summer shutdown, ask which months give the best results for that particular work.",
          "On the other hand, schools, churches and many offices have their quietest weeks in summer, and that often outweighs the extra care the heat requires. Summer paving is routine in the Valley when it is planned well. The key is deciding early, because summer calendars fill quickly.",
        ),
      },
    ],
    conclusion:
      "Heat changes how asphalt behaves and how crews work, but it does not have to stop a project. Plan early starts, protect the new surface through its first week, and pick the season that fits both the work and your tenants.",
  },
  {
    title: "Protecting Pavement from Monsoon Runoff",
    description:
      "Monsoon storms drop a lot of water in a hurry. How grading, gutters and maintenance keep runoff from destroying your asphalt.",
    createdAt: "2024-06-11",
    image: {
      scene: "road",
      alt: "A desert road under a dramatic evening sky, with saguaros along the shoulder",
      seed: 3006,
    },
    sections: [
      {
        title: "Water is asphalt's real enemy",
        body: paragraphs(
          "A monsoon cell can drop a lot of rain in a short burst, and pavement has to move that water off quickly. Asphalt that sits in standing water softens at the edges, and the base below loses strength. Most of the potholes we see in August started as drainage problems, not traffic problems.",
          "Walk the property during or right after a storm, safely, and note where water ponds or runs across the pavement instead of along the gutters. Those photos are worth more than any inspection done on a dry day. They show exactly where the next failure will be.",
        ),
      },
      {
        title: "Fixing birdbaths and flat spots",
        body: paragraphs(
          "Small depressions that hold water, often called birdbaths, can sometimes be corrected with a leveling course or by milling and repaving a section to restore slope. Larger flat areas may need the base regraded, which is a bigger job. The goal is a surface that sheds water to inlets, gutters or basins with no low spots in between.",
          "Where water has to cross an asphalt lot, a concrete valley gutter is often the answer. It carries the flow in a durable channel instead of letting it wear and soak the asphalt. We frequently add them during overlay projects on lots that were built without them.",
        ),
      },
      {
        title: "Keep inlets, scuppers and curb openings clear",
        body: paragraphs(
          "Storm drains and curb openings only work if they are open. Dust storms, landscape rock and trash fill them during the dry months, and the first big storm finds them blocked. Clearing them in late spring is a simple job that prevents a lot of damage.",
          "Landscaped areas matter too. If decomposed granite or soil washes onto the pavement every storm, the landscape grading or edging needs attention. Sediment on the asphalt also ends up clogging drainage structures further downstream.",
        ),
      },
      {
        title: "Seal the surface before the season",
        body: paragraphs(
          "Cracks let water into the base, and monsoon rain finds every one of them. Crack sealing in spring and a healthy sealcoat reduce the water that gets below the surface. Together they are the cheapest insurance a lot can have.",
          "After the season, walk the lot again. Look for new cracks, broken edges and soft spots that appeared during the storms, and schedule repairs for the fall while the weather is good. Catching damage early keeps small patches from becoming large ones.",
        ),
      },
    ],
    conclusion:
      "Monsoon runoff will find the weak points in any pavement. Keep water moving with good slopes and clear drains, seal cracks before the season starts, and inspect again once the storms have passed.",
  },
  {
    title: "How Caliche Affects Grading and Excavation",
    description:
      "Caliche is the rock-hard soil layer under much of the Valley. What it means for grading, trenching, drainage and your project budget.",
    createdAt: "2024-07-16",
    image: {
      scene: "grading",
      alt: "A bulldozer working a desert building pad with survey stakes and a dirt stockpile",
      seed: 3007,
    },
    sections: [
      {
        title: "What caliche is",
        body: paragraphs(
          "Caliche is soil cemented together by calcium carbonate that has built up over a very long time. In the Phoenix area it can appear as a thin crust a few inches down or as a thick layer that behaves more like soft rock than dirt. Its depth and hardness can change a lot across a single site.",
          "It forms because desert rain soaks in only a short way before it evaporates and leaves dissolved minerals behind. Over many years those minerals accumulate into a hard layer. That is why it is so common here and so uncommon in wetter climates.",
        ),
      },
      {
        title: "Digging through it",
        body: paragraphs(
          "Light caliche can be broken with the ripper on the back of a dozer or dug with a large excavator. Heavier layers may need a hydraulic hammer, a rock trencher or simply much more machine time than ordinary soil. Utility trenching is where it usually hurts most, because a narrow trench leaves little room to work.",
          "The spoils behave differently too. Broken caliche comes out in chunks that may need crushing or screening before they can go back in as fill. Sometimes it makes good fill, and sometimes it has to be hauled away.",
        ),
      },
      {
        title: "Drainage and landscaping",
        body: paragraphs(
          "Dense caliche passes water very slowly, so water sitting on top of it has nowhere to go. A retention basin built over a caliche layer may not drain in the required time unless drywells reach more permeable soil below. Landscape planters can turn into bathtubs for the same reason.",
          "For trees and large shrubs, breaking through the caliche under the planting hole is often the difference between a healthy plant and a struggling one. Under pavement, water trapped above a caliche layer can keep the base wet longer. That makes good grading, which moves water off the site, even more important.",
        ),
      },
      {
        title: "Planning and pricing for it",
        body: paragraphs(
          "The best protection against a caliche surprise is a geotechnical investigation with enough borings or test pits to map it. The report should describe its depth, hardness and how difficult it will be to excavate. Contractors can then price the work realistically instead of carrying a large contingency.",
          "Ask bidders how they handled caliche on similar jobs and what equipment they plan to bring. If the bid documents are silent on it, ask how hard-digging would be paid for. Clear terms up front prevent disputes the day the excavator hits something hard.",
        ),
      },
    ],
    conclusion:
      "Caliche is part of building in the Valley, and it is manageable when it is expected. Investigate early, price it clearly, and design drainage that accounts for a layer water cannot easily pass through.",
  },
  {
    title: "Pothole Repair That Lasts: Patching Options Compared",
    description:
      "Cold patch, skin patches, infrared repair and full-depth replacement: what each repair does and when it is the right call.",
    createdAt: "2024-08-13",
    image: {
      scene: "crack-seal",
      alt: "Aged asphalt with sealed cracks, oil stains and a faded pavement stripe",
      seed: 3008,
    },
    sections: [
      {
        title: "Why potholes form",
        body: paragraphs(
          "A pothole is the last stage of a failure that started below the surface. Water reaches the base through cracks or poor drainage, the base weakens, and traffic breaks up the asphalt above it. That is why potholes multiply after wet weather.",
          "Knowing the cause matters because a repair that ignores it will fail again. If the base is wet and soft, new asphalt on top only hides the problem for a while. The right repair depends on how deep the damage goes.",
        ),
      },
      {
        title: "Cold patch: a temporary fix",
        body: paragraphs(
          "Bagged or bulk cold patch can be placed in minutes, which makes it useful for making a hazard safe right away. It never bonds or compacts as well as hot mix, and in our climate it often softens in summer and ravels out. Treat it as a placeholder until a permanent repair can be scheduled.",
          "If your maintenance staff use cold patch, have them clean out loose material and water first and compact it with a plate or by driving over it. Overfill slightly so it does not settle into a new dip. Then put the spot on the list for a real repair.",
        ),
      },
      {
        title: "Skin patches and infrared repair",
        body: paragraphs(
          "A skin patch places a thin layer of hot asphalt over a depressed or cracked area. It smooths and seals the surface for a while, but it does not touch the base. It suits surface wear, not structural failure.",
          "Infrared repair heats the existing asphalt in place, rakes it, adds fresh material and recompacts it, leaving a patch without cold joints. It works well for raveling, surface defects and trip hazards around utility covers. Like a skin patch, it does not fix a failed base.",
        ),
      },
      {
        title: "Remove and replace: the permanent repair",
        body: paragraphs(
          "For potholes and alligator cracking caused by base failure, the durable repair is full depth. The area is saw-cut square beyond the damage, the asphalt and any wet base are removed, the base is reworked or replaced and compacted, and new hot mix goes back in compacted lifts. The edges are then sealed so water cannot get in at the joint.",
          "It costs more per square foot than the other options, but it is the only one that addresses the cause. Grouping several repairs into one mobilization brings the unit cost down. Many owners pair a remove-and-replace program with crack sealing and sealcoating in the same year.",
        ),
      },
    ],
    conclusion:
      "Every pothole repair is a trade between speed and longevity. Make hazards safe right away, then fix the cause with the right method so you are not patching the same spot every monsoon.",
  },
  {
    title: "Stormwater Retention Basins: What Owners Need to Maintain",
    description:
      "Many Valley sites rely on a retention basin to hold storm runoff. What these basins do, why they fail and how to keep them working.",
    createdAt: "2024-09-17",
    image: {
      scene: "grading",
      alt: "A dozer shaping a graded basin with survey stakes and desert mountains behind",
      seed: 3009,
    },
    sections: [
      {
        title: "Why your site has a basin",
        body: paragraphs(
          "Many cities in the Phoenix area require new development to hold storm runoff on site instead of sending it all into the street. The design storm, basin volume and drain time come from the local drainage manual and appear on the approved grading and drainage plan. That grassy or gravel dip at the edge of the lot is doing a regulated job.",
          "Because the basin is part of an approved plan, changing it is not a casual landscaping decision. Filling part of it, raising the bottom or adding features can shrink its volume. Talk to a civil engineer before making any modification.",
        ),
      },
      {
        title: "How basins drain",
        body: paragraphs(
          "Water leaves a basin by soaking into the ground, through a drywell or through a controlled outlet. Local standards commonly require basins to empty within a set time after a storm, often 36 hours, to protect nearby structures and limit mosquito breeding. A basin that holds water for days is telling you something is wrong.",
          "The usual culprits are a layer of silt sealing the bottom, a clogged drywell or a surface compacted so hard it no longer absorbs water. Caliche beneath the basin can also keep water from soaking in. Each has a different fix, so diagnosis comes first.",
        ),
      },
      {
        title: "Routine maintenance",
        body: paragraphs(
          "Inspect basins after major storms and at least once a year before the monsoon. Remove trash, sediment and debris, especially around inlets and drywell grates. Look for erosion at inflow points and along side slopes, and repair it before the next season.",
          "Drywells need their own attention. Their settling chambers collect silt and debris and must be cleaned out periodically, and in Arizona drywells are registered with the Arizona Department of Environmental Quality. Keep maintenance records, because some cities ask to see them.",
        ),
      },
      {
        title: "When to regrade or rebuild",
        body: paragraphs(
          "Over the years, sediment can build up enough to noticeably reduce a basin's volume, and side slopes can slough in. Regrading restores the designed bottom elevation and slopes and often exposes a fresh, more absorbent surface. A quick survey against the plan shows how far the basin has drifted.",
          "If a drywell has failed, it may need rehabilitation or replacement. We work from the original drainage plan and coordinate with the engineer of record when one is available. The goal is a basin that does what the plan says it does.",
        ),
      },
    ],
    conclusion:
      "Retention basins are easy to forget until they fail during a storm. A yearly inspection, regular cleaning and prompt repairs keep them working and keep water off your pavement and out of your buildings.",
  },
  {
    title: "Budgeting Pavement Maintenance for an HOA",
    description:
      "How HOA boards can turn private streets and parking into a predictable budget line with a condition survey and a multi-year plan.",
    createdAt: "2024-10-15",
    image: {
      scene: "parking-lot",
      alt: "Community parking area from above with freshly striped stalls and a landscaped edge",
      seed: 3010,
    },
    sections: [
      {
        title: "Start with what you have",
        body: paragraphs(
          "A maintenance budget is only as good as the inventory behind it. Measure the square footage of streets and parking, plus the concrete gutters, sidewalks and ramps the association is responsible for. Note when each area was last paved, sealed or patched.",
          "Then have the pavement surveyed for condition. A good survey maps cracking, failures, drainage problems and trip hazards and rates each street or lot. That gives the board facts to work from instead of guesses.",
        ),
      },
      {
        title: "Build a multi-year plan",
        body: paragraphs(
          "Pavement maintenance works best on a rotation: crack sealing and sealcoating every few years, patching as needed and overlays planned well in advance. Splitting the community into zones spreads the cost evenly across several budget years. It also limits disruption, since only part of the community is closed at a time.",
          "Tie the plan to your reserve study. The reserve specialist estimates useful life and replacement cost, and the pavement plan should either match those assumptions or explain why they should change. When the two disagree, the board gets surprised at budget time.",
        ),
      },
      {
        title: "Price what matters",
        body: paragraphs(
          "Unit prices for sealcoat, crack seal and patching move with material costs, so refresh the plan with current bids every year or two. A contingency for unexpected base failures is prudent, especially after a wet monsoon. Ask for prices per square foot or linear foot so you can scale them as quantities change.",
          "Do not forget the costs around the work itself: resident notices, towing coordination and restriping after each sealcoat. Concrete items such as ramps and valley gutters may come due at the same time as the asphalt. A complete budget includes them all.",
        ),
      },
      {
        title: "Bring residents along",
        body: paragraphs(
          "Residents support pavement spending more readily when they understand the plan. Share the zone map and schedule, and explain how maintenance now avoids larger assessments later. Before-and-after photos from earlier phases help make the case.",
          "For each project, give residents notice well ahead and a reminder a day or two before work starts. Tell them where to park, when each street reopens and who to call. Clear communication heads off most complaints before they start.",
        ),
      },
    ],
    conclusion:
      "An HOA that treats pavement as a planned expense rather than an emergency spends less over time. Survey the streets, plan in zones, refresh prices regularly and keep residents informed at every step.",
  },
  {
    title: "Winter Paving in the Valley: Cool-Weather Considerations",
    description:
      "Phoenix winters are mild, but cold mornings still affect asphalt compaction and sealcoat curing. What changes from November to February.",
    createdAt: "2024-11-12",
    image: {
      scene: "road",
      alt: "A two-lane desert highway with a double yellow center line under a pastel evening sky",
      seed: 3011,
    },
    sections: [
      {
        title: "Why cool weather matters",
        body: paragraphs(
          "Hot mix asphalt has to be compacted while it is still hot enough to move. On a cool, breezy morning a thin lift loses heat quickly and the window for rolling shrinks. Thin lifts cool faster than thick ones, so overlays are more sensitive than base courses.",
          "Most specifications set minimum surface and air temperatures for paving, and they are often stricter for thin lifts. In the Valley those minimums are rarely a problem by midday, but early starts on January mornings can run into them. Schedules shift later in the day to compensate.",
        ),
      },
      {
        title: "Adjusting the paving operation",
        body: paragraphs(
          "On cool days the rollers stay right behind the paver, and an extra roller may be added to reach density before the mat cools. Trucks are tarped to hold heat on the way from the plant. Steady deliveries keep loads from sitting and cooling while they wait.",
          "Planning the day so placement happens in the warmest hours helps too. Starting in areas that get morning sun and leaving shaded areas for the afternoon gives the asphalt its best chance. Small decisions like these make a real difference in density.",
        ),
      },
      {
        title: "Sealcoat and striping in winter",
        body: paragraphs(
          "Sealcoat manufacturers specify minimum temperatures for application and curing, commonly around 50 degrees and rising. Valley afternoons usually qualify, but material applied late in the day may not cure before temperatures drop overnight. Morning dew can slow curing as well.",
          "That means shorter work windows and sometimes longer closures on winter jobs. Striping paint has similar limits. For sealcoating, spring and fall remain the most forgiving seasons.",
        ),
      },
      {
        title: "The winter advantage",
        body: paragraphs(
          "Winter has real benefits for paving: comfortable working conditions, no heat-illness concerns and no monsoon downpours. New asphalt placed in winter also suffers less scuffing in its first weeks. For many commercial lots it is an excellent time to pave.",
          "Holiday retail schedules are the main conflict, and shopping centers usually avoid construction from mid-November through the end of the year. That makes January and February popular months. Book early if you want a spot on the calendar.",
        ),
      },
    ],
    conclusion:
      "Winter paving in the Valley works well when crews respect the temperature limits. Schedule placement for the warmest hours, adjust the rolling pattern, and leave sealcoating for milder days when you can.",
  },
  {
    title: "Asphalt vs. Concrete for a Driveway in the Phoenix Heat",
    description:
      "Both materials work in the desert, but they age differently. Cost, heat, upkeep and looks compared for a Valley driveway.",
    createdAt: "2024-12-10",
    image: {
      scene: "concrete",
      alt: "New concrete flatwork with saw-cut joints beside a sidewalk, curb and asphalt street",
      seed: 3012,
    },
    sections: [
      {
        title: "Up-front cost and installation",
        body: paragraphs(
          "Asphalt driveways usually cost less to install than concrete, and they can be driven on sooner. Concrete needs forms, reinforcement and curing time before it carries traffic. The gap narrows on small jobs where mobilization is a large share of the price.",
          "Both depend on what is underneath. A driveway laid over poorly compacted fill or expansive clay will crack no matter which surface is on top. Ask how the subgrade will be prepared before you compare prices.",
        ),
      },
      {
        title: "Living with the heat",
        body: paragraphs(
          "Asphalt absorbs heat and can soften on summer afternoons, so tires turning in place, heavy trailers and kickstands may leave marks. Concrete stays rigid in the heat and reflects more sunlight, so it feels cooler underfoot. That matters if kids, pets or bare feet use the driveway.",
          "Concrete has its own heat challenge during construction: it must not dry too fast while it cures. A careful contractor pours early in the day and uses curing compound or keeps the surface moist. Poor curing in July leads to a dusty surface and early cracking.",
        ),
      },
      {
        title: "Maintenance over the years",
        body: paragraphs(
          "Asphalt needs a sealcoat every few years and occasional crack sealing to stay healthy in the sun. Skip it and the surface turns grey, ravels and cracks. With regular care, an asphalt driveway gives many years of service.",
          "Concrete needs less routine work, but cracks and stains are harder to hide, and repairs usually mean replacing whole panels. Sealed joints and keeping water from running under the slab go a long way. Oil stains can be cleaned, but they rarely disappear completely.",
        ),
      },
      {
        title: "Appearance and HOA rules",
        body: paragraphs(
          "In many Valley neighborhoods concrete is the expected driveway material, and HOA rules may require it. Check your CC&Rs and the architectural guidelines before choosing. Decorative finishes, colored concrete or pavers are options where the rules allow.",
          "Asphalt fits long rural driveways and large parking areas where cost per square foot matters most. Some owners combine the two, with a concrete apron at the street and asphalt beyond it. The right choice depends on use, budget and neighborhood standards.",
        ),
      },
    ],
    conclusion:
      "Asphalt costs less up front and is easy to repair, while concrete stays cooler and asks for less upkeep. For most Valley homes, HOA rules and how the driveway is used settle the question.",
  },
  {
    title: "Restriping a Parking Lot: Layout, Paint and Timing",
    description:
      "Restriping is more than repainting old lines. How to review the layout, choose paint and coordinate the work with sealcoating.",
    createdAt: "2025-01-14",
    image: {
      scene: "striping",
      alt: "Fresh white crosswalk bars, a stop bar and a double yellow line on dark asphalt",
      seed: 3004,
    },
    sections: [
      {
        title: "Review the layout before you repaint",
        body: paragraphs(
          "A restripe is the cheapest moment to fix an awkward parking layout. Look at traffic flow, stall sizes, fire lanes and accessible parking before repainting the old lines. Sometimes one-way arrows or a shifted row solve problems tenants have complained about for years.",
          "Keep in mind that the stall count and layout may be tied to the approved site plan and zoning requirements. Large changes may need city approval, while small adjustments within the approved layout usually do not. When in doubt, check before the paint goes down.",
        ),
      },
      {
        title: "Accessible stalls come first",
        body: paragraphs(
          "Restriping is the natural time to confirm that accessible parking meets current standards for count, dimensions, signs and route. Older layouts often have aisles that are too narrow or stalls in the wrong place. Correcting them while the lot is already closed adds very little cost.",
          "Check the signs too, since they are often missing, faded or mounted too low. The paint and the sign work together, and one without the other is not compliant. Note any missing signs on the work order so they are installed with the striping.",
        ),
      },
      {
        title: "Choosing paint",
        body: paragraphs(
          "Waterborne acrylic traffic paint is the usual choice for parking lots. It dries quickly, has little odor and bonds well to sealcoat. High-wear markings such as crosswalks and stop bars may justify a more durable material like thermoplastic.",
          "In the desert sun, markings in drive aisles fade and wear faster than stall lines. Many owners restripe with every sealcoat and touch up high-wear markings in between. Reflective glass beads can be added where night visibility matters.",
        ),
      },
      {
        title: "Timing with sealcoating",
        body: paragraphs(
          "Sealcoating covers the old lines, so striping follows as soon as the sealer is dry enough. Crews usually mark the layout before sealing so stalls can be restored accurately. Striping often happens the same day or the next morning.",
          "Paint applied over sealer that has not cured can crack or peel. Wait too long, though, and cars park at random on an unmarked lot. Good coordination between the sealcoat and striping crews keeps the closure short.",
        ),
      },
    ],
    conclusion:
      "Restriping is a chance to improve safety, compliance and traffic flow, not just to refresh the paint. Review the layout, fix accessible parking and time the work with sealcoating for the best result.",
  },
  {
    title: "Mill and Overlay vs. Full Reconstruction",
    description:
      "When a lot or street is worn out, the choice between an overlay and a rebuild comes down to the base. How to tell which you need.",
    createdAt: "2025-02-11",
    image: {
      scene: "road",
      alt: "A resurfaced road with crisp edge lines running into the desert toward distant mountains",
      seed: 3014,
    },
    sections: [
      {
        title: "What a mill and overlay does",
        body: paragraphs(
          "Milling grinds off the top layer of old asphalt, usually an inch or two, so the new surface meets curbs, gutters and doorways at the right height. A fresh layer of hot mix is then placed and compacted. The result looks like a new lot, but the base underneath is the same one you had.",
          "Milling also lets you correct minor drainage issues by adjusting the new surface profile. The ground-up asphalt, called millings or reclaimed asphalt pavement, can be recycled into new mix or reused as base elsewhere. Little of it needs to go to a landfill.",
        ),
      },
      {
        title: "When an overlay is the right choice",
        body: paragraphs(
          "An overlay works when the base is sound and most of the distress is in the surface: oxidation, raveling, block cracking and scattered failures. Failed areas are repaired full depth first, then the overlay ties everything together. It costs far less than reconstruction because the base stays in place.",
          "Overlays make the most sense when the lot's grades are generally good. If water drains properly and the curbs still have enough reveal, milling and paving keeps those benefits. An overlay laid over a wet, failing base will crack in the same places within a short time.",
        ),
      },
      {
        title: "When you need reconstruction",
        body: paragraphs(
          "Widespread alligator cracking, rutting, fines pumping up through cracks and soft areas that flex under trucks all point to a failed base. So do drainage problems that can only be solved by changing grades significantly. In these cases only removing the pavement and rebuilding the base fixes the cause.",
          "Reconstruction also lets you design the pavement for today's traffic, which may be heavier than what the lot was built for. It is the right moment to add valley gutters, correct accessible routes and rework drainage. It costs more, but the clock truly resets.",
        ),
      },
      {
        title: "Find out before you bid",
        body: paragraphs(
          "Core samples show how thick the existing asphalt and base are and what condition they are in. A pavement assessment maps where the failures concentrate. Together they tell you whether an overlay, a partial reconstruction or a full rebuild makes sense.",
          "Many projects end up as a hybrid: reconstruct the truck routes and loading areas, overlay the car parking. That approach puts the money where the loads are. On commercial and industrial sites it is often the best value.",
        ),
      },
    ],
    conclusion:
      "The condition of the base decides between an overlay and reconstruction. Take cores, map the failures and spend where the loads actually are.",
  },
  {
    title: "What Happens on Sealcoat Day: A Guide for Managers and Tenants",
    description:
      "A step-by-step look at a sealcoat job, from the night before to reopening, so managers can prepare tenants and avoid surprises.",
    createdAt: "2025-03-11",
    image: {
      scene: "sealcoat",
      alt: "A sealcoat rig with its hose running to the wet edge of a freshly sealed lot",
      seed: 3015,
    },
    sections: [
      {
        title: "Before the crew arrives",
        body: paragraphs(
          "Notices go out a week or more ahead, with a map of the closed areas and the reopening time. By the night before, the work zone should be empty of vehicles, and sprinklers that could wet the pavement should be shut off. If towing is needed, it is arranged in advance with the property's towing company.",
          "Tell tenants about foot traffic too. Wet sealer tracks easily onto shoes and from there onto carpet and tile. Closing certain doors or marking a clear walking path protects the interiors.",
        ),
      },
      {
        title: "Cleaning and repairs",
        body: paragraphs(
          "The crew starts by blowing, sweeping and scraping the surface. Oil spots are cleaned and primed so the sealer can bond. Crack sealing and patching are done ahead of time or first thing that morning.",
          "Edges along curbs, buildings and landscaping are cut in by hand with brushes or squeegees. Stall locations are often marked for reference before the sealer covers them. This preparation takes a large part of the day, and it is what makes the coating last.",
        ),
      },
      {
        title: "Application and drying",
        body: paragraphs(
          "Sealer goes on by spray or squeegee, usually in two coats, often with sand mixed in for traction and durability. Each coat has to dry before the next one goes down. Drying time depends on temperature, sun, humidity and wind.",
          "Barricades and tape stay up until the surface can take traffic. People can usually walk on it within a few hours, but cars should wait longer, commonly about a day. Wheels turned on fresh sealer leave scuffs that stay visible for a while.",
        ),
      },
      {
        title: "Striping and reopening",
        body: paragraphs(
          "Once the final coat is dry, the striping crew restores the layout. Stall lines, arrows, fire lanes and accessible stall markings are painted, and traffic paint dries quickly. Then the barricades come down.",
          "For the first few days, expect some tire marks in turning areas, especially in hot weather. They fade as the coating hardens. A final walk-through with the contractor is the time to point out missed spots or overspray.",
        ),
      },
    ],
    conclusion:
      "A sealcoat day runs smoothly when everyone knows the plan. Give early notice, keep the area clear, respect the drying times and walk the lot with your contractor before the job is closed out.",
  },
  {
    title: "Curb Ramps and Truncated Domes: Getting Sidewalk Access Right",
    description:
      "Curb ramps have slope, width and landing rules, plus detectable warnings. What owners should check before and after a ramp is poured.",
    createdAt: "2025-04-08",
    image: {
      scene: "concrete",
      alt: "A concrete curb ramp with flared sides and a yellow truncated-dome warning panel at the gutter",
      seed: 3016,
    },
    sections: [
      {
        title: "The key dimensions",
        body: paragraphs(
          "Under the 2010 ADA Standards, a curb ramp's running slope can be no steeper than 1:12, about 8.3 percent, and its cross slope no steeper than 1:48. The ramp must be at least 36 inches wide, not counting flared sides. Where flares are used, their slope is limited to 1:10.",
          "A landing at least 36 inches long is required at the top of the ramp. Where the ramp meets the gutter, the counter slope of the gutter and street is limited as well, so footrests and small wheels do not catch. Those transitions are where many older ramps fall short.",
        ),
      },
      {
        title: "Detectable warnings",
        body: paragraphs(
          "Detectable warning surfaces, the panels of raised truncated domes, tell people who are blind or have low vision that they are about to enter a street. Ramps in the public right-of-way, such as city sidewalks and street crossings, require them. They must contrast visually with the surrounding surface, which is why yellow is so common.",
          "In private parking lots the requirement depends on the governing code and the local jurisdiction, and many owners include them wherever a ramp leads into vehicle traffic. Panels can be cast in place or surface applied. Cast-in-place panels set in fresh concrete are the most durable.",
        ),
      },
      {
        title: "Forming and pouring it right",
        body: paragraphs(
          "Concrete does not forgive mistakes, so slopes need to be checked while forming and again while finishing. We check forms and subgrade with a digital level before the truck arrives. A small error in the forms becomes a permanent problem once the concrete sets.",
          "The bottom of the ramp must tie into the gutter and pavement without a lip. Even a small vertical edge can stop a wheelchair or catch a foot. Careful finishing at that transition matters as much as the slope itself.",
        ),
      },
      {
        title: "Inspection and records",
        body: paragraphs(
          "Once the forms come off, measure the running slope, cross slope, landing and gutter transition and write the numbers down. Photos with the level in place make a useful record. If a ramp is out of tolerance, it is far easier to address before the project closes.",
          "Public agencies inspect ramps in the right-of-way, and many have standard details that go beyond the federal minimums. Follow the local detail exactly. The inspector certainly will.",
        ),
      },
    ],
    conclusion:
      "A compliant curb ramp comes from careful forming, not luck. Know the slope limits, include detectable warnings where they are required, and measure everything before the concrete sets.",
  },
  {
    title: "Arizona 811 and Underground Utilities: Digging Safely",
    description:
      "Before any excavation in Arizona, utilities must be marked through Arizona 811. What that process covers, and what it does not.",
    createdAt: "2025-05-13",
    image: {
      scene: "utility",
      alt: "An excavator working beside a shored trench with a pipe on gravel bedding and pipe sections stacked nearby",
      seed: 3017,
    },
    sections: [
      {
        title: "Request locates before you dig",
        body: paragraphs(
          "Arizona law requires anyone excavating to request utility locates through Arizona 811, formerly Arizona Blue Stake, at least two working days before digging. Utility owners then mark their lines with colored paint or flags. The request covers the utilities' own facilities, not necessarily the private lines on your property.",
          "The color code is standard: red for electric, yellow for gas and oil, orange for communications, blue for drinking water, green for sewer and purple for reclaimed water. White marks outline the proposed excavation. Knowing the colors helps you read the marks on your own site.",
        ),
      },
      {
        title: "Private lines are the owner's job",
        body: paragraphs(
          "Lines that belong to the property, such as site lighting circuits, irrigation, private water and sewer laterals and fire lines beyond the meter, are usually not marked by the utility companies. A private locating service can find many of them. As-built drawings help too, when they exist and are accurate.",
          "Owners who know where their private lines run save time and money on every project. Keep as-builts and locate records in the property files. Share them with every contractor who digs on the site.",
        ),
      },
      {
        title: "Potholing and careful excavation",
        body: paragraphs(
          "Marks show an approximate location, not depth, and the law treats the area on either side of a mark as a tolerance zone. Within it, crews expose the line by hand digging or vacuum excavation before bringing in heavy equipment. This is called potholing, and it is the only way to know exactly where a line is.",
          "Potholing is also how conflicts are caught before new pipe goes in. If a new storm drain has to cross a gas line, knowing the gas line's depth lets the engineer adjust the design before the trench is open. Surprises in an open trench are expensive.",
        ),
      },
      {
        title: "If something goes wrong",
        body: paragraphs(
          "If a line is damaged, stop work and keep people away. For a gas leak, evacuate the area and call 911 and the gas company from a safe distance. Report any damage to the utility owner, even if it looks minor, because a nicked coating can fail later.",
          "Locate tickets expire, so long projects need to renew them. Marks that fade or get graded away must be refreshed before digging continues. Good records protect everyone if questions come up later.",
        ),
      },
    ],
    conclusion:
      "Safe excavation starts days before the first bucket goes into the ground. Request locates, find the private lines, pothole near conflicts and stop immediately if something is damaged.",
  },
  {
    title: "Dust Control on Arizona Construction Sites",
    description:
      "Dust permits, water trucks and stabilized entrances: how construction sites in Maricopa County keep dust down and stay in compliance.",
    createdAt: "2025-06-10",
    image: {
      scene: "grading",
      alt: "A dozer kicking up a light dust cloud on a graded pad, with a stockpile and stakes nearby",
      seed: 3018,
    },
    sections: [
      {
        title: "Why dust rules are strict here",
        body: paragraphs(
          "The Phoenix area has long struggled with airborne particulate matter, and dust from construction is part of the picture. Maricopa County regulates dust from earthmoving, and projects that disturb more than a small area need a dust control permit before work starts. Cities may add their own requirements.",
          "Inspectors do visit job sites, especially after complaints. Dust plumes crossing the property line, dirt tracked onto streets and disturbed areas left unstabilized are common violations. Penalties can be significant, and the permit holder is responsible.",
        ),
      },
      {
        title: "Water is the main tool",
        body: paragraphs(
          "Water trucks keep haul roads, stockpiles and active grading areas damp all day. In summer that can mean near-constant watering, because surfaces dry in minutes. A site needs enough water supply and enough trucks to keep up with the area being worked.",
          "Water has to go down before and during the work, not just once dust is visible. On high-wind days some activities should stop altogether. The dust control plan should spell out how the site responds when the wind picks up.",
        ),
      },
      {
        title: "Stabilizing the site",
        body: paragraphs(
          "Areas that are disturbed but not being worked need stabilization: regular watering, a dust palliative, gravel cover or a crust formed by wetting. Stockpiles can be covered or kept wet. Perimeter fencing with windscreen helps on some sites.",
          "Track-out, the dirt trucks carry onto paved streets, is handled with stabilized entrances such as gravel pads or rumble grates. Any dirt that reaches the street has to be cleaned up promptly. A street sweeper is a normal line item on a grading job.",
        ),
      },
      {
        title: "Records and responsibilities",
        body: paragraphs(
          "Dust permits come with recordkeeping: daily logs of watering, inspections and control measures. Someone on site has to own those logs and keep them current. Larger sites also have dust control training and coordinator requirements.",
          "Owners should make sure dust control is included in every earthwork bid and know who will hold the permit. Stormwater permits often cover the same site, with their own controls and inspections. The two programs work together to keep dirt on the site.",
        ),
      },
    ],
    conclusion:
      "Dust control is part of every earthmoving job in the Valley. Plan for water, stabilize what you are not working, keep track-out off the street and keep the logs current.",
  },
  {
    title: "Concrete Control Joints: Why Sidewalks Crack Where They Should",
    description:
      "All concrete cracks; control joints decide where. How joint spacing, timing and depth keep sidewalks and slabs looking clean.",
    createdAt: "2025-07-15",
    image: {
      scene: "concrete",
      alt: "Concrete slab panels divided by saw-cut control joints above a sidewalk and curb",
      seed: 3019,
    },
    sections: [
      {
        title: "Concrete shrinks, so it cracks",
        body: paragraphs(
          "As concrete cures and dries it shrinks slightly, and it keeps expanding and contracting with temperature for the rest of its life. In the desert, where a slab swings widely between a summer night and a summer afternoon, that movement is significant. The stress has to go somewhere, and concrete is weak in tension.",
          "Control joints give the cracks a place to happen. Cutting or tooling a groove to a controlled depth creates a weak plane where the crack forms out of sight. Without joints, cracks wander randomly across the slab.",
        ),
      },
      {
        title: "Spacing and layout",
        body: paragraphs(
          "A common rule of thumb is to space joints, in feet, no more than two to three times the slab thickness in inches, so a 4-inch sidewalk gets joints roughly every 8 to 12 feet. Sidewalks are often jointed at intervals equal to their width, which makes square panels. Panels close to square crack less than long, narrow ones.",
          "Joints should also line up with corners, changes in width and fixed objects such as utility boxes and light pole bases. Inside corners are where random cracks like to start. A good layout anticipates them.",
        ),
      },
      {
        title: "Timing the cut",
        body: paragraphs(
          "Saw cuts have to be made early, as soon as the concrete can be cut without raveling the edges. Wait too long and the slab may crack on its own before the saw gets there. In Arizona heat that window can arrive within a few hours of finishing.",
          "Depth matters as much as timing. A cut about one quarter of the slab thickness is typical. A cut that is too shallow may not control the crack at all.",
        ),
      },
      {
        title: "Isolation joints and sealing",
        body: paragraphs(
          "Where a slab meets a building, a curb or another slab, an isolation joint with compressible filler lets each piece move on its own. Without one, a slab can push against a structure or crack at the point of contact. These are different from control joints and do a different job.",
          "Sealing joints keeps water, dirt and weeds out, which helps in areas with expansive soils. Keeping water from getting under the slab also helps prevent settlement. Add joint sealant to your regular maintenance checklist.",
        ),
      },
    ],
    conclusion:
      "Cracks in concrete are expected; random cracks are a sign of poor joint planning. Get the spacing, timing and depth right, and use isolation joints wherever slabs meet other structures.",
  },
  {
    title: "Why New Asphalt Needs Time Before Sealcoating",
    description:
      "Fresh asphalt is still curing after it is paved. Why contractors recommend waiting before the first sealcoat, and what to do meanwhile.",
    createdAt: "2025-08-12",
    image: {
      scene: "parking-lot",
      alt: "A new asphalt parking lot from above with bright stall lines and an accessible stall near the curb",
      seed: 3020,
    },
    sections: [
      {
        title: "Fresh asphalt is still changing",
        body: paragraphs(
          "Newly paved asphalt contains light oils in its binder that evaporate and oxidize over the first months. During that time the surface hardens and becomes more resistant to scuffing. Sealing too soon can trap those oils and keep the surface soft.",
          "Many sealcoat manufacturers and contractors recommend waiting at least 90 days before the first coat, and sometimes longer. Our heat tends to speed up curing compared with cooler places, but the surface still needs time. Follow the product's guidance over any rule of thumb.",
        ),
      },
      {
        title: "Signs the surface is ready",
        body: paragraphs(
          "Fresh asphalt is deep black and may feel slightly soft in the heat. As it ages it firms up and begins to lighten. A simple water test helps: if water beads on the surface the oils are still present, and if it wets the surface evenly the pavement is generally ready.",
          "Ready does not mean urgent. A new lot does not need sealcoat in its first weeks to be protected. Plan the first coat within the first year or two, depending on sun exposure and traffic.",
        ),
      },
      {
        title: "What to do in the meantime",
        body: paragraphs(
          "Keep heavy vehicles from turning sharply on the new pavement during the hottest hours. Do not park trailers or equipment on small footprints such as jack stands without a plate under them. These precautions prevent dents and scuffs while the surface firms up.",
          "Striping can go down on new asphalt right away. If the lot will be sealcoated later, plan to restripe after that. Most owners accept that second striping cost to get the lot open immediately.",
        ),
      },
      {
        title: "Plan the first maintenance cycle",
        body: paragraphs(
          "After the first sealcoat, keep the lot on a regular schedule of crack sealing and sealcoating. That early habit is what keeps a lot in good condition for decades, and it costs far less than waiting for visible deterioration.",
          "Ask your paving contractor for a maintenance schedule at project closeout. Note the paving date and warranty period in your property records. Then walk the lot after its first monsoon season.",
        ),
      },
    ],
    conclusion:
      "Patience pays off with new asphalt. Let the surface cure, protect it from point loads and sharp turns, and start a regular sealcoating cycle once it is ready.",
  },
  {
    title: "Fire Lanes and Curb Painting: Keeping Access Clear",
    description:
      "Fire lanes keep emergency access open. What owners should know about markings, signs and working with the local fire marshal.",
    createdAt: "2025-09-09",
    image: {
      scene: "striping",
      alt: "A painted curb face beside white crosswalk bars and a stop bar on fresh asphalt",
      seed: 3021,
    },
    sections: [
      {
        title: "Why fire lanes matter",
        body: paragraphs(
          "Fire apparatus need a clear path to buildings, hydrants and fire department connections. Fire lanes are designated on the site's approved plans, and the local fire code sets how they must be marked. A blocked or faded fire lane can delay an emergency response and lead to citations.",
          "Required width, turning radius and location come from the fire code and the approved site plan. Do not add parking or landscaping in a fire lane without approval. Even a row of planters can be a violation.",
        ),
      },
      {
        title: "Marking requirements vary",
        body: paragraphs(
          'Each jurisdiction in the Valley sets its own marking details for fire lanes, including curb color, lettering, stripes and signs. Red curbs with "fire lane" stenciling are common but not universal. Check the local fire department\'s standards before the paint goes down.',
          "Signs with specific wording and spacing are often required in addition to paint. If a fire lane has no signs or faded markings, the fire marshal may order updates during an inspection. A scheduled restripe is a good time to correct them.",
        ),
      },
      {
        title: "Keeping markings visible",
        body: paragraphs(
          "Curb paint fades in the Arizona sun faster than many owners expect. Fire lane markings should be inspected and refreshed as part of the regular striping cycle. Sealcoat covers flat markings on the pavement, so they must be repainted afterward.",
          "Use a durable paint on curbs and keep sprinklers from soaking them every night. Hard-water stains and constant moisture shorten paint life. Repainting a curb costs little compared with a citation.",
        ),
      },
      {
        title: "Enforcement",
        body: paragraphs(
          "Property owners are responsible for keeping fire lanes clear, and many post towing signs to enforce it. Make sure those signs follow state and local rules for towing from private property. Then work with your towing company to enforce the lane consistently.",
          "Delivery drivers and rideshare pickups are the most frequent offenders. Loading zones in sensible places reduce the temptation to stop in the lane. Clear markings make enforcement easier and fairer.",
        ),
      },
    ],
    conclusion:
      "Fire lanes are a life-safety feature, and clear markings keep them working. Follow the local standard, keep paint and signs fresh and make sure the lane stays clear every day.",
  },
  {
    title: "Reading a Geotechnical Report Before You Build",
    description:
      "The geotechnical report shapes grading, foundations and pavement design. The sections owners and developers should actually read.",
    createdAt: "2025-10-14",
    image: {
      scene: "grading",
      alt: "Survey stakes with bright flagging across a freshly graded pad below desert mountains",
      seed: 3022,
    },
    sections: [
      {
        title: "What the report covers",
        body: paragraphs(
          "A geotechnical engineer drills borings or digs test pits, samples the soil and tests it in a lab. The report describes what was found and makes recommendations for earthwork, foundations, pavement and drainage. Many design decisions, and every contractor's bid, rest on it.",
          "The boring logs are the raw data. They show soil types, moisture, any groundwater encountered and the depth of refusal where the drill could not advance. In the Valley, refusal often means caliche or other cemented soil.",
        ),
      },
      {
        title: "Earthwork recommendations",
        body: paragraphs(
          "This section tells you how deep to over-excavate under buildings, how to moisture-condition and compact fill and which on-site soils can be reused. It sets compaction standards and testing frequency. These directly drive cost and schedule.",
          "Watch for notes about expansive or collapsible soils. Both occur in parts of the Phoenix area, and both call for special treatment. Collapsible soils can settle suddenly when they get wet, which matters for landscaping and drainage next to buildings.",
        ),
      },
      {
        title: "Pavement design",
        body: paragraphs(
          "Most reports give pavement sections for different traffic levels, such as car parking, drive aisles and heavy truck routes. Each section lists the asphalt thickness and the base thickness. Building the light section in a truck route is a common and costly mistake.",
          "Subgrade strength, often expressed as an R-value or a California Bearing Ratio, drives those thicknesses. If the subgrade is weak, the report may call for thicker base or stabilization. The paving contractor should build the section in the report unless the engineer approves a change.",
        ),
      },
      {
        title: "Questions to ask",
        body: paragraphs(
          "Ask whether the borings cover the whole site, especially areas with heavy loads or deep utilities. Ask how hard the caliche or cemented layers are and how they should be excavated. Ask whether the recommendations assume a particular grading plan.",
          "If the design changes after the report is written, such as a new building footprint or deeper basins, ask the engineer to review the change. A short addendum costs much less than a surprise in the field. Keep the report and every addendum in the project file.",
        ),
      },
    ],
    conclusion:
      "A geotechnical report is the instruction manual for the ground under your project. Read the boring logs, earthwork and pavement sections closely, and ask your questions before the first dozer arrives.",
  },
  {
    title: "Valley Gutters and Drainage Across Parking Lots",
    description:
      "Concrete valley gutters carry runoff across asphalt lots without wearing out the pavement. When to use them and how to build them right.",
    createdAt: "2025-11-11",
    image: {
      scene: "concrete",
      alt: "Concrete gutter pan and curb between a jointed sidewalk and an asphalt drive",
      seed: 3023,
    },
    sections: [
      {
        title: "What a valley gutter does",
        body: paragraphs(
          "A valley gutter is a shallow concrete channel set into the pavement that carries water across or along a parking lot. It directs runoff to inlets, curb openings or retention areas. Because running and standing water does not damage concrete the way it damages asphalt, the gutter holds up where the flow is heaviest.",
          "In lots without gutters, water often runs down the middle of the drive aisles, softening the asphalt and wearing a channel. Over time that path turns into a line of cracks and potholes. A valley gutter gives the water its own lane.",
        ),
      },
      {
        title: "Where they make sense",
        body: paragraphs(
          "Valley gutters belong along the low lines of a lot, at entrances where water crosses from one area to another and in front of scuppers and curb openings. They are also used where a lot drains toward a landscape area or basin. The drainage plan sets their location and grade.",
          "Adding a valley gutter during an overlay or reconstruction can solve a drainage problem that has lingered for years. The existing flow line is surveyed and the gutter is set to carry water to the discharge point. That is often far cheaper than regrading the whole lot.",
        ),
      },
      {
        title: "Building them right",
        body: paragraphs(
          "A valley gutter needs a firm subgrade, the right thickness and a smooth flow line. A gutter that holds water in low spots defeats its own purpose. We check forms and string lines before every pour.",
          "The joint between asphalt and concrete on each side needs attention. The asphalt should finish flush with or slightly above the gutter edge so water drops into the gutter instead of running alongside it. Sealing that joint keeps water from getting under the pavement.",
        ),
      },
      {
        title: "Maintenance",
        body: paragraphs(
          "Keep gutters free of debris, especially at their outlets. Crack seal the asphalt joints beside them as part of routine maintenance. Replace broken or settled panels before water starts soaking the base around them.",
          "Include the gutters in your pavement maintenance plan. They usually outlast the asphalt around them. Protecting them protects the lot.",
        ),
      },
    ],
    conclusion:
      "Valley gutters are a simple, durable way to move water across a parking lot. Build them to grade, seal the joints and keep them clean, and they will protect the asphalt around them for years.",
  },
  {
    title: "Underground Storm Drain Pipe: Materials and Installation",
    description:
      "Concrete, HDPE or PVC? A plain-language look at storm drain pipe choices and what goes into installing them so they last.",
    createdAt: "2025-12-09",
    image: {
      scene: "utility",
      alt: "Cross-section of a shored trench with a storm drain pipe on gravel bedding and more pipe stacked at the surface",
      seed: 3024,
    },
    sections: [
      {
        title: "Common pipe materials",
        body: paragraphs(
          "Reinforced concrete pipe is strong, rigid and long-lived, and it is common in public storm drain systems. It is heavy and needs larger equipment to set. Joints are sealed with rubber gaskets or other methods depending on the specification.",
          "High-density polyethylene, or HDPE, is lighter, easier to handle and resists corrosion. It relies on the surrounding backfill for much of its strength, so installation quality matters a great deal. PVC is also used, especially for smaller diameters and private systems.",
        ),
      },
      {
        title: "Bedding and backfill",
        body: paragraphs(
          "Every pipe needs a firm, uniform bed so it does not sag or crack under load. Bedding material and depth are set by the manufacturer and the project specifications. Rocks and hard spots under the pipe must be removed, which is common work in caliche.",
          "Backfill around flexible pipe goes in thin lifts, compacted evenly on both sides. Uneven compaction can push the pipe out of round. Compaction testing during backfill confirms the work before the trench is closed.",
        ),
      },
      {
        title: "Grade and alignment",
        body: paragraphs(
          "Storm drain pipe has to slope correctly from inlet to outlet. Too flat and sediment settles in it; too steep and high velocities can erode the outlet. Lasers or GPS machine control keep the pipe on grade during installation.",
          "Alignment matters most at structures. Pipes should enter manholes and catch basins at the design elevations so water passes through without dams or drops. Inspectors check those connections before backfill.",
        ),
      },
      {
        title: "Testing and inspection",
        body: paragraphs(
          "Depending on the specification, storm drains may be video-inspected after installation to verify joints, alignment and cleanliness. Deflection testing is common for flexible pipe. Defects found are repaired before the line is accepted.",
          "Keep the inspection video and the as-built survey with your property records. They are valuable for future maintenance and for any later construction on the site. They also help locate lines before anyone digs again.",
        ),
      },
    ],
    conclusion:
      "Pipe material matters, but installation is what makes a storm drain last. Good bedding, careful compaction, correct grade and a thorough inspection keep it working for decades.",
  },
  {
    title: "Pavement Condition Surveys: Inspecting Your Lot Like a Pro",
    description:
      "A simple walk-through method property managers can use to spot cracks, failures and drainage issues before they become emergencies.",
    createdAt: "2026-01-13",
    image: {
      scene: "crack-seal",
      alt: "Close view of oxidized asphalt showing sealed cracks, hairline cracks and an oil stain",
      seed: 3025,
    },
    sections: [
      {
        title: "Walk the lot with a map",
        body: paragraphs(
          "Print an aerial photo or site plan and walk every drive aisle and parking row with it in hand. Mark problems as you go with simple symbols for cracks, potholes, alligator cracking, ponding, trip hazards and faded markings. Take photos and note where each was taken.",
          "Early morning or late afternoon light makes cracks easier to see because the shadows are longer. A walk right after a storm shows the drainage problems. Both are worth doing at least once a year.",
        ),
      },
      {
        title: "Know what you are looking at",
        body: paragraphs(
          "Long straight cracks along or across the pavement usually come from shrinkage, temperature swings and aging, and they are good candidates for crack sealing. Interconnected cracks that look like alligator skin point to base failure and need full-depth repair. Ruts in the wheel paths suggest a weak section or loads heavier than the pavement was built for.",
          "Raveling, where the surface loses its fine stone and feels rough, is a sign of oxidation and wear. Cracking along unsupported edges means the edge needs better support or drainage. Each kind of distress points to a different fix.",
        ),
      },
      {
        title: "Check the concrete and drainage",
        body: paragraphs(
          "Look at curbs, gutters, sidewalks and ramps for cracks, heaving and trip hazards. Check that inlets and curb openings are clear and that landscape areas are not washing onto the pavement. Note any standing water, or the stains that show where water sits.",
          "Accessible routes deserve special attention. Look for changes in level, damaged ramps and faded accessible stall markings. These items carry both safety and compliance risk.",
        ),
      },
      {
        title: "Turn the notes into a plan",
        body: paragraphs(
          "Sort the findings into immediate safety items, repairs for this year and things to watch. Deep potholes and trip hazards should be handled right away. The rest can be grouped into one project for better pricing.",
          "Share the map with your contractor and ask for a quote broken out by area and task. Keep each year's survey on file so you can compare. Trends tell you more than any single snapshot.",
        ),
      },
    ],
    conclusion:
      "A yearly walk-through turns pavement management from reaction into planning. Map what you see, learn what each kind of distress means and group repairs into sensible projects.",
  },
  {
    title: "How to Write a Pavement Bid Request That Gets Comparable Bids",
    description:
      "When three bids cover three different scopes, no one can compare them. How to write a pavement scope that gets like-for-like prices.",
    createdAt: "2026-02-10",
    image: {
      scene: "parking-lot",
      alt: "Office park parking lot seen from above with a landscaped edge, arrows and parked cars",
      seed: 3026,
    },
    sections: [
      {
        title: "Define the scope clearly",
        body: paragraphs(
          "Start with a site map that shows the work areas, with square footage or linear footage for each task. Spell out the work: crack sealing, patch locations and sizes, number of sealcoat coats and the striping layout. A vague scope invites each bidder to fill the gaps differently.",
          "Include patching quantities if you know them, or ask for a unit price per square foot so patching can be adjusted in the field. Ask for a separate line item for each task. That is what makes the bids comparable.",
        ),
      },
      {
        title: "Specify materials and methods",
        body: paragraphs(
          "Name the sealcoat type and number of coats, whether sand is included and the type of crack sealant. For paving, specify asphalt thickness, mix type and compaction requirements, or point to the geotechnical report. For striping, say what paint to use and whether the layout changes.",
          "If you are not sure what to specify, ask a consultant or a contractor you trust to help write the scope. A well-written scope protects you more than the lowest price does. It also becomes the standard for inspecting the finished work.",
        ),
      },
      {
        title: "Cover logistics and schedule",
        body: paragraphs(
          "List the allowed work hours, phasing requirements, tenant notification duties and towing arrangements. State whether the lot can close entirely or must stay partly open. These factors move the price, so every bidder should know them.",
          "Include the required start and completion dates and say who provides barricades and traffic control. Mention access restrictions and unusual site conditions, such as a loading dock that cannot close. Bidders cannot price what they do not know about.",
        ),
      },
      {
        title: "Ask for qualifications",
        body: paragraphs(
          "Require a current Arizona Registrar of Contractors license in the right classification, proof of insurance and references for similar work. Ask for a written warranty statement. You can check license status on the Registrar's website in a few minutes.",
          "Visit a couple of finished jobs if you can. Ask references about communication, scheduling and cleanup as well as quality. Those details decide how the project feels to your tenants.",
        ),
      },
    ],
    conclusion:
      "Comparable bids come from a clear scope, named materials and known logistics. Put the time into the bid package, and the bids you get back will be easier to compare and easier to hold contractors to.",
  },
  {
    title: "Trench Safety and Shoring on Utility Jobs",
    description:
      "Trenches are among the most hazardous places on a job site. How protective systems, inspections and planning keep crews safe.",
    createdAt: "2026-03-10",
    image: {
      scene: "utility",
      alt: "A trench protected by steel shoring panels and spreaders, with an excavator at the edge",
      seed: 3027,
    },
    sections: [
      {
        title: "Why trenches are dangerous",
        body: paragraphs(
          "Soil is heavy, and a trench wall can collapse without warning. A cave-in can bury a worker in seconds. Vibration from traffic and equipment, water and previously disturbed soil all raise the risk.",
          "Caliche can give a false sense of security because it seems to stand up well. Loose sand or gravel beneath a caliche layer can still slough away and bring the cap down with it. Every trench has to be evaluated by a competent person, however solid it looks.",
        ),
      },
      {
        title: "Protective systems",
        body: paragraphs(
          "OSHA requires a protective system for trenches 5 feet deep or more unless the excavation is made entirely in stable rock. Trenches 20 feet deep or more need a protective system designed by a registered professional engineer. The options are sloping, benching, shoring and shielding.",
          "Trench boxes, also called shields, protect the workers inside them but do not hold the walls in place. Hydraulic shoring presses against the walls to support them. The right choice depends on the soil, depth, available space and nearby traffic.",
        ),
      },
      {
        title: "Access, spoils and inspections",
        body: paragraphs(
          "Trenches 4 feet deep or more need a ladder, ramp or stairway within 25 feet of lateral travel for every worker. Spoil piles and materials must be kept at least 2 feet back from the edge. Heavy equipment needs to stay back as well.",
          "A competent person inspects the trench before each shift and again after rain or anything else that could change conditions. If conditions change, work stops until the trench is made safe. Those inspections are documented.",
        ),
      },
      {
        title: "Planning before the trench is opened",
        body: paragraphs(
          "Trench safety starts with the schedule and the equipment plan. Bring shoring sized for the deepest section, plan where the spoils will go and know where traffic will pass. Underground utilities should already be located and potholed.",
          "Owners can ask contractors about their trench safety program and who the competent person will be. A contractor who answers clearly is likely to run a safe job. Safety and quality tend to travel together.",
        ),
      },
    ],
    conclusion:
      "Trench work is safe when it is planned and protected. Use the right protective system, keep spoils and equipment back from the edge and make sure a competent person inspects every day.",
  },
  {
    title: "Speed Humps, Wheel Stops and Traffic Calming in Parking Lots",
    description:
      "Speeding through a parking lot is a safety and liability issue. Options for slowing traffic, from humps and tables to striping and signs.",
    createdAt: "2026-04-14",
    image: {
      scene: "striping",
      alt: "Accessible stall with wheel stops, blue markings and a hatched aisle next to a sidewalk",
      seed: 3028,
    },
    sections: [
      {
        title: "Why cars speed in parking lots",
        body: paragraphs(
          "Long, straight drive aisles invite speed, especially when they double as shortcuts between streets. Delivery vans and rideshare drivers in a hurry add to the problem. Meanwhile, pedestrians walking out from between parked cars are hard to see.",
          "Before adding devices, look at the layout. Closing a cut-through, adding stop signs or narrowing an aisle with striping can slow traffic without anything physical in the road. Traffic calming works best as a mix of design and devices.",
        ),
      },
      {
        title: "Speed humps and speed tables",
        body: paragraphs(
          "Speed humps are short raised sections of asphalt or prefabricated rubber that force drivers to slow down. Speed tables are longer and flatter and can double as raised crosswalks. Both need paint and signs so drivers see them coming.",
          "Placement matters. Humps should not block drainage, fire lanes or accessible routes. Check with the fire department before putting anything in a fire lane.",
        ),
      },
      {
        title: "Wheel stops",
        body: paragraphs(
          "Wheel stops keep vehicles from overhanging sidewalks and landscaping and protect buildings and equipment. They are usually precast concrete or recycled rubber pinned to the pavement. They can also be trip hazards, so placement and marking matter.",
          "Sometimes a wider sidewalk or a full-height curb is a better answer than wheel stops. Keep them out of accessible routes and access aisles. Paint the ends so they stand out.",
        ),
      },
      {
        title: "Markings and signs",
        body: paragraphs(
          "Crosswalks, stop bars and arrows guide drivers and make pedestrian crossings obvious. Stop signs where drive aisles intersect help keep speeds down. Speed limit signs set expectations, although they work best alongside physical measures.",
          "Keep markings bright with regular restriping, because a faded crosswalk protects no one. Good lighting helps at night. Review the lot again after any changes to see how drivers actually respond.",
        ),
      },
    ],
    conclusion:
      "Traffic calming in a parking lot combines layout, devices and clear markings. Start with the layout, add humps or tables where they are needed and keep every marking visible.",
  },
  {
    title: "Dumpster Pads and Heavy-Load Concrete",
    description:
      "Refuse trucks destroy the asphalt in front of trash enclosures. Why a properly designed concrete pad is the lasting fix.",
    createdAt: "2026-05-12",
    image: {
      scene: "concrete",
      alt: "Heavy concrete slab panels with saw-cut joints next to a curb, gutter and asphalt drive",
      seed: 3029,
    },
    sections: [
      {
        title: "Why asphalt fails at the enclosure",
        body: paragraphs(
          "A loaded front-load refuse truck puts a heavy, concentrated load on its front wheels as it lifts a container. Repeated several times a week at exactly the same spot, that load crushes and shoves asphalt. Liquids leaking from the containers soften the binder too.",
          "The result is the familiar pothole or rutted patch in front of nearly every older trash enclosure. Patching it with more asphalt rarely lasts. The spot needs a different material.",
        ),
      },
      {
        title: "Designing the pad",
        body: paragraphs(
          "A pad for this job should be thicker than a sidewalk and reinforced, with thickness and reinforcement set by the engineer or the city's standard detail. It should extend far enough out to carry the truck's front wheels during pickup. Many cities publish enclosure and approach pad details.",
          "The subgrade is compacted and the base prepared as for any structural slab. Joints are laid out to control cracking. The pad should slope slightly so water drains away from the enclosure.",
        ),
      },
      {
        title: "Building it with minimal disruption",
        body: paragraphs(
          "Coordinate with the waste hauler to skip pickups or move containers during construction and curing. Concrete needs time before it carries a heavy truck, and how long depends on the mix design and the weather. A high-early-strength mix can shorten the wait.",
          "Temporary containers can be staged elsewhere on the site. Tell tenants the schedule in advance. Plan the work so the enclosure is out of service for as short a time as possible.",
        ),
      },
      {
        title: "Keeping it in shape",
        body: paragraphs(
          "Keep the pad clean and its joints sealed. Repair damaged gates and bollards so trucks do not strike the enclosure walls. Check that the transition from the pad to the surrounding asphalt stays smooth.",
          "Sealing the asphalt around the pad and maintaining the joint between the two materials extends the life of both. A well-built pad lasts far longer than the asphalt it replaced. It is one of the best small investments on a commercial lot.",
        ),
      },
    ],
    conclusion:
      "Trash enclosure approaches carry some of the heaviest loads on a commercial lot. A thick, reinforced concrete pad ends the recurring pothole problem and pays for itself over time.",
  },
  {
    title: "Keeping Businesses Open During Parking Lot Work",
    description:
      "Phasing, signs and communication let retail centers and offices stay open while their parking lots are repaved or sealed.",
    createdAt: "2026-06-09",
    image: {
      scene: "parking-lot",
      alt: "Retail parking lot from above with open stalls and cars parked along the rows",
      seed: 3030,
    },
    sections: [
      {
        title: "Plan the phases",
        body: paragraphs(
          "Divide the lot into zones that can close one at a time while entrances and enough parking stay open. Every open business needs access during every phase. A site map showing phases and dates is the core of the plan.",
          "Think through traffic flow: where customers will enter, park and leave during each phase. Temporary one-way routes can help. Fire lanes and accessible parking must stay available throughout.",
        ),
      },
      {
        title: "Communicate early and often",
        body: paragraphs(
          "Notify tenants several weeks ahead with the plan, then again a few days before each phase. Give them notices they can pass on to customers and employees. Post signs at the entrances while the work is under way.",
          "Provide one point of contact for questions. Tenants appreciate knowing exactly who to call. Quick answers keep small issues from growing into big ones.",
        ),
      },
      {
        title: "Schedule around peak hours",
        body: paragraphs(
          "Work during slow hours, which might be nights, early mornings or particular weekdays depending on the tenants. Restaurants, medical offices and shops all have different peaks. Ask each tenant when their busiest times are.",
          "Night work needs lighting, attention to noise and coordination with security. It is not possible for every task. Sealcoating and striping often happen overnight, while paving depends on the asphalt plant's hours.",
        ),
      },
      {
        title: "Protect pedestrians and storefronts",
        body: paragraphs(
          "Active work zones must be separated from pedestrians with barricades, cones and signs. Keep a clear path from open parking to every building entrance, and keep accessible routes usable.",
          "Protect storefronts from tracked sealer and paint; mats at the entrances help. A clean, safe site leaves a good impression on tenants and their customers. That goodwill matters the next time the lot needs work.",
        ),
      },
    ],
    conclusion:
      "Parking lot work does not have to close a business. Phase the work, communicate clearly, schedule around peak hours and protect pedestrians from start to finish.",
  },
  {
    title: "Site Development Sequencing for a Commercial Pad",
    description:
      "From clearing to final striping: the order of work on a commercial site, and why each step depends on the one before it.",
    createdAt: "2026-07-14",
    image: {
      scene: "grading",
      alt: "Early site work on a commercial pad: a dozer, grade stakes and a stockpile in the desert",
      seed: 3031,
    },
    sections: [
      {
        title: "Clearing, grading and dust control",
        body: paragraphs(
          "Site work begins with permits, dust control and stormwater measures in place. The site is cleared and grubbed, and vegetation and unsuitable material are removed. Mass grading then brings the pad and parking areas to rough elevation.",
          "Over-excavation and recompaction under the building follow the geotechnical report, with compaction tests as the fill goes in. The building pad is certified before foundation work begins. Getting this step right protects everything built on top of it.",
        ),
      },
      {
        title: "Underground utilities",
        body: paragraphs(
          "Water, sewer, storm drain, fire lines and dry utilities such as electric and communications come next. Deeper lines usually go in first, followed by shallower ones. Coordinating service connections with utility companies can drive the schedule.",
          "Trench backfill must be compacted and tested, because any settlement will show up later as dips in the pavement. Retention basins and drywells are often built during this phase. Pipes are tested and inspected before anything is paved over them.",
        ),
      },
      {
        title: "Concrete and subgrade",
        body: paragraphs(
          "Curb, gutter and sidewalk are formed and poured after the utilities, setting the edges and grades for paving. Fine grading then brings the subgrade to final elevation. Base material is placed and compacted.",
          "Proof rolling the subgrade with a loaded truck reveals soft spots before paving. Fixing them at this stage is far cheaper than after the asphalt is down. The base is then checked for compaction and grade.",
        ),
      },
      {
        title: "Paving and finishing",
        body: paragraphs(
          "Asphalt goes down in one or more lifts according to the pavement design. Aprons, valley gutters and dumpster pads are poured before or after paving depending on the details. Whenever possible, the final lift waits until heavy construction traffic is finished.",
          "Striping, signs, wheel stops and final cleanup complete the site. Accessible routes and stalls are checked against the plans. A final walk-through with the owner and the inspector closes out the work.",
        ),
      },
    ],
    conclusion:
      "Site development is a sequence in which each step depends on the one before it. Follow the right order and test each layer, and the site will perform for decades.",
  },
  {
    title: "What Goes Into Widening a City Street",
    description:
      "Street widening is much more than new asphalt. A look at utilities, drainage, traffic control and concrete work on a municipal project.",
    createdAt: "2026-08-11",
    image: {
      scene: "road",
      alt: "A freshly paved two-lane road with edge lines and a dashed center line leading toward the mountains",
      seed: 3032,
    },
    sections: [
      {
        title: "Design and permits",
        body: paragraphs(
          "Municipal street projects are designed by civil engineers and built to the agency's standards and specifications. Many agencies in the Phoenix area use the MAG Uniform Standard Specifications and Details along with their own supplements. The contractor builds to those documents and the project plans.",
          "Right-of-way, utility relocations and permits are handled before construction. Utility companies may need to move poles, lines and vaults ahead of the roadwork. Delays in those relocations are one of the most common schedule risks.",
        ),
      },
      {
        title: "Traffic control",
        body: paragraphs(
          "Keeping traffic moving safely is a major part of any street project. Traffic control plans show lane closures, signs, barricades and detours for each phase. Access to homes and businesses has to be maintained throughout.",
          "Flaggers, message boards and temporary striping guide drivers through the work zone. The agency reviews and approves the plans. Changes in the field are coordinated with the inspector before they happen.",
        ),
      },
      {
        title: "Underground and drainage work",
        body: paragraphs(
          "Widening often means extending storm drains, adjusting manholes and valves and building new catch basins. Water and sewer lines may need to be relocated or lowered. All of this happens before the new pavement section is built.",
          "New retention basins or drainage channels may be part of the project as well. Grading of the new roadway follows the drainage design. The new curb and gutter set the final drainage lines.",
        ),
      },
      {
        title: "Building the roadway",
        body: paragraphs(
          "The new section includes compacted subgrade, aggregate base and asphalt placed in lifts according to the design. The joint between new and existing pavement is cut and treated so it does not become a crack. A final mill and overlay across the full width often ties everything together.",
          "Curb, gutter, sidewalk, driveways and ADA ramps are built to the agency's standard details. Striping and signs complete the work. The agency inspects and accepts each element before final acceptance.",
        ),
      },
    ],
    conclusion:
      "A street widening brings together design, utilities, drainage, traffic control and paving. Careful planning and close work with the agency keep the project safe and on schedule for the community.",
  },
];
