export * from './common';
export * from './money';
export * from './parts';
export * from './reviews';
export * from './routes';
