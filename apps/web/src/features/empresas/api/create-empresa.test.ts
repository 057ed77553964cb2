import { describe, it } from 'vitest';
import { expectTimeoutAfter } from '../../../test/time-out';
import { createEmpresa } from './create-empresa';

describe('createEmpresa (spec 1 §7, §9)', () => {
  it('waits 30 seconds for the server, not the usual 10', () =>
    expectTimeoutAfter(30, () => createEmpresa({} as Parameters<typeof createEmpresa>[0])));
});
