import { expect, test } from "vitest";
import { createPageCache, type RenderedPage } from "./page-cache";

const page = (body: string, extra: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  body: Buffer.from(body),
  ...extra,
});

test("a page is rendered once, then served compressed from memory until the content version changes", async () => {
  let version = 1;
  let renders = 0;
  const cache = createPageCache({ currentVersion: () => version });
  const render = async () => page(`<p>render ${++renders}</p>`.repeat(100));

  const first = await cache.getOrRender("/", render);
  expect(first.hit).toBe(false);
  const second = await cache.getOrRender("/", render);
  expect(second.hit).toBe(true);
  expect(renders).toBe(1);
  if (!("cached" in second)) throw new Error("expected a cached page");
  expect(second.cached.bodies.gzip.length).toBeLessThan(second.cached.bodies.identity.length);
  expect(second.cached.bodies.br.length).toBeLessThan(second.cached.bodies.identity.length);
  expect(second.cached.etag).toMatch(/^"[\w-]+"$/);

  version = 2;
  const third = await cache.getOrRender("/", render);
  expect(third.hit).toBe(false);
  expect(renders).toBe(2);
});

test("visitors asking at the same moment share one rendering", async () => {
  let renders = 0;
  const cache = createPageCache({ currentVersion: () => 1 });
  const render = async () => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return page("<p>shared</p>");
  };
  await Promise.all(Array.from({ length: 10 }, () => cache.getOrRender("/blog", render)));
  expect(renders).toBe(1);
});

test("errors, cookies and private answers are served but never kept", async () => {
  const cache = createPageCache({ currentVersion: () => 1 });
  const cases: RenderedPage[] = [
    page("missing", { status: 404 }),
    page("cookie", { headers: [["set-cookie", "a=b"]] }),
    page("private", { headers: [["cache-control", "private, no-store"]] }),
  ];
  for (const rendered of cases) {
    const answer = await cache.getOrRender("/x", async () => rendered);
    expect("page" in answer && answer.page).toBe(rendered);
  }
  expect(cache.size()).toBe(0);
});

test("a page expires after its time to live even when nothing changed", async () => {
  let clock = 0;
  const cache = createPageCache({ currentVersion: () => 1, ttlMs: 1000, now: () => clock });
  await cache.getOrRender("/", async () => page("a"));
  clock = 500;
  expect(cache.get("/")).toBeDefined();
  clock = 1500;
  expect(cache.get("/")).toBeUndefined();
});

test("a page that shows the time of day asks for a shorter life than the cache's own", async () => {
  let clock = 0;
  const cache = createPageCache({ currentVersion: () => 1, ttlMs: 10_000, now: () => clock });
  await cache.getOrRender("/contact", async () => page("open now"), 1000);
  await cache.getOrRender("/", async () => page("home"));
  clock = 1500;
  expect(cache.get("/contact")).toBeUndefined();
  expect(cache.get("/")).toBeDefined();
});

test("the cache holds at most maxEntries pages", async () => {
  const cache = createPageCache({ currentVersion: () => 1, maxEntries: 2 });
  for (const key of ["/a", "/b", "/c"]) await cache.getOrRender(key, async () => page(key));
  expect(cache.size()).toBe(2);
  expect(cache.get("/a")).toBeUndefined();
});
