/**
 * DEMO DATA: what each demo customer keeps on the wishlist (variant numbers: at least one
 * available, one with only a few left and one sold out) and which products they looked at last,
 * newest first — different tastes, so their recommendations differ.
 */
export interface DemoShopping {
  wishlist: string[];
  viewed: string[];
}

export const demoShopping: Record<string, DemoShopping> = {
  // Max: kitchen and fashion.
  '10012345': {
    wishlist: ['400104-01', '100002-02', '100003-01', '500103-01', '300101-01', '600102-01'],
    viewed: ['400102', '500105', '400107', '500106', '400110', '500101', '400106', '600105'],
  },
  // Anna: cosmetics.
  '20012345': {
    wishlist: ['500102-02', '300102-01', '200106-01', '400101-01', '600107-01'],
    viewed: ['300103', '300106', '300108', '300110', '600101'],
  },
  // Luca: jewellery.
  '30012345': {
    wishlist: ['300105-01', '200108-01', '300104-01', '500105-02', '200102-01'],
    viewed: ['200103', '200105', '200107', '200109', '200110', '200111', '300107'],
  },
  // Erika: home and garden.
  '10050500': {
    wishlist: ['600101-01', '400111-01', '400103-01', '500109-02'],
    viewed: ['600104', '600106', '600103'],
  },
};
