import { quantitySegments } from './quantity-segments';

const quantities = (name: string) =>
  quantitySegments(name)
    .filter((segment) => segment.quantity)
    .map((segment) => segment.text);

describe('quantitySegments', () => {
  it('keeps a figure with its unit, decimal comma and multiplication included', () => {
    expect(quantities('Hyaluron-Serum, 30 ml')).toEqual(['30 ml']);
    expect(quantities('Mineralwasser, 1,5 l')).toEqual(['1,5 l']);
    expect(quantities('Duschgel im Doppelpack, 2 x 50 ml')).toEqual(['2 x 50 ml']);
    expect(quantities('Servietten 33×33 cm')).toEqual(['33×33 cm']);
    expect(quantities('Porzellan-Kaffeebecher, 4 Stück')).toEqual(['4 Stück']);
  });

  it('gives back the whole name, in order, with nothing lost or added', () => {
    const name = 'Körperbutter 200 ml und Handcreme 2 x 50 ml, Set';
    expect(quantitySegments(name)).toEqual([
      { text: 'Körperbutter ', quantity: false },
      { text: '200 ml', quantity: true },
      { text: ' und Handcreme ', quantity: false },
      { text: '2 x 50 ml', quantity: true },
      { text: ', Set', quantity: false },
    ]);
  });

  it('leaves names without a quantity, and a figure that ends the name, as running text', () => {
    expect(quantitySegments('Gesichtsreinigungsbürste, akkubetrieben')).toEqual([
      { text: 'Gesichtsreinigungsbürste, akkubetrieben', quantity: false },
    ]);
    expect(quantities('Tennisarmband mit Zirkonia, Silber 925')).toEqual([]);
  });
});
