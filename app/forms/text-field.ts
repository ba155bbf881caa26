import { z } from "zod";

// Text fields of the office's content forms (settings, services, pages), with messages that name the field. An empty
// form field arrives as undefined: a required text says what is missing, an optional one reads it as "".

const text = (label: string, max: number, missing = `${label} is required`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : `${label} must be text`) })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  text(label, max, missing).min(1, missing);

export const optionalText = (label: string, max: number) => text(label, max).optional().default("");
