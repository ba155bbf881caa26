// Checks JSON-LD against the committed part of the schema.org vocabulary (./vocabulary.json): every type exists,
// every property belongs to its node's type (or a parent), and every value is of a kind the property expects.
import fs from "node:fs";

type TypeDefinition = { parents: string[]; properties: Record<string, string[]> };

// Read as a file: Playwright's and Vitest's module loaders treat JSON imports differently.
const vocabulary = JSON.parse(fs.readFileSync(new URL("./vocabulary.json", import.meta.url), "utf8")) as {
  dataTypes: Record<string, string[]>;
  enumerations: Record<string, string[]>;
  types: Record<string, TypeDefinition>;
};

const types = vocabulary.types;
const dataTypes = vocabulary.dataTypes;
const enumerations = vocabulary.enumerations;

const KEYWORDS = new Set(["@context", "@id", "@type"]);

/** The type and all its ancestors. */
export function ancestorsOf(type: string): string[] {
  const definition = types[type];
  if (!definition) return [];
  return [type, ...definition.parents.flatMap(ancestorsOf)];
}

const isSubtypeOf = (type: string, of: string) =>
  ancestorsOf(type).includes(of) || (dataTypes[type] ?? []).includes(of) || type === of;

function propertyRange(type: string, property: string): string[] | undefined {
  for (const ancestor of ancestorsOf(type)) {
    const range = types[ancestor]?.properties[property];
    if (range) return range;
  }
  return undefined;
}

const isAbsoluteUrl = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

/** Whether a plain value (not a node) fits one of the expected types. */
function literalFits(value: unknown, range: string[]): boolean {
  return range.some((expected) => {
    if (typeof value === "string") {
      if (expected === "Text") return true;
      if (expected === "URL") return isAbsoluteUrl(value);
      if (expected === "Date") return /^\d{4}(-\d{2}(-\d{2})?)?$/.test(value);
      if (expected === "Time") return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
      // schema.org's data model lets a URL stand for a node where a type is expected (a reference).
      if (types[expected]) return isAbsoluteUrl(value);
      const members = enumerations[expected];
      if (members) return members.some((member) => value === `https://schema.org/${member}`);
      return false;
    }
    if (typeof value === "number")
      return expected === "Number" || (expected === "Integer" && Number.isInteger(value));
    if (typeof value === "boolean") return expected === "Boolean";
    return false;
  });
}

/** The problems of one JSON-LD node (and the nodes inside it); an empty list when it fits the vocabulary. */
export function schemaOrgProblems(node: unknown, expected?: string[], where = "$"): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [`${where}: not a node`];
  const record = node as Record<string, unknown>;
  const type = record["@type"];
  if (typeof type !== "string") {
    // A reference to a node described elsewhere ({ "@id": ... }) stands for any type.
    return typeof record["@id"] === "string" && Object.keys(record).length === 1
      ? []
      : [`${where}: no @type`];
  }
  if (!types[type]) return [`${where}: ${type} is not a schema.org type in the vocabulary`];
  const problems: string[] = [];
  if (expected && !expected.some((range) => isSubtypeOf(type, range)))
    problems.push(`${where}: a ${type} where ${expected.join(" or ")} is expected`);
  for (const [property, value] of Object.entries(record)) {
    if (KEYWORDS.has(property) || value === undefined) continue;
    const range = propertyRange(type, property);
    if (!range) {
      problems.push(`${where}.${property}: ${type} has no property ${property}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    values.forEach((item, index) => {
      const at = Array.isArray(value) ? `${where}.${property}[${index}]` : `${where}.${property}`;
      if (typeof item === "object" && item !== null) {
        const classes = range.filter((expectedType) => types[expectedType]);
        if (classes.length === 0) problems.push(`${at}: a node where ${range.join(" or ")} is expected`);
        else problems.push(...schemaOrgProblems(item, classes, at));
      } else if (!literalFits(item, range)) {
        problems.push(`${at}: ${JSON.stringify(item)} is not a ${range.join(" or ")}`);
      }
    });
  }
  return problems;
}

/** Every @type named anywhere in the data. */
export function typesIn(data: unknown): string[] {
  if (Array.isArray(data)) return data.flatMap(typesIn);
  if (typeof data !== "object" || data === null) return [];
  const record = data as Record<string, unknown>;
  return [
    ...(typeof record["@type"] === "string" ? [record["@type"]] : []),
    ...Object.values(record).flatMap(typesIn),
  ];
}
