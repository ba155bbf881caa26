// Every attack of the storm, in the order each wave lists them. A new hostile input is one entry here: an Attack (see
// ../attack.ts) in the module of its kind, or in a module of its own.
import type { Attack } from "../attack";
import { eightMbBodies, gzipBodies, multipartOverTheLimit } from "./oversized-bodies";
import { atTheLimit, deepJsonBodies, invalidUtf8, manyFields } from "./parser-shapes";
import { fiftyPhotoUploads, lyingHeadersAndBombs, tusTenGb } from "./pictures";
import { headersAndUrl } from "./raw-http";

export { slowConnections } from "./raw-http";

export const ATTACKS: readonly Attack[] = [
  eightMbBodies,
  deepJsonBodies,
  manyFields,
  gzipBodies,
  headersAndUrl,
  invalidUtf8,
  tusTenGb,
  multipartOverTheLimit,
  atTheLimit,
  lyingHeadersAndBombs,
  fiftyPhotoUploads,
];
