// Debian's OpenSSH server as a throw-away SFTP backup box for the restore drill: its own config, host key and
// authorized key in a temp dir, in the foreground (`sshd -D -e`: daemon mode resets connections in some sandboxes),
// 127.0.0.1 only, stopped by PID. As root it runs as "nobody": a root sshd needs the system's /run/sshd, and the test
// creates nothing outside its temp dir. The account signs in with a key only; PAM checks it as the system would.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, stopChild, waitForPort } from "./nginx";

/** sshd: SSHD_PATH when set, else Debian's /usr/sbin/sshd; or null. */
export function findSshd(): string | null {
  const candidate = process.env.SSHD_PATH || "/usr/sbin/sshd";
  try {
    fs.accessSync(candidate, fs.constants.X_OK);
    return spawnSync("ssh-keygen", ["-?"]).error ? null : candidate;
  } catch {
    return null;
  }
}

export type SftpServer = {
  /** sftp://user@127.0.0.1:port<folder>: an empty folder the account can write. */
  replicaUrl: string;
  /** The private key that signs in (readable by the current user only). */
  keyFile: string;
  stop: () => Promise<void>;
};

function accountId(name: string) {
  const id = (flag: string) => Number(spawnSync("id", [flag, name], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function startSftpServer(sshd: string): Promise<SftpServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-sftp-"));
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? "nobody" : os.userInfo().username;
  const account = asRoot ? accountId(user) : { uid: process.getuid!(), gid: process.getgid!() };
  fs.chmodSync(dir, 0o755);
  const serverDir = path.join(dir, "sshd");
  const replicaDir = path.join(dir, "replica");
  fs.mkdirSync(serverDir);
  fs.mkdirSync(replicaDir);

  const keygen = (file: string) => {
    const made = spawnSync(
      "ssh-keygen",
      ["-q", "-t", "ed25519", "-N", "", "-C", "restore-drill", "-f", file],
      {
        encoding: "utf8",
      },
    );
    if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr}`);
  };
  const hostKey = path.join(serverDir, "host_ed25519");
  const keyFile = path.join(dir, "client_ed25519");
  keygen(hostKey);
  keygen(keyFile);
  const authorizedKeys = path.join(serverDir, "authorized_keys");
  fs.copyFileSync(`${keyFile}.pub`, authorizedKeys);

  const port = await freePort();
  const configFile = path.join(serverDir, "sshd_config");
  fs.writeFileSync(
    configFile,
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${hostKey}
PidFile ${path.join(serverDir, "sshd.pid")}
AuthorizedKeysFile ${authorizedKeys}
AllowUsers ${user}
PubkeyAuthentication yes
PasswordAuthentication no
KbdInteractiveAuthentication no
PermitRootLogin prohibit-password
UsePAM yes
StrictModes no
PrintMotd no
X11Forwarding no
AllowTcpForwarding no
Subsystem sftp internal-sftp
`,
  );
  // The server's files and the replica folder belong to the account sshd runs as (it insists on owning its host key).
  for (const file of [serverDir, hostKey, authorizedKeys, configFile, replicaDir]) {
    fs.chownSync(file, account.uid, account.gid);
  }

  const log = path.join(dir, "sshd.log");
  const output = fs.openSync(log, "a");
  const child = spawn(sshd, ["-D", "-e", "-f", configFile], {
    stdio: ["ignore", output, output],
    ...(asRoot ? { uid: account.uid, gid: account.gid } : {}),
  });
  fs.closeSync(output);
  const stop = async () => {
    await stopChild(child, "SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, { exited: () => child.exitCode !== null || child.signalCode !== null });
  } catch (error) {
    const said = fs.readFileSync(log, "utf8");
    await stop();
    throw new Error(`sshd did not start: ${(error as Error).message}\n${said.trim()}`);
  }
  return { replicaUrl: `sftp://${user}@127.0.0.1:${port}${replicaDir}`, keyFile, stop };
}
