import { msg } from '@lingui/core/macro';
import { translated } from '#web/lib/i18n/translated';

/**
 * Allergens and dietary tags in words (issue 39), for the customer's product dialog and allergen filter (both loaded
 * on demand, so the labels stay out of the menu's first load) and the Menu Editor's product form, each read in the
 * active language.
 */

/** The 14 allergens of EU rules (Regulation 1169/2011, Annex II), as the menu names them. */
export const ALLERGEN_LABELS: Readonly<Record<string, string>> = translated({
  gluten: msg`Gluten`,
  crustaceans: msg`Crustaceans`,
  eggs: msg`Eggs`,
  fish: msg`Fish`,
  peanuts: msg`Peanuts`,
  soybeans: msg`Soybeans`,
  milk: msg`Milk`,
  nuts: msg`Tree nuts`,
  celery: msg`Celery`,
  mustard: msg`Mustard`,
  sesame: msg`Sesame`,
  sulphites: msg`Sulphites`,
  lupin: msg`Lupin`,
  molluscs: msg`Molluscs`,
});
export const DIETARY_LABELS: Readonly<Record<string, string>> = translated({
  vegan: msg`Vegan`,
  vegetarian: msg`Vegetarian`,
  'gluten-free': msg`Gluten-free`,
  halal: msg`Halal`,
  kosher: msg`Kosher`,
});

/** In the order the filter lists them (the contracts' ALLERGENS, EU Annex II order). */
export const ALLERGENS = Object.keys(ALLERGEN_LABELS);
export const DIETARY_TAGS = Object.keys(DIETARY_LABELS);
