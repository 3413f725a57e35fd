import { describe, expect, it } from 'vitest';
import { choicesToRoutes, routesToChoices } from './station-routes';

describe('the routing form', () => {
  it('reads each route into its kind of choice and writes back one route per chosen key', () => {
    const choices = routesToChoices([
      { stationId: 'bar', productType: 'ALCOHOLIC_ITEM', groupId: null, productId: null },
      { stationId: 'kitchen', productType: null, groupId: 'burgers', productId: null },
      { stationId: 'bar', productType: null, groupId: null, productId: 'P1' },
    ]);
    expect(choices).toEqual({
      byType: { ALCOHOLIC_ITEM: 'bar' },
      byGroup: { burgers: 'kitchen' },
      byProduct: { P1: 'bar' },
    });
    expect(choicesToRoutes(choices).routes).toEqual([
      { stationId: 'bar', productType: 'ALCOHOLIC_ITEM' },
      { stationId: 'kitchen', groupId: 'burgers' },
      { stationId: 'bar', productId: 'P1' },
    ]);
  });

  it('leaves out a key set back to its default', () => {
    expect(choicesToRoutes({ byType: { FOOD_ITEM: '' }, byGroup: {}, byProduct: { P1: '' } }).routes).toEqual([]);
  });
});
