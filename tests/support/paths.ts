import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
