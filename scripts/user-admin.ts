// `npm run user:admin -- <email>`: makes an existing user an administrator (and verified).
import { sqlite } from "~/db/client.server";
import { writeLog } from "~/models/log.server";
import { getUserByEmail, updateUser } from "~/models/user.server";

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
updateUser(user.id, { isAdmin: true, isVerified: true });
writeLog({
  event: "user.admin-grant",
  message: `Promoted ${user.email} to admin from the command line`,
  detail: { userId: user.id },
});
console.info(`${user.email} is now an administrator.`);
sqlite.close();
