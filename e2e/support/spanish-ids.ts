import { randomInt } from 'node:crypto';
import { cifFor, dniFor } from '../../apps/api/test/support/spanish-ids.ts';

// The journeys share one server for the whole run: every company, collaborator and user they create
// needs a NIF/CIF and a username that no other journey (and no demo record) uses.
let sequence = randomInt(1_000_000, 8_000_000);

/** A valid CIF of an S.L. that no other journey of this run uses. */
export const uniqueCif = () => cifFor((sequence += 7919));

/** A valid DNI (8 digits and its letter) that no other journey of this run uses. */
export const uniqueDni = () => dniFor(10_000_000 + ((sequence += 7919) % 89_999_999));
