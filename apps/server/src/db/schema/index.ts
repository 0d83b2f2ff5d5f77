export * from './accounts.ts';
export * from './auth.ts';
export * from './ledger.ts';
export * from './money.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './receipts.ts';
export * from './restaurants.ts';
