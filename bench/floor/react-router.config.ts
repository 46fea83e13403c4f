// The floor app is built from this folder (`react-router build bench/floor`), so both paths stay under it.
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
