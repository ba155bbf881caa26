import { describe, expect, it } from "vitest";
import { HELD_MODULE_TYPE, HELD_PRELOAD_REL, startScriptsAfterPaint } from "./scripts-after-paint";

type PaintEntry = { name: string; startTime: number };

/**
 * Runs the inline script against a browser of our own: frames and the first paint happen when a test says so, and
 * timers run when it flushes them. `woken()` tells whether the boot module has been turned back into a module.
 */
function scriptedBrowser({ paintTiming = true } = {}) {
  const timers: (() => void)[] = [];
  let frames: ((time: number) => void)[] = [];
  let paintObserver: ((list: { getEntriesByName: (name: string) => PaintEntry[] }) => void) | null = null;
  let reported: PaintEntry[] = [];
  const boot = { type: HELD_MODULE_TYPE, parentNode: null as unknown };
  const preload = { rel: HELD_PRELOAD_REL };
  const body = {
    removeChild: () => undefined,
    insertBefore: () => undefined,
  };
  boot.parentNode = body;
  const document = {
    querySelector: (selector: string) =>
      selector.includes(HELD_MODULE_TYPE) && boot.type === HELD_MODULE_TYPE ? boot : null,
    querySelectorAll: () => [preload],
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "largest-contentful-paint"] : ["resource"];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {
      if (reported.length)
        paintObserver?.({ getEntriesByName: (name) => reported.filter((e) => e.name === name) });
    }
    disconnect() {
      paintObserver = null;
    }
  }
  const window = { PerformanceObserver };
  const run = new Function(
    "window",
    "document",
    "requestAnimationFrame",
    "setTimeout",
    startScriptsAfterPaint,
  );

  return {
    /** The first paint, presented at `time`, before or after the script ran. */
    paint(time: number) {
      reported = [{ name: "first-contentful-paint", startTime: time }];
      paintObserver?.({ getEntriesByName: (name) => reported.filter((e) => e.name === name) });
    },
    start() {
      run(
        window,
        document,
        (callback: (time: number) => void) => frames.push(callback),
        (callback: () => void) => timers.push(callback),
      );
    },
    /** A frame begins at `time`: its requestAnimationFrame callbacks run. */
    frame(time: number) {
      const due = frames;
      frames = [];
      for (const callback of due) callback(time);
    },
    flushTimers() {
      while (timers.length) timers.shift()!();
    },
    woken: () => boot.type === "module",
    preloadRel: () => preload.rel,
  };
}

describe("startScriptsAfterPaint", () => {
  it("starts the scripts once the frame that followed the whole page's parse has been presented", () => {
    const browser = scriptedBrowser();
    browser.start();
    browser.frame(100);
    browser.flushTimers();
    expect(browser.woken()).toBe(false);
    browser.paint(116);
    browser.flushTimers();
    expect(browser.woken()).toBe(true);
    expect(browser.preloadRel()).toBe("modulepreload");
  });

  it("waits one frame more when the browser showed part of the page before it parsed the rest", () => {
    const browser = scriptedBrowser();
    browser.paint(40);
    browser.start();
    browser.flushTimers();
    expect(browser.woken()).toBe(false);
    browser.frame(100);
    browser.flushTimers();
    expect(browser.woken(), "the frame showing the rest of the page is not presented yet").toBe(false);
    browser.frame(116);
    browser.flushTimers();
    expect(browser.woken()).toBe(true);
  });

  it("waits for the first paint however many frames pass", () => {
    const browser = scriptedBrowser();
    browser.start();
    for (const time of [100, 116, 132]) browser.frame(time);
    browser.flushTimers();
    expect(browser.woken()).toBe(false);
    browser.paint(140);
    browser.flushTimers();
    expect(browser.woken()).toBe(true);
  });

  it("waits for the next frame in a browser without paint timing", () => {
    const browser = scriptedBrowser({ paintTiming: false });
    browser.start();
    browser.flushTimers();
    expect(browser.woken()).toBe(false);
    browser.frame(100);
    browser.flushTimers();
    expect(browser.woken()).toBe(true);
  });
});
