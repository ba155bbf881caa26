// Before the browser tests (`npm test`): the Debian packages they drive. Chromium is required; nginx (the deployment
// test runs it in front of the build) and openssl (its certificate) are installed beside it when we can. As root with
// apt, missing ones are installed; otherwise the script stops with the one command to run.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const onPath = (command) =>
  spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const missing = [];
if (!fs.existsSync(chromium)) missing.push("chromium");
if (!fs.existsSync("/usr/sbin/nginx") && !onPath("nginx") && !process.env.NGINX_PATH)
  missing.push("nginx-light");
if (!onPath("openssl")) missing.push("openssl");

if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  const canInstall = process.getuid?.() === 0 && onPath("apt-get");
  if (!canInstall) {
    const required = missing.includes("chromium");
    console[required ? "error" : "warn"](
      `${required ? "The browser tests need" : "The deployment test is skipped without"} ${missing.join(", ")}. Install ${
        missing.length > 1 ? "them" : "it"
      } with:\n  sudo sh -c '${command}'${required ? "\nor set CHROMIUM_PATH to a Chromium binary." : ""}`,
    );
    if (required) process.exit(1);
  } else {
    console.info(`Installing Debian packages for the browser tests: ${missing.join(", ")}`);
    const result = spawnSync("sh", ["-c", command], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
