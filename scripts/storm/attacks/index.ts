// Every attack of the storm, in the order each wave lists them. A new hostile input is one entry here: an Attack (see
// ../attack.ts) in the module of its kind, or in a module of its own.
import type { Attack } from "../attack";
import { thousandFileParts } from "./bounded-work";
import { eightMbBodies, gzipBodies, multipartOverTheLimit } from "./oversized-bodies";
import { atTheLimit, deepJsonBodies, invalidUtf8, manyFields } from "./parser-shapes";
import { decodeMemory } from "./decode-memory";
import { fiftyPhotoUploads, lyingHeadersAndBombs, tusTenGb } from "./pictures";
import { quotePdfs } from "./quote-pdfs";
import { headersAndUrl } from "./raw-http";
import { slowUploads } from "./slow-uploads";

export { slowConnections } from "./raw-http";
export { slowReaders } from "./bounded-work";

export const ATTACKS: readonly Attack[] = [
  eightMbBodies,
  deepJsonBodies,
  manyFields,
  gzipBodies,
  headersAndUrl,
  invalidUtf8,
  tusTenGb,
  multipartOverTheLimit,
  thousandFileParts,
  atTheLimit,
  lyingHeadersAndBombs,
  decodeMemory,
  fiftyPhotoUploads,
  slowUploads,
  quotePdfs,
];
