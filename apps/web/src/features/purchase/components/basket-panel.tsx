import { useState } from 'react';
import type { Part } from '@partsmith/contract/parts';
import { formatCount } from '@partsmith/contract/format';
import { AddToBasketButton } from '../../../components/add-to-basket-button';
import { FormField } from '../../../components/form-field';
import { quantityProblem } from '../quantity-rules';

/**
 * Beside the order form: put the part in the basket instead, to order it with other parts in one
 * checkout. The basket takes any quantity and flags one that cannot be ordered; here it is checked first.
 */
export function BasketPanel({ part }: { part: Part }) {
  const [typed, setTyped] = useState(String(part.minOrderQuantity));
  const problem = quantityProblem(typed, part);
  return (
    <section
      aria-labelledby="basket-panel-heading"
      className="mt-6 flex flex-col gap-3 rounded-box border border-base-300 p-4"
    >
      <h3 id="basket-panel-heading" className="font-semibold">
        Ordering several parts?
      </h3>
      <p className="text-sm text-base-content/80">
        Add this part to your basket and check out every part at once, with one payment.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <FormField
          label="Units for the basket"
          type="number"
          inputMode="numeric"
          min={part.minOrderQuantity}
          step={1}
          className="w-36"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={problem ?? undefined}
        />
        {problem === null && (
          <AddToBasketButton
            partId={part._id}
            name={part.name}
            quantity={Number(typed)}
            label={`Add ${formatCount(Number(typed))} to basket`}
          />
        )}
      </div>
    </section>
  );
}
