// Node's HTTP parser hands each chunk of a request body to JavaScript as a fresh buffer, freed only when V8 collects
// it. A refused body read on and dropped (so that the client sees the refusal rather than a reset connection) makes
// nothing else for V8 to collect, so nothing collects those chunks until V8's 64 MB allowance for memory outside its
// heap is spent: 50 photo uploads refused at once left 60 MB of dropped chunks resident (issue 37's storm test).
// Every DISCARDED_BYTES_PER_COLLECTION dropped, a young-generation collection (a millisecond or two, the young
// generation being at most 16 MB) frees them; the server runs with `--expose-gc` (scripts/server-env.mjs), and
// without it (development, tests) nothing is asked.

const DISCARDED_BYTES_PER_COLLECTION = 8 * 1024 * 1024;

let discarded = 0;

/** Counts `bytes` of a body read and dropped; past the allowance, has their buffers collected. */
export function noteDiscardedBytes(bytes: number) {
  discarded += bytes;
  if (discarded < DISCARDED_BYTES_PER_COLLECTION) return;
  discarded = 0;
  globalThis.gc?.({ type: "minor" });
}
