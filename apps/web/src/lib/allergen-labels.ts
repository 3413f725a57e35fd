/**
 * Allergens and dietary tags in words (issue 39), for the customer's product dialog and allergen filter (both loaded
 * on demand, so the labels stay out of the menu's first load) and the Menu Editor's product form.
 */
/** The 14 allergens of EU rules (Regulation 1169/2011, Annex II), as the menu names them. */
export const ALLERGEN_LABELS: Record<string, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soybeans',
  milk: 'Milk',
  nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};
export const DIETARY_LABELS: Record<string, string> = {
  vegan: 'Vegan',
  vegetarian: 'Vegetarian',
  'gluten-free': 'Gluten-free',
  halal: 'Halal',
  kosher: 'Kosher',
};

/** In the order the filter lists them (the contracts' ALLERGENS, EU Annex II order). */
export const ALLERGENS = Object.keys(ALLERGEN_LABELS);
export const DIETARY_TAGS = Object.keys(DIETARY_LABELS);
