import { describe, expect, it } from 'vitest';
import { ROLES } from '@cumplia/shared/enums';
import { refuseDelete, refuseUpdate, USUARIO_POLICY_MESSAGES, type PolicyAccount } from './usuario-policy.ts';

const account = (id: string, roles: PolicyAccount['roles'], enabled = true): PolicyAccount => ({ id, roles, enabled });
const ana = account('ana', [ROLES.CUMPLIA]);
const bea = account('bea', [ROLES.CUMPLIA]);
const luis = account('luis', [ROLES.CUMPLIA_WORKER]);
const marta = account('marta', [ROLES.MANAGEMENT]);

const messageOf = (refusal: ReturnType<typeof refuseUpdate>) => refusal && [refusal.statusCode, refusal.message];

describe('the users policy', () => {
  it('keeps the last enabled superadmin, whoever disables, demotes or deletes them', () => {
    const last = [409, USUARIO_POLICY_MESSAGES.lastSuperadmin];
    expect(messageOf(refuseUpdate(ana, bea, { enabled: false, roles: bea.roles }, 1))).toEqual(last);
    expect(messageOf(refuseUpdate(ana, bea, { enabled: true, roles: [ROLES.CUMPLIA_WORKER] }, 1))).toEqual(last);
    expect(messageOf(refuseDelete(ana, bea, 1))).toEqual(last);
    expect(refuseUpdate(ana, bea, { enabled: false, roles: bea.roles }, 2)).toBeNull();
    expect(refuseDelete(ana, bea, 2)).toBeNull();
    // A disabled superadmin is not one of those kept: enabling them is never refused.
    expect(refuseUpdate(ana, account('eva', [ROLES.CUMPLIA], false), { enabled: true, roles: [ROLES.CUMPLIA] }, 1)).toBeNull();
  });

  it('lets only a superadmin touch staff roles and staff accounts', () => {
    expect(messageOf(refuseUpdate(luis, marta, { enabled: true, roles: [ROLES.MANAGEMENT, ROLES.CUMPLIA] }, 1))).toEqual([403, USUARIO_POLICY_MESSAGES.staffRolesBySuperadmin]);
    expect(messageOf(refuseUpdate(luis, luis, { enabled: true, roles: [ROLES.CUMPLIA] }, 1))).toEqual([403, USUARIO_POLICY_MESSAGES.staffOnlyBySuperadmin]);
    expect(messageOf(refuseDelete(luis, ana, 2))).toEqual([403, USUARIO_POLICY_MESSAGES.staffOnlyBySuperadmin]);
    expect(refuseUpdate(luis, marta, { enabled: false, roles: [ROLES.COMPANY] }, 1)).toBeNull();
    expect(refuseUpdate(ana, marta, { enabled: true, roles: [ROLES.CUMPLIA_WORKER] }, 1)).toBeNull();
    // A superadmin disabled meanwhile has no superadmin power left.
    expect(refuseUpdate(account('ana', [ROLES.CUMPLIA], false), marta, { enabled: true, roles: [ROLES.CUMPLIA] }, 1)?.statusCode).toBe(403);
  });
});
