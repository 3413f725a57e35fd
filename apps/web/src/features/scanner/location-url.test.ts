import { describe, expect, it } from 'vitest';
import { parseLocationUrl } from './location-url';

const location = (vendorLocationId: string) => ({ ok: true, target: { kind: 'location', vendorLocationId } });
const shortCode = (code: string) => ({ ok: true, target: { kind: 'shortCode', code } });
const invalidFormat = { ok: false, error: 'Invalid URL format.' };
const invalidParam = { ok: false, error: 'Invalid param value.' };

describe('parseLocationUrl', () => {
  it('reads L, LOCATION and R in any case, from any host', () => {
    expect(parseLocationUrl('https://queueless.app/L/AD708')).toEqual(location('AD708'));
    expect(parseLocationUrl('http://localhost:3100/l/ad708')).toEqual(location('AD708'));
    expect(parseLocationUrl('https://example.com/location/AD709')).toEqual(location('AD709'));
    expect(parseLocationUrl('https://example.com/Location/sky01')).toEqual(location('SKY01'));
    expect(parseLocationUrl('https://example.com/R/DEMO')).toEqual(shortCode('DEMO'));
    expect(parseLocationUrl('https://example.com/r/Patio')).toEqual(shortCode('Patio'));
  });

  it('reads a bare path, such as a short code redirect answers', () => {
    expect(parseLocationUrl('/location/AD708')).toEqual(location('AD708'));
    expect(parseLocationUrl('  /L/AD708  ')).toEqual(location('AD708'));
  });

  it('ignores the query, the fragment and one trailing slash', () => {
    expect(parseLocationUrl('https://example.com/L/AD708/?utm_source=poster#top')).toEqual(location('AD708'));
  });

  it("answers 'Invalid URL format.' unless the path has exactly two segments", () => {
    expect(parseLocationUrl('https://example.com/')).toEqual(invalidFormat);
    expect(parseLocationUrl('https://example.com/L')).toEqual(invalidFormat);
    expect(parseLocationUrl('https://example.com/L/')).toEqual(invalidFormat);
    expect(parseLocationUrl('https://example.com/location/AD708/order/review')).toEqual(invalidFormat);
    expect(parseLocationUrl('https://example.com/staff/L/AD708')).toEqual(invalidFormat);
  });

  it("answers 'Invalid URL format.' for another first segment or text that is not a URL", () => {
    expect(parseLocationUrl('https://example.com/X/AD708')).toEqual(invalidFormat);
    expect(parseLocationUrl('https://example.com/locations/AD708')).toEqual(invalidFormat);
    expect(parseLocationUrl('ORDER0000000000000ABC123')).toEqual(invalidFormat);
    expect(parseLocationUrl('')).toEqual(invalidFormat);
    expect(parseLocationUrl('ftp://example.com/L/AD708')).toEqual(invalidFormat);
    expect(parseLocationUrl('//example.com/L/AD708')).toEqual(invalidFormat);
  });

  it("answers 'Invalid param value.' for an empty or unusable second segment", () => {
    expect(parseLocationUrl('https://example.com/L//')).toEqual(invalidParam);
    expect(parseLocationUrl('https://example.com/L/%20')).toEqual(invalidParam);
    expect(parseLocationUrl('https://example.com/R/%20%20')).toEqual(invalidParam);
    expect(parseLocationUrl('https://example.com/L/AD%20708')).toEqual(invalidParam);
    expect(parseLocationUrl('https://example.com/L/%E0%A4%A')).toEqual(invalidParam);
    expect(parseLocationUrl(`https://example.com/R/${'x'.repeat(65)}`)).toEqual(invalidParam);
  });
});
