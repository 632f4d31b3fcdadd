import { demoCatalogue, kindsOfCategory } from './demo-catalogue';
import { productImage, productKinds } from './product-image';

const kindOf = (svg: string) => /data-kind="([A-Za-z]+)"/.exec(svg)?.[1];
const drawingOf = (svg: string) => /<g color="[^"]*">(.*)<\/g>/.exec(svg)?.[1];
const picture = (product: (typeof demoCatalogue)[number]) =>
  productImage(product.name, product.brand, product.kind, product.hue);

describe('the demo product pictures', () => {
  it.each(demoCatalogue.map((product) => [product.name, product] as const))(
    '%s shows a kind of its own category',
    (_name, product) => {
      expect(kindsOfCategory[product.category]).toContain(kindOf(picture(product)));
    },
  );

  it.each([
    ['Leder-Sneaker', 'sneaker'],
    ['Stretch-Jeans', 'jeans'],
    ['Lederhandtasche', 'handbag'],
    ['Kaschmir-Pullover', 'sweater'],
    ['Seidenschal', 'scarf'],
    ['Kopfkissen', 'pillow'],
    ['Pfanne', 'pan'],
    ['Handstaubsauger', 'handVacuum'],
    ['Gartenschere', 'secateurs'],
    ['Heißluftfritteuse', 'airFryer'],
    ['Lippenstift', 'lipstick'],
    ['uhr', 'watch'],
    ['Smartwatch', 'smartwatch'],
  ])('draws every product named "%s" as a %s', (word, kind) => {
    const named = demoCatalogue.filter((product) =>
      product.name.toLowerCase().includes(word.toLowerCase()),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const product of named)
      expect([product.name, kindOf(picture(product))]).toEqual([product.name, kind]);
  });

  it('has one drawing per kind, each kind in one category and drawn for some product', () => {
    const categorised = Object.values(kindsOfCategory).flat();
    expect([...categorised].sort()).toEqual([...productKinds].sort());
    expect(new Set(categorised).size).toBe(categorised.length);
    const used = new Set(demoCatalogue.map((product) => product.kind));
    expect(productKinds.filter((kind) => !used.has(kind))).toEqual([]);
    const drawings = productKinds.map((kind) => drawingOf(productImage('x', 'y', kind, 0)));
    expect(new Set(drawings).size).toBe(productKinds.length);
  });
});
