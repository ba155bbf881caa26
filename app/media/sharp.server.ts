import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use: libvips adds about 30 MB to a process's resident memory, and a web server spends most of
 * its life serving pages, resizing an upload only now and then.
 */
export function loadSharp() {
  loading ??= import("sharp").then(({ default: sharp }) => {
    // One thread per picture (the decoder takes one at a time, image-decoder.server.ts): each thread holds buffers of
    // its own, and the other core of a small host is left to the pages.
    sharp.concurrency(1);
    // libvips' operation cache would keep hundreds of megabytes resident after a burst (seeding the demo content, say)
    // for no gain.
    sharp.cache(false);
    return sharp;
  });
  return loading;
}
