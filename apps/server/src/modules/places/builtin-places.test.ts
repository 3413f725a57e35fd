import { beforeAll, describe, expect, it } from 'vitest';
import { builtinPlacesHints, type Gazetteer, loadGazetteer, parsePlaceInput, suggestPlaces } from './builtin-places.js';

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
    const { suggestions, hint } = suggestPlaces(gazetteer, '440 S Anaheim Blvd Anaheim 92805');
    const [only, ...rest] = suggestions;
    expect(rest).toEqual([]);
    expect(hint).toBeNull();
    expect(only).toMatchObject({
      description: '440 S Anaheim Blvd, Anaheim, CA 92805',
      address: { addressLine1: '440 S Anaheim Blvd', city: 'Anaheim', state: 'CA', country: 'US', zipCode: '92805' },
    });
    expect(only!.address.latitude).toBeCloseTo(33.8, 0);
    expect(suggestPlaces(gazetteer, '6250 Hollywood Blvd, Los Angeles, CA 90028').suggestions).toMatchObject([
      { address: { addressLine1: '6250 Hollywood Blvd', zipCode: '90028' } },
    ]);
  });

  it('never invents a ZIP: a street with a city, or a street alone, offers nothing and says to type the ZIP', () => {
    // It once offered 90007 (the city's middle) for an address in 90028, and stored that ZIP's coordinates.
    for (const typed of [
      '6250 Hollywood Blvd, Los Angeles',
      '6250 Hollywood Blvd, Los Angeles, CA',
      '6250 Hollywood Blvd',
    ]) {
      expect(suggestPlaces(gazetteer, typed), typed).toEqual({ suggestions: [], hint: builtinPlacesHints.zip });
    }
    expect(suggestPlaces(gazetteer, '440 S Anaheim Blvd Anaheim')).toEqual({
      suggestions: [],
      hint: builtinPlacesHints.zip,
    });
  });

  it('says what is wrong when nothing can be offered: no street, an unknown ZIP, a ZIP in another state', () => {
    expect(suggestPlaces(gazetteer, 'Los Angeles 90028')).toEqual({ suggestions: [], hint: builtinPlacesHints.street });
    expect(suggestPlaces(gazetteer, '123, Los Angeles').hint).toBe(builtinPlacesHints.street);
    expect(suggestPlaces(gazetteer, '1 Main St, Nowhere, 00000')).toEqual({
      suggestions: [],
      hint: builtinPlacesHints.unknownZip('00000'),
    });
    expect(suggestPlaces(gazetteer, '1 Main St, Anaheim, NY 92805')).toEqual({
      suggestions: [],
      hint: builtinPlacesHints.otherState('92805', 'CA'),
    });
    expect(suggestPlaces(gazetteer, '')).toEqual({ suggestions: [], hint: null });
  });
});
