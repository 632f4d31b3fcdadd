import { Fragment } from 'react';
import { quantitySegments } from './quantity-segments';
import { useHyphenation } from './useHyphenation';

/**
 * A product name as the catalogue has it, laid out for narrow screens: long compounds break at
 * their syllables with a hyphen ("Gesichtsreinigungs-bürste"), in every browser, and a quantity
 * ("30 ml", "2 x 50 ml") never breaks. The text stays the name: read whole by screen readers,
 * copied without soft hyphens. Inline, so it goes inside the link or cell that shows the name.
 */
export function ProductName({ name }: { name: string }) {
  const hyphenate = useHyphenation();
  return (
    <>
      {quantitySegments(name).map((segment, index) =>
        segment.quantity ? (
          <span key={index} css={{ whiteSpace: 'nowrap' }}>
            {segment.text}
          </span>
        ) : (
          <Fragment key={index}>{hyphenate ? hyphenate(segment.text) : segment.text}</Fragment>
        ),
      )}
    </>
  );
}
