// One blog post's text for the tests that write, save or send a post: valid for the writers' schema, the editor and
// the API (three sections, each body long enough). Tests spread it and change only what they check.
export const sampleWrittenPost = {
  title: "Sealcoating Schedules for Mesa HOAs",
  description: "How often to sealcoat private streets in the desert.",
  sections: [
    { title: "Why", body: "Sun and water age asphalt; sealcoat slows both down." },
    { title: "When", body: "Every three to four years suits most HOA streets here." },
    { title: "How", body: "We clean, crack seal, then apply two coats and restripe." },
  ],
  conclusion: "Call us to plan your next cycle.",
};
