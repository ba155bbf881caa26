import type { CustomerJson } from "~/api/contract/newsletter";
import type { CustomerRow } from "~/newsletter/subscriber.server";

export function customerToJson(customer: CustomerRow): CustomerJson {
  return {
    _id: customer.id,
    email: customer.email,
    phone: customer.phone,
    status: customer.status,
    confirmedAt: customer.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: customer.unsubscribedAt?.toISOString() ?? null,
    createdAt: customer.createdAt.toISOString(),
  };
}
