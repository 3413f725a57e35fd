import { beforeAll, describe, expect, it } from 'vitest';
import { type Gazetteer, loadGazetteer, parsePlaceInput, suggestPlaces } from './builtin-places.js';

describe('the built-in address autocomplete', () => {
  let gazetteer: Gazetteer;
  beforeAll(() => {
    gazetteer = loadGazetteer();
  });

  it('splits what was typed into street, city, short state and ZIP', () => {
    expect(parsePlaceInput(' 6250  Hollywood Blvd, Los Angeles, ca 90028 ')).toEqual({
      street: '6250 Hollywood Blvd',
      city: 'Los Angeles',
      state: 'CA',
      zip: '90028',
    });
    expect(parsePlaceInput('440 S Anaheim Blvd, Anaheim')).toEqual({
      street: '440 S Anaheim Blvd',
      city: 'Anaheim',
      state: null,
      zip: null,
    });
    expect(parsePlaceInput('440 S Anaheim Blvd Anaheim 92805-1234 USA')).toEqual({
      street: '440 S Anaheim Blvd Anaheim',
      city: null,
      state: null,
      zip: '92805',
    });
  });

  it('answers a typed ZIP exactly, with its city, short state and coordinates', () => {
    const [only, ...rest] = suggestPlaces(gazetteer, '440 S Anaheim Blvd Anaheim 92805');
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      description: '440 S Anaheim Blvd, Anaheim, CA 92805',
      address: { addressLine1: '440 S Anaheim Blvd', city: 'Anaheim', state: 'CA', country: 'US', zipCode: '92805' },
    });
    expect(only!.address.latitude).toBeCloseTo(33.8, 0);
  });

  it('offers cities by the start of their name, bigger first, each at its most central ZIP', () => {
    const suggestions = suggestPlaces(gazetteer, '900 S Flower St, Los Ang');
    expect(suggestions[0]).toMatchObject({
      address: { city: 'Los Angeles', state: 'CA', addressLine1: '900 S Flower St' },
    });
    expect(suggestions.length).toBeLessThanOrEqual(5);
    // Without commas: the last words are tried as the city.
    expect(suggestPlaces(gazetteer, '440 S Anaheim Blvd Anaheim')[0]).toMatchObject({ address: { city: 'Anaheim' } });
    // A state narrows the cities.
    expect(suggestPlaces(gazetteer, '1 Main St, Springfield, IL').every((s) => s.address.state === 'IL')).toBe(true);
  });

  it('answers nothing without a street, for an unknown ZIP or city, or a ZIP in another state', () => {
    expect(suggestPlaces(gazetteer, 'Los Angeles')).toEqual([]);
    expect(suggestPlaces(gazetteer, '123, Los Angeles')).toEqual([]);
    expect(suggestPlaces(gazetteer, '1 Main St, Nowhereville')).toEqual([]);
    expect(suggestPlaces(gazetteer, '1 Main St, Anaheim, NY 92805')).toEqual([]);
    expect(suggestPlaces(gazetteer, '')).toEqual([]);
  });
});
