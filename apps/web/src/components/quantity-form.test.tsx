import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityForm } from './quantity-form';

function renderForm(quantity: number | null, onQuantity = vi.fn(), onRemove = vi.fn()) {
  const props = {
    busy: false,
    describedBy: 'line',
    submitLabel: 'Update',
    removeLabel: 'Remove',
    onQuantity,
    onRemove,
  };
  const view = render(<QuantityForm quantity={quantity} {...props} />);
  return {
    ...view,
    rerenderWith: (next: number) => view.rerender(<QuantityForm quantity={next} {...props} />),
  };
}

describe('QuantityForm', () => {
  it('sends a changed whole number of units, and not the same quantity again', async () => {
    const user = userEvent.setup();
    const onQuantity = vi.fn();
    renderForm(40, onQuantity);
    const update = screen.getByRole('button', { name: 'Update' });
    expect((update as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '120');
    await user.click(update);
    expect(onQuantity).toHaveBeenCalledWith(120);
  });

  it('says what is wrong with a quantity that is not whole units, and sends nothing', async () => {
    const user = userEvent.setup();
    const onQuantity = vi.fn();
    renderForm(40, onQuantity);
    const field = screen.getByLabelText('Quantity');
    await user.clear(field);
    await user.type(field, '0');
    expect(screen.getByText('Enter a whole number of units, at least 1.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, '{Enter}');
    expect(onQuantity).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '99999999');
    expect(screen.getByText('That is more units than one line can hold.')).toBeTruthy();
  });

  it('takes a quantity changed elsewhere in place of what was typed', async () => {
    const user = userEvent.setup();
    const { rerenderWith } = renderForm(40);
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '7');
    rerenderWith(60);
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('60');
  });

  it('removes the line', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderForm(null, vi.fn(), onRemove);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
