import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (the HTTP benchmark builds one of its own).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
