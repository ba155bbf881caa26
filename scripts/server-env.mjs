// What the production server's environment and Node flags always hold, however it is started (scripts/start.mjs, so
// `npm start` and the systemd unit; the benchmarks, the storm test and the nginx test, which start it as deployed).

/**
 * V8's heap limits. The old space at 128 MB: without a limit a busy server lets its heap grow to twice what it needs
 * before collecting. The young generation at 8 MB a semi-space (Node 20 gave 16 by default): Node 24 sizes it from
 * the machine, and on this 2-core, 24 GB machine a server at rest held 128 MB of new space (217 MB resident, against
 * 133 MB with this flag, 155 MB with 16 MB, and 131 MB on Node 20; decision 030). `--expose-gc`: the server has the
 * chunks of refused bodies it drains collected as it goes (server/discarded-bytes.ts; decision 028).
 */
export const DEPLOYED_NODE_FLAGS = ["--max-old-space-size=128", "--max-semi-space-size=8", "--expose-gc"];

/**
 * glibc's malloc keeps at most two arenas, instead of one per thread that allocates (libvips' and argon2's workers):
 * after a burst of uploads those held 60 MB more resident memory (issue 37's storm test: 293 MB against 229 MB).
 *
 * Its thresholds are fixed: by default glibc raises both each time a large block is freed (up to 32 MB), and after
 * one photo's bitmap every buffer under that size (the 64 KB chunks of request bodies, libvips' tiles) comes from the
 * arenas, where what is freed stays resident. A block of 32 KiB or more is a mapping of its own, returned when freed.
 * At 32 KiB (not 64 or 128) that takes in the buffers of a rendered page, about 40 KB, whose holes held 20 to 40 MB
 * of the main arena after the benchmark's load (decision 031). Free memory at an arena's top is given back past
 * 128 KiB (decision 028).
 */
export const DEPLOYED_ENV = {
  MALLOC_ARENA_MAX: "2",
  MALLOC_MMAP_THRESHOLD_: "32768",
  MALLOC_TRIM_THRESHOLD_: "131072",
};
