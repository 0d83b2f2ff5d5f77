// Public surface of @lekker/core: pure domain rules and zod contracts shared by the server and the web app.
export * from './ads.ts';
export * from './cart.ts';
export * from './constants.ts';
export * from './contracts/catalogue.ts';
export * from './contracts/common.ts';
export * from './delivery.ts';
export * from './distance.ts';
export * from './filename.ts';
export * from './money.ts';
export * from './notifications.ts';
export * from './opening-hours.ts';
export * from './order-number.ts';
export * from './order-status.ts';
export * from './rating.ts';
export * from './restaurant-list.ts';
