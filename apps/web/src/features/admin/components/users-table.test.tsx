import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { User } from '@partsmith/contract/users';
import { UsersTable } from './users-table';

const users: User[] = [
  { _id: '1', email: 'admin@partsmith.test', name: 'Avery Admin', role: 'admin' },
  { _id: '2', email: 'buyer@partsmith.test', name: 'Blake Buyer', role: 'buyer' },
];

describe('UsersTable', () => {
  it('hides Make Admin for admins and shows their badge instead', () => {
    render(<UsersTable users={users} onMakeAdmin={() => undefined} />);
    const [adminRow, buyerRow] = screen.getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(adminRow).queryByRole('button')).toBeNull();
    expect(within(adminRow).getByText('Admin')).toBeTruthy();
    expect(within(adminRow).getByRole('rowheader').textContent).toBe('1');
    // The button's name says whom it promotes, still starting with its visible text.
    expect(within(buyerRow).getByRole('button', { name: 'Make Admin: buyer@partsmith.test' })).toBeTruthy();
  });

  it('asks to make the chosen account admin', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    render(<UsersTable users={users} onMakeAdmin={(email) => chosen.push(email)} />);
    await user.click(screen.getByRole('button', { name: 'Make Admin: buyer@partsmith.test' }));
    expect(chosen).toEqual(['buyer@partsmith.test']);
  });
});
