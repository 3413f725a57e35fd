/** One taxable cart line, in integer cents. */
export type TaxLine = { productId: string; productTaxCode: string | null; amountCents: number };

/** Works out sales tax for a cart at a location; the default reads the location's rate from the database. */
export type TaxProvider = {
  name: string;
  calculate(input: { vendorLocationId: string; lines: TaxLine[] }): Promise<{ taxAmountExclusiveCents: number }>;
  /**
   * The one rate (parts per million) this provider applies to a whole cart's amount at a location, rounded half up
   * once, when it works that way (the default does): the menu page carries it so the review's estimate needs no call
   * (decision 017). A provider that taxes line by line leaves it out, and the review asks POST /taxes/calculate.
   */
  cartRatePpm?(vendorLocationId: string): Promise<number>;
  /** Forgets what this process remembers of a location's rate, when a call here just changed it. */
  forgetRate?(vendorLocationId: string): void;
  /** Starts hearing rate changes from every process (app start). */
  start?(): Promise<void>;
  /** Stops hearing them (app close). */
  close?(): Promise<void>;
};
