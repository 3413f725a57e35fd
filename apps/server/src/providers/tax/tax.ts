/** One taxable cart line, in integer cents. */
export type TaxLine = { productId: string; productTaxCode: string | null; amountCents: number };

/** Works out sales tax for a cart at a location; the default reads the location's rate from the database. */
export type TaxProvider = {
  name: string;
  calculate(input: { vendorLocationId: string; lines: TaxLine[] }): Promise<{ taxAmountExclusiveCents: number }>;
};
