import { getUserRole as getUserRoleEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { describe, expect, it } from 'vitest';
import { paths } from '#web/lib/paths';
import { withQuery, withSearch } from '#web/lib/url';

describe('paths', () => {
  it('encodes parameters', () => {
    expect(paths.location('AD708')).toBe('/location/AD708');
    expect(paths.orderStatus('AD 708', 'A/B')).toBe('/location/AD%20708/order/A%2FB/status');
    expect(endpointPath(getUserRoleEndpoint, { vendorId: 'v/1' })).toBe(
      '/vendor-auth-service/v1/vendors/v%2F1/user-role',
    );
  });

  it('adds query strings, leaving out empty values', () => {
    expect(withQuery('/x', { a: 'b c', d: undefined, e: '', f: 0 })).toBe('/x?a=b+c&f=0');
    expect(withQuery('/x', {})).toBe('/x');
  });

  it('keeps a search string', () => {
    expect(withSearch('/location/AD708', '?a=1')).toBe('/location/AD708?a=1');
    expect(withSearch('/location/AD708', '')).toBe('/location/AD708');
  });
});
