// Installs what the browser tests need from Debian when it is missing: Chromium and Thai fonts.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { CHROMIUM_PATH } from "./chromium.mjs";
import { run } from "./lib.mjs";

const missing = [];
if (!existsSync(CHROMIUM_PATH)) missing.push("chromium");
const thaiFonts = spawnSync("fc-list", [":lang=th"], { encoding: "utf8" });
if (thaiFonts.status !== 0 || thaiFonts.stdout.trim() === "") missing.push("fonts-thai-tlwg", "fonts-noto-core");

if (missing.length > 0) {
  const apt = process.getuid?.() === 0 ? ["apt-get"] : ["sudo", "apt-get"];
  const [command, ...prefix] = apt;
  console.log(`Installing ${missing.join(", ")} with apt-get…`);
  run(command, [...prefix, "update", "-qq"]);
  run(command, [...prefix, "install", "-y", "-qq", "--no-install-recommends", ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
