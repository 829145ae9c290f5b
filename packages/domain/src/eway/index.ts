export * from './eway-bill-json';
export * from './eway-checks';
export * from './eway-document';
export * from './eway-status';
export * from './eway-threshold';
export * from './eway-validity';
export * from './pin-codes';
export * from './portal-instants';
