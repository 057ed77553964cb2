import { z } from 'zod';
import { TOOL_CODES } from '../enums.ts';

// Apart from enums.ts, which has no zod, so that a page needing only the constants does not load it
// (the public pages, docs/decisions/0055).

/** A tool code on the wire, in a job's payload or a route's parameter: one of TOOL_CODES. */
export const toolCodeSchema = z.enum(TOOL_CODES);

/** The same, with the message a form or a route shows for anything else. */
export const toolCodeField = (message: string) => z.enum(TOOL_CODES, { error: message });
