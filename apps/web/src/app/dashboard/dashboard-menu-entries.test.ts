import { describe, expect, it } from 'vitest';
import { dashboardMenu } from './dashboard-menu-entries';

const labels = (role: 'buyer' | 'admin') => dashboardMenu(role).map((entry) => entry.label);

describe('dashboardMenu', () => {
  it('gives buyers their profile, orders, garage and reviews, and no admin page', () => {
    expect(labels('buyer')).toEqual(['My Profile', 'My Orders', 'My Garage', 'Add Review']);
  });

  it('gives admins the admin pages and not My Orders or Add Review', () => {
    expect(labels('admin')).toEqual([
      'My Profile',
      'Sales',
      'Make Admin',
      'Manage All Orders',
      'Add A Product',
      'Manage Products',
      'Import / Export',
      'Shipping & tax',
    ]);
  });

  it('links each entry under /dashboard with the path of its route', () => {
    expect(dashboardMenu('admin').map((entry) => entry.to)).toEqual([
      '',
      'sales',
      'users',
      'manageOrders',
      'addProduct',
      'manageProducts',
      'importExport',
      'shippingTax',
    ]);
  });
});
