import { PLACES_SUGGESTIONS_MAX, type PlaceSuggestion } from '@queueless/contracts';
import { providerFailed } from '../provider-failure.js';
import type { PlacesProvider } from './places.js';
import { usStateCode } from './us-states.js';

/** A Photon answer is waited for this long: the form asks again on the next key. */
const PHOTON_TIMEOUT_MS = 5_000;
/** Asked for more than are shown: rows that are not a whole US street address are dropped. */
const PHOTON_LIMIT = 15;

export const photonHints = {
  none: 'No street address found. Type the house number and street, then the city (and the ZIP code if you know it).',
} as const;

/** The GeoJSON feature properties of a Photon answer that make an address. */
type PhotonProperties = {
  osm_type?: string;
  osm_id?: number;
  housenumber?: string;
  street?: string;
  name?: string;
  city?: string;
  town?: string;
  village?: string;
  district?: string;
  state?: string;
  postcode?: string;
  countrycode?: string;
};
type PhotonFeature = { geometry?: { coordinates?: [number, number] }; properties?: PhotonProperties };

/** One Photon row as a whole street address, or null when any part (number, street, city, ZIP, state) is missing. */
function toSuggestion(feature: PhotonFeature): PlaceSuggestion | null {
  const p = feature.properties ?? {};
  const [longitude, latitude] = feature.geometry?.coordinates ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (p.countrycode?.toUpperCase() !== 'US') return null;
  const street = p.street ?? null;
  const city = p.city ?? p.town ?? p.village ?? p.district ?? null;
  const state = usStateCode(p.state);
  const zip = /^\d{5}/.exec(p.postcode ?? '')?.[0] ?? null;
  if (!p.housenumber || !street || !city || !state || !zip) return null;
  const addressLine1 = `${p.housenumber} ${street}`;
  return {
    placeId: `photon:${p.osm_type ?? ''}${p.osm_id ?? `${latitude},${longitude}`}`,
    description: `${addressLine1}, ${city}, ${state} ${zip}`,
    address: { addressLine1, city, state, country: 'US', zipCode: zip, latitude, longitude },
  };
}

/**
 * Photon (https://photon.komoot.io, or a self-hosted one): OpenStreetMap's search-as-you-type geocoder. Only whole US
 * street addresses are offered (house number, street, city, state, ZIP, each as OpenStreetMap has it, never made
 * up), with the building's own coordinates. A failure or a timeout is PROVIDER_FAILED.
 */
export function createPhotonPlaces({ apiBaseUrl }: { apiBaseUrl: string }): PlacesProvider {
  return {
    async autocomplete(input, signal) {
      if (input.trim() === '') return { suggestions: [], hint: null };
      const url = new URL('/api', apiBaseUrl);
      url.searchParams.set('q', input.trim());
      url.searchParams.set('limit', String(PHOTON_LIMIT));
      url.searchParams.set('lang', 'en');
      const timeout = AbortSignal.timeout(PHOTON_TIMEOUT_MS);
      let body: { features?: PhotonFeature[] };
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw new Error(`Photon answered ${response.status}`);
        body = (await response.json()) as { features?: PhotonFeature[] };
      } catch (error) {
        throw providerFailed(
          'The address search is not available right now. Please try again later.',
          `Photon address search failed: ${error instanceof Error ? error.message : String(error)}`,
          error,
        );
      }
      const seen = new Set<string>();
      const suggestions: PlaceSuggestion[] = [];
      for (const feature of Array.isArray(body.features) ? body.features : []) {
        const suggestion = toSuggestion(feature);
        if (!suggestion || seen.has(suggestion.description)) continue;
        seen.add(suggestion.description);
        suggestions.push(suggestion);
        if (suggestions.length === PLACES_SUGGESTIONS_MAX) break;
      }
      return { suggestions, hint: suggestions.length === 0 ? photonHints.none : null };
    },
  };
}
