import path from "node:path";
import { projectRoot } from "./paths";

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDir = path.join(projectRoot, "tests/.tmp/e2e");
export const e2eMailFile = path.join(e2eDir, "mail.jsonl");
export const e2eAdmin = { email: "admin@example.com", password: "admin-password-123" };
