/** Everything the /myPortfolio page shows (docs/product.md §2.5). Edit here; the page only lays it out. */
export interface Technology {
  name: string;
  level: 'Intermediate';
}

export interface Project {
  name: string;
  description: string;
  url: string;
}

export const portfolio = {
  name: 'Jordan Blake',
  role: 'Full-stack web developer',
  email: 'jordan.blake@example.com',
  about:
    'I build web applications end to end, from the database schema and the API to an accessible, fast interface. Partsmith is one of them: a storefront where workshops order car parts, pay by card and track their orders.',
  technologies: [
    { name: 'HTML', level: 'Intermediate' },
    { name: 'CSS', level: 'Intermediate' },
    { name: 'JavaScript', level: 'Intermediate' },
    { name: 'TypeScript', level: 'Intermediate' },
    { name: 'React', level: 'Intermediate' },
    { name: 'Tailwind CSS', level: 'Intermediate' },
    { name: 'Node.js', level: 'Intermediate' },
    { name: 'Fastify', level: 'Intermediate' },
    { name: 'PostgreSQL', level: 'Intermediate' },
  ] satisfies Technology[],
  projects: [
    {
      name: 'Fleet Service Tracker',
      description:
        'Maintenance schedules and service history for small delivery fleets, with reminders by email.',
      url: 'https://example.com/projects/fleet-service-tracker',
    },
    {
      name: 'Garage Booking',
      description:
        'An appointment system for car workshops: online booking, bay planning and customer notes.',
      url: 'https://example.com/projects/garage-booking',
    },
    {
      name: 'Parts Inventory Dashboard',
      description:
        'Stock levels, reorder alerts and supplier orders for a parts warehouse, in one dashboard.',
      url: 'https://example.com/projects/parts-inventory-dashboard',
    },
  ] satisfies Project[],
} as const;
