import path from "node:path";
import { projectRoot } from "./paths";

export const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const e2eBaseUrl = `http://127.0.0.1:${e2ePort}`;
export const e2eDir = path.join(projectRoot, `tests/.tmp/e2e-${e2ePort}`);
// The production build the test server runs (REMIX_BUILD_DIR lets parallel runs keep separate builds).
export const e2eBuildDir = path.join(projectRoot, process.env.REMIX_BUILD_DIR ?? "build");
// Where that build's browser assets are (remix.config.js puts them beside a custom build, else in public/build).
export const e2eAssetsDir = process.env.REMIX_BUILD_DIR
  ? path.join(e2eBuildDir, "public/build")
  : path.join(projectRoot, "public/build");
export const e2eMailFile = path.join(e2eDir, "mail.jsonl");
export const e2eAdmin = { email: "admin@example.com", password: "admin-password-123" };
export const e2eSessionSecret = "e2e-session-secret-0123456789abcdef";
