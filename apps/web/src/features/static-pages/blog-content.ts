/** The /blogs page: five questions on React and JavaScript, each answered in a few blocks. */
export type AnswerBlock =
  { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'code'; code: string };

export interface BlogEntry {
  id: string;
  question: string;
  answer: AnswerBlock[];
}

export const blogEntries: BlogEntry[] = [
  {
    id: 'react-performance',
    question: 'How can you improve the performance of a React application?',
    answer: [
      {
        kind: 'text',
        text: 'Measure first: the React DevTools Profiler shows which components render, how often and how long they take, and the browser performance panel shows long tasks. Then fix what the numbers point at:',
      },
      {
        kind: 'list',
        items: [
          'Render less: keep state as close as possible to the components that use it, so an update re-renders a small subtree instead of the whole page.',
          'Skip work that did not change: React.memo for components whose props are equal, useMemo for expensive calculations and useCallback for callbacks passed to memoised children (the React Compiler can add these automatically).',
          'Keep lists cheap: give items stable keys (an id, never the array index for reorderable lists) and virtualise very long lists so only the visible rows exist in the DOM.',
          'Ship less JavaScript: split the code by route with lazy() or lazy routes, load heavy widgets only when needed and check the bundle for large dependencies.',
          'Keep the page responsive: useTransition or useDeferredValue let urgent updates such as typing go first while expensive results render in the background.',
          'Load data and images well: cache server data (for example with TanStack Query), serve images in modern formats at the right size with width and height set, and lazy-load those below the fold.',
        ],
      },
    ],
  },
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    answer: [
      {
        kind: 'text',
        text: 'Different kinds of state have different best homes. Choosing by kind keeps each piece of state simple:',
      },
      {
        kind: 'list',
        items: [
          'Local state: useState for simple values and useReducer when several values change together through named actions. Most state should live here.',
          'Shared state: lift it to the nearest common parent and pass it down as props; when many distant components need it (theme, signed-in user), provide it with the Context API.',
          'Global client state: a store library such as Redux Toolkit, Zustand or Jotai, useful when many parts of the app read and update the same data.',
          'Server state: data that lives on the server is a cache, not state you own. TanStack Query, SWR or RTK Query fetch it, cache it, refetch it and keep it in sync.',
          'URL state: filters, search terms, page numbers and the current route belong in the URL (path and search parameters) so they survive a reload and can be shared.',
          'Form state: libraries such as React Hook Form track values, validation and errors without re-rendering the whole form on every keystroke.',
          'Persistent state: localStorage or sessionStorage for values that must outlive a reload, such as an access token or a saved preference.',
        ],
      },
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    answer: [
      {
        kind: 'text',
        text: 'Every JavaScript object has a hidden link, [[Prototype]], to another object (or null). When you read a property the object does not have, JavaScript looks it up on the prototype, then on the prototype’s prototype, and so on until the chain ends at null. Objects share behaviour by delegating to a common prototype instead of copying it.',
      },
      {
        kind: 'code',
        code: `const vehicle = {
  describe() {
    return \`\${this.make} with \${this.wheels} wheels\`;
  },
};
const car = Object.create(vehicle); // car's prototype is vehicle
car.make = 'Partsmith Roadster';
car.wheels = 4;
car.describe(); // 'Partsmith Roadster with 4 wheels', found on vehicle`,
      },
      {
        kind: 'text',
        text: 'Calling a function with new creates an object whose prototype is that function’s prototype property, so new Car() can use every method on Car.prototype. The class syntax is a cleaner way to write the same thing: class Car extends Vehicle makes Vehicle.prototype the prototype of Car.prototype, so a car finds its own methods first and then the vehicle ones. Writing a property always creates it on the object itself and shadows the inherited one; Object.getPrototypeOf(obj) reads the link and hasOwnProperty tells own properties from inherited ones.',
      },
    ],
  },
  {
    id: 'set-state-directly',
    question:
      'Why should you not set the state directly in React, e.g. products = [...] instead of setProducts([...])?',
    answer: [
      {
        kind: 'text',
        text: 'Given const [products, setProducts] = useState([]), products is just a local variable holding a snapshot of the state for this render. Assigning products = [...] changes only that variable:',
      },
      {
        kind: 'list',
        items: [
          'React is never told anything changed, so it does not re-render and the screen keeps showing the old list.',
          'The next render calls useState again and gets the value React stored, so the assignment is lost anyway (and with const it is not even allowed).',
          'Mutating the existing array in place (products.push(item)) is just as wrong: the reference stays the same, so React, memoised children and effects cannot see the change.',
        ],
      },
      {
        kind: 'text',
        text: 'Calling the setter schedules an update: React stores the new value, re-renders the component and the children that depend on it, and batches several updates together. Always pass a new array or object, and use the updater form when the new value depends on the old one:',
      },
      { kind: 'code', code: 'setProducts((current) => [...current, newProduct]);' },
    ],
  },
  {
    id: 'find-product-by-name',
    question: 'How would you find products by name in an array of products?',
    answer: [
      {
        kind: 'text',
        text: 'Normalise the search term once, then filter the array, comparing names case-insensitively. filter returns every match; use find instead when you need only the first product with exactly that name.',
      },
      {
        kind: 'code',
        code: `function searchByName(products, query) {
  const term = query.trim().toLowerCase();
  if (!term) return products;
  return products.filter((product) => product.name.toLowerCase().includes(term));
}

const exact = products.find((product) => product.name === 'Brake Disc');`,
      },
      {
        kind: 'text',
        text: 'In a React component keep the query in state (or in the URL search parameters), derive the results while rendering instead of storing them in a second state, and wrap the filtering in useMemo or useDeferredValue if the list is large. For very large catalogues, search on the server with an indexed query instead of sending every product to the browser.',
      },
    ],
  },
];
