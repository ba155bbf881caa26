// No import runs from a lower layer to a higher one (decision 029; the order is in tests/support/layers.ts).
import { describe, expect, test } from "vitest";
import { describeImport, findUpwardImports, LAYERS, layerIndexOf, readSources } from "../support/layers";
import { projectRoot } from "../support/paths";

const layerOf = (file: string) => LAYERS[layerIndexOf(file)]?.name;

describe("the layers", () => {
  test("every import in app/, server/ and scripts/ points down or sideways", () => {
    const sources = readSources(projectRoot, ["app", "server", "scripts"]);
    expect(sources.length).toBeGreaterThan(500);
    expect(findUpwardImports(sources).map(describeImport)).toEqual([]);
  });

  test("every module of app/ has its place in a layer", () => {
    const unplaced = readSources(projectRoot, ["app"])
      .map((source) => source.path)
      .filter((file) => layerIndexOf(file) < 0);
    expect(unplaced).toEqual([]);
  });

  test("the order the decision states: leaves at the bottom, the routes and the HTTP server on top", () => {
    const order = [
      "app/utils/dates.ts",
      "app/env.server.ts",
      "app/db/schema.ts",
      "app/security/csrf.server.ts",
      "app/logs/audit.server.ts",
      "app/mail/outbox.server.ts",
      "app/forms/read-form.server.ts",
      "app/admin/table-query.ts",
      "app/content/site-settings.server.ts",
      "app/estimates/estimate.server.ts",
      "app/site/landing-view.server.ts",
      "app/components/site-nav.tsx",
      "app/api/http.server.ts",
      "app/routes/admin/+shared/tables.server.ts",
      "server/index.ts",
    ].map((file) => layerIndexOf(file));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
    expect(layerOf("app/http/request.server.ts")).toBe(layerOf("app/env.server.ts"));
    expect(layerOf("app/quotes/save-quote.server.ts")).toBe(layerOf("app/estimates/estimate.server.ts"));
    expect(layerOf("app/blog/blog-post.server.ts")).toBe(layerOf("app/accounts/user.server.ts"));
  });
});

describe("the check itself", () => {
  test("reports an upward import by file, specifier and layers, in every form of import", () => {
    const found = findUpwardImports([
      {
        path: "app/content/site-settings.server.ts",
        text: 'import { hashPassword } from "~/auth/accounts.server";',
      },
      { path: "app/utils/dates.ts", text: 'import type { Route } from "../routes/admin/+types/_layout";' },
      { path: "app/db/schema.ts", text: 'export { x } from "~/api/http.server";' },
      { path: "app/mail/outbox.server.ts", text: 'const m = await import("~/estimates/estimate-mails");' },
    ]);
    expect(found.map(describeImport)).toEqual([
      'app/content/site-settings.server.ts imports "~/auth/accounts.server" (content → domains)',
      'app/utils/dates.ts imports "../routes/admin/+types/_layout" (foundation → app)',
      'app/db/schema.ts imports "~/api/http.server" (database → api)',
      'app/mail/outbox.server.ts imports "~/estimates/estimate-mails" (media and mail → domains)',
    ]);
  });

  test("lets imports point down or sideways, and packages through", () => {
    const found = findUpwardImports([
      {
        path: "app/estimates/estimate.server.ts",
        text: [
          'import { db } from "~/db/client.server";',
          'import { audit } from "~/logs/audit.server";',
          'import { movePendingPhotos } from "./estimate-photos.server";',
          'import { quoteSchema } from "~/quotes/quote-schema";',
          'import { eq } from "drizzle-orm";',
          'import fs from "node:fs";',
        ].join("\n"),
      },
    ]);
    expect(found).toEqual([]);
  });

  test("a test may import from above what it tests; its module may not", () => {
    const text = 'import { seedDatabase } from "~/seed/seed.server";';
    expect(findUpwardImports([{ path: "app/content/site-settings.server.test.ts", text }])).toEqual([]);
    expect(findUpwardImports([{ path: "app/content/site-settings.server.ts", text }])).toHaveLength(1);
  });

  test("a new folder without a layer is reported, as importer and as target", () => {
    const found = findUpwardImports([
      { path: "app/widgets/knob.ts", text: 'import { x } from "~/utils/dates";' },
      { path: "app/content/site-settings.server.ts", text: 'import { knob } from "~/widgets/knob";' },
    ]);
    expect(found.map(describeImport)).toEqual([
      'app/widgets/knob.ts imports "~/utils/dates" (no layer → foundation)',
      'app/content/site-settings.server.ts imports "~/widgets/knob" (content → no layer)',
    ]);
  });
});
