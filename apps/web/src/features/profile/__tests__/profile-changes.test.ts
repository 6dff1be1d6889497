import { describe, expect, it } from 'vitest';
import { profileChanges, type ProfileValues } from '../profile-changes';

const saved: ProfileValues = {
  fullname: 'Ravi Kumar',
  username: 'ravi.k',
  email: 'ravi@example.com',
  phone_no: '+919876543210',
  sclass: 4,
};

describe('profileChanges', () => {
  it('is empty when nothing changed, spaces and the case of the email aside', () => {
    expect(profileChanges(saved, { ...saved, fullname: ' Ravi Kumar ', email: 'Ravi@Example.com' })).toEqual(
      {},
    );
  });

  it('holds only the changed fields, trimmed', () => {
    expect(profileChanges(saved, { ...saved, fullname: ' Ravi K ', sclass: 5 })).toEqual({
      fullname: 'Ravi K',
      sclass: 5,
    });
  });
});
