import type { ProductType, SetStationRoutesBody, StationRoute } from '@queueless/contracts';

/** The routing form's choices: a station id per product type, group and product ('' = not routed there). */
export type RouteChoices = {
  byType: Partial<Record<ProductType, string>>;
  byGroup: Record<string, string>;
  byProduct: Record<string, string>;
};

/** The server's routes as the form's choices. */
export function routesToChoices(routes: readonly StationRoute[]): RouteChoices {
  const choices: RouteChoices = { byType: {}, byGroup: {}, byProduct: {} };
  for (const route of routes) {
    if (route.productId !== null) choices.byProduct[route.productId] = route.stationId;
    else if (route.groupId !== null) choices.byGroup[route.groupId] = route.stationId;
    else if (route.productType !== null) choices.byType[route.productType] = route.stationId;
  }
  return choices;
}

/** The form's choices as the body that replaces the routes: one route per key chosen, nothing for the rest. */
export function choicesToRoutes(choices: RouteChoices): SetStationRoutesBody {
  const routes: SetStationRoutesBody['routes'] = [];
  for (const [productType, stationId] of Object.entries(choices.byType)) {
    if (stationId) routes.push({ stationId, productType: productType as ProductType });
  }
  for (const [groupId, stationId] of Object.entries(choices.byGroup)) {
    if (stationId) routes.push({ stationId, groupId });
  }
  for (const [productId, stationId] of Object.entries(choices.byProduct)) {
    if (stationId) routes.push({ stationId, productId });
  }
  return { routes };
}
