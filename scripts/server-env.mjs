// What the production server's environment always holds, however it is started (scripts/start.mjs, so `npm start` and
// the systemd unit; the benchmarks and the storm test, which start it as deployed).

/**
 * glibc's malloc keeps at most two arenas, instead of one per thread that allocates (libvips' and argon2's workers):
 * after a burst of uploads those held 60 MB more resident memory (issue 37's storm test: 293 MB against 229 MB).
 */
export const DEPLOYED_ENV = { MALLOC_ARENA_MAX: "2" };
