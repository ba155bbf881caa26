// `npm run db:seed`: fills an empty database with site settings (and the demo content unless SEED=none).
import { sqlite } from "~/db/client.server";
import { env } from "~/env.server";
import { ensureAdminUser } from "~/accounts/user.server";
import { seedDatabase } from "~/seed/seed.server";

const report = await seedDatabase({ demo: env.SEED === "demo" });
const admin = await ensureAdminUser(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
console.info(
  `Seed (${env.SEED}): settings ${report.settings ? "written" : "kept"}, ${report.projects} projects, ` +
    `${report.blogPosts} blog posts, ${report.keywords} keywords, ${report.serviceAreas} service areas, ` +
    `${report.testimonials} testimonials added${admin ? `, admin ${admin.email} created` : ""}.`,
);
sqlite.close();
