// For the Vitest API tests: an empty site with a verified admin and a verified non-admin, and an API token for each.
import { signApiToken } from "~/api/token.server";
import { createUser } from "~/accounts/user.server";
import { seedDatabase } from "~/seed/seed.server";

export async function seedWithApiUsers() {
  await seedDatabase({ demo: false });
  const admin = await createUser({
    name: "Admin",
    email: "admin@example.com",
    password: "admin-password-1",
    isAdmin: true,
    isVerified: true,
  });
  const user = await createUser({
    name: "User",
    email: "user@example.com",
    password: "user-password-1",
    isVerified: true,
  });
  return { adminToken: await signApiToken(admin), userToken: await signApiToken(user) };
}
