export * from './common';
export * from './format';
export * from './images';
export * from './money';
export * from './parts';
export * from './reviews';
export * from './routes';
