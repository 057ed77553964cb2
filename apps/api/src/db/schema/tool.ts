import { pgEnum } from 'drizzle-orm/pg-core';
import { TOOL_CODES } from '@cumplia/shared/enums';

/**
 * The three compliance tools by their template codes (packages/shared `TOOLS`), one PostgreSQL enum
 * for every table keyed on a tool: a company's tools, a gestoría's prices, and later its contracts,
 * invoice lines and renewals.
 */
export const toolEnum = pgEnum('tool', TOOL_CODES);
