import type { UserJson } from "~/api/contract/accounts";
import type { PublicUser, UserRow } from "~/accounts/user.server";

export function userToJson(user: UserRow | PublicUser): UserJson {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    isVerified: user.isVerified,
    createdAt: user.createdAt.toISOString(),
  };
}
