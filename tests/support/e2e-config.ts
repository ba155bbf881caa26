import path from "node:path";
import { projectRoot } from "./paths";

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDir = path.join(projectRoot, `tests/.tmp/e2e-${e2ePort}`);
// The production build the test server runs (BUILD_DIR lets parallel runs keep separate builds).
export const e2eBuildDir = path.join(projectRoot, process.env.BUILD_DIR ?? "build");
// That build's browser files: Vite's assets and a copy of public/.
export const e2eClientDir = path.join(e2eBuildDir, "client");
export const e2eMailFile = path.join(e2eDir, "mail.jsonl");
export const e2eAdmin = { email: "admin@example.com", password: "admin-password-123" };
export const e2eSessionSecret = "e2e-session-secret-0123456789abcdef";
// The Stripe stand-in the e2e server pays deposits through: its keys, and the file where the server writes its address.
export const e2eStripe = {
  secretKey: "sk_test_e2e_quotes",
  webhookSecret: "whsec_e2e_quotes_0123456789",
  urlFile: path.join(e2eDir, "stripe-stand-in.url"),
};
