// Debian's Chromium, as the journeys, Lighthouse and the install check use it: never a downloaded browser.
export const CHROMIUM_PATH = "/usr/bin/chromium";

// Headless on a machine with no network but loopback: no GPU, no QUIC, no background calls home.
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
