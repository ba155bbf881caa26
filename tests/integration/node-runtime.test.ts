import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";

// The project brings its own Node (decision 025): the devDependency `node` in node_modules/.bin, on which npm runs
// every script, CI's and the systemd unit's included. These checks fail when a script runs on another Node, or when
// the places that name the version disagree.
const packageJson = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const nvmrcMajor = fs.readFileSync(".nvmrc", "utf8").trim();
const majorOf = (range: string) => /(\d+)/.exec(range)?.[1];

describe("the project's Node", () => {
  it("runs the tests", () => {
    expect(process.versions.node.split(".")[0]).toBe(nvmrcMajor);
  });

  it("is the one .nvmrc, engines, the node devDependency and the systemd units name", () => {
    expect(majorOf(packageJson.engines.node)).toBe(nvmrcMajor);
    expect(majorOf(packageJson.devDependencies.node)).toBe(nvmrcMajor);
    expect(fs.realpathSync(process.execPath)).toBe(fs.realpathSync("node_modules/.bin/node"));
    for (const unit of ["contractor-site.service", "contractor-site-backup.service"]) {
      const text = fs.readFileSync(`deploy/systemd/${unit}`, "utf8");
      expect(text, unit).toMatch(/^ExecStart=\/srv\/contractor-site\/node_modules\/\.bin\/node /m);
    }
  });

  it("loads the native modules", () => {
    const load = spawnSync(
      process.execPath,
      [
        "-e",
        "new (require('better-sqlite3'))(':memory:').close(); require('@node-rs/argon2'); require('sharp')",
      ],
      { encoding: "utf8" },
    );
    expect(load.stderr).toBe("");
    expect(load.status).toBe(0);
  });
});
