// Before the browser tests (`npm test`): the Debian packages they drive. Chromium is required; nginx (the deployment
// test runs it in front of the build), openssl (its certificate) and openssh-server (the restore drill's sftp replica)
// are installed beside it when we can. As root with apt, missing ones are installed; otherwise the script stops with
// the one command to run (or, when only optional ones are missing, says which tests they skip).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const onPath = (command) =>
  spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

// What each optional package's absence skips.
const skips = {
  "nginx-light": "the deployment test",
  openssl: "the deployment test",
  "openssh-server": "the restore drill's sftp case",
};
const missing = [];
if (!fs.existsSync(chromium)) missing.push("chromium");
if (!fs.existsSync("/usr/sbin/nginx") && !onPath("nginx") && !process.env.NGINX_PATH)
  missing.push("nginx-light");
if (!onPath("openssl")) missing.push("openssl");
if (!fs.existsSync(process.env.SSHD_PATH || "/usr/sbin/sshd")) missing.push("openssh-server");

if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  const canInstall = process.getuid?.() === 0 && onPath("apt-get");
  if (!canInstall) {
    const required = missing.includes("chromium");
    const skipped = [...new Set(missing.map((name) => skips[name]))].join(" and ");
    console[required ? "error" : "warn"](
      `${required ? "The browser tests need" : `Skipped without them: ${skipped}. Missing:`} ${missing.join(", ")}. Install ${
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
