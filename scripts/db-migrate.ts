// `npm run db:migrate`: opening the database applies every pending migration in drizzle/.
import { sqlite } from "~/db/client.server";
import { env } from "~/env.server";

const applied = sqlite.prepare("SELECT count(*) AS n FROM __drizzle_migrations").get() as { n: number };
console.info(`Database ${env.DATABASE_PATH} is up to date (${applied.n} migrations applied).`);
sqlite.close();
