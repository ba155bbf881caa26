// A few customers' words for a new demo site, written for it. `project` names a demo project by title.
export const demoTestimonials: { quote: string; name: string; city: string; project?: string }[] = [
  {
    quote:
      "They sealed every street in our community without a single resident being stuck at home. The door hangers and the phase schedule made the board's job easy.",
    name: "Linda R., HOA board president",
    city: "Mesa",
    project: "Ocotillo Bend HOA Private Streets",
  },
  {
    quote:
      "Our lot was done in two weekdays and looked brand new for Sunday. The crew cleaned up after themselves every evening.",
    name: "Pastor Dan M.",
    city: "Gilbert",
  },
  {
    quote:
      "Clear estimate, no surprises on the invoice, and the new ramps passed the city's inspection the first time.",
    name: "Priya S., property manager",
    city: "Chandler",
  },
  {
    quote:
      "They answered the phone on a Saturday when a monsoon storm opened potholes at our entrance, and had them safe by Monday.",
    name: "Tom K.",
    city: "",
  },
];
