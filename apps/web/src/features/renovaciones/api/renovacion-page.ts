import { pageResponseSchema } from '@cumplia/shared/schemas/page';
import { renovacionSchema } from '@cumplia/shared/schemas/renovacion';

/** A page of renewals (spec 3 §3 "Paged response"). */
export const renovacionPageSchema = pageResponseSchema(renovacionSchema);
