// `npm run user:admin -- <email>`: makes an existing, verified user an administrator.
import { sqlite } from "~/db/client.server";
import { logEvent, systemContext } from "~/logs/audit.server";
import { setUserAdmin } from "~/accounts/user-admin.server";
import { getUserByEmail } from "~/accounts/user.server";

const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run user:admin -- <email>");
  process.exit(2);
}
const user = getUserByEmail(email);
if (!user) {
  console.error(`No user has the e-mail ${email}.`);
  process.exit(1);
}
// The same rule as the back office: only a verified account is made an admin.
const result = setUserAdmin(null, user.id, true);
if (!result.ok) {
  console.error(result.error);
  process.exit(1);
}
logEvent(systemContext(), {
  event: "user.admin-grant",
  message: `Promoted ${user.email} to admin from the command line`,
  detail: { userId: user.id },
});
console.info(`${user.email} is now an administrator.`);
sqlite.close();
